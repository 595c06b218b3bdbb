import Link from 'next/link';
import styled from 'styled-components';
import { commonMessages } from '@/lib/messages/common';

export interface Crumb {
  name: string;
  /** Omitted for the current page. */
  href?: string;
}

/** Where the page sits (home > category > …); the last entry is the current page. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <Nav aria-label={commonMessages.page.breadcrumb}>
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.name}-${index}`}>
              {item.href && !last ? (
                <Link href={item.href}>{item.name}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{item.name}</span>
              )}
            </li>
          );
        })}
      </ol>
    </Nav>
  );
}

const Nav = styled.nav`
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li + li::before {
    content: '›';
    margin-right: ${({ theme }) => theme.space.xs};
  }

  a {
    color: inherit;
    text-decoration: none;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: underline;
  }

  [aria-current='page'] {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;
