import styled from 'styled-components';
import { primaryLinkButton } from './linkButton';

/**
 * The box a list shows when it has nothing to show: the sentence, and links on
 * as 44 px buttons (e.g. "필터 초기화", "상품 둘러보기").
 */
export const EmptyState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
  color: ${({ theme }) => theme.colors.textSecondary};

  a {
    ${primaryLinkButton}
  }
`;
