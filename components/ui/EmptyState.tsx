import styled from 'styled-components';
import { primaryLinkButton } from './linkButton';
import { colors, radii, space } from '@/styles/theme';

/**
 * The box a list shows when it has nothing to show: the sentence, and links on
 * as 44 px buttons (e.g. "필터 초기화", "상품 둘러보기").
 */
export const EmptyState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space.md};
  padding: ${space.xxl} ${space.lg};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  text-align: center;
  color: ${colors.textSecondary};

  a {
    ${primaryLinkButton}
  }
`;
