import styled from 'styled-components';
import { colors, radii, space } from '@/styles/theme';

/** What a MY section says after an action, above its content: done (primary) or failed (danger). */
export const NoticeText = styled.p<{ $ok: boolean }>`
  padding: ${space.md};
  border-radius: ${radii.md};
  background: ${({ $ok }) => ($ok ? colors.primarySoft : colors.accentSoft)};
  color: ${({ $ok }) => ($ok ? colors.primary : colors.danger)};
  font-weight: 600;
`;
