import Link from 'next/link';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { commonMessages } from '@/lib/messages/common';

/**
 * The honest empty state of a section whose content comes with a later
 * release: says so, invents nothing, and offers a way on.
 */
export function PendingNotice({ children, showHomeLink = true }: { children?: ReactNode; showHomeLink?: boolean }) {
  return (
    <Box>
      <p>{children ?? commonMessages.page.pending}</p>
      {showHomeLink ? <Link href="/">{commonMessages.page.backHome}</Link> : null}
    </Box>
  );
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
  color: ${({ theme }) => theme.colors.textSecondary};

  a {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
  }
`;
