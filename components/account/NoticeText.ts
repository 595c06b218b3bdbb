import styled from 'styled-components';

/** What a MY section says after an action, above its content: done (primary) or failed (danger). */
export const NoticeText = styled.p<{ $ok: boolean }>`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $ok }) => ($ok ? theme.colors.primarySoft : theme.colors.accentSoft)};
  color: ${({ theme, $ok }) => ($ok ? theme.colors.primary : theme.colors.danger)};
  font-weight: 600;
`;
