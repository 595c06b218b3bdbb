import Link from './Link';
import styled from 'styled-components';
import { commonMessages } from '@/lib/messages/common';
import { site } from '@/lib/site';
import type { Crumb } from '@/lib/seo';
import { colors, fontSizes, space } from '@/styles/theme';

export type { Crumb };

/** The first entry of every trail. */
export const HOME_CRUMB: Crumb = { name: site.name, href: '/' };

/**
 * Where the page sits: home, then `items` (lib/catalog/trails.ts); the last
 * entry is the current page.
 */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const trail = [HOME_CRUMB, ...items];
  return (
    <Nav aria-label={commonMessages.page.breadcrumb}>
      <ol>
        {trail.map((item, index) => {
          const last = index === trail.length - 1;
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
  margin-bottom: ${space.md};
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};

  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li + li::before {
    content: '›';
    margin-right: ${space.xs};
  }

  a {
    color: inherit;
    text-decoration: none;
  }

  a:hover {
    color: ${colors.text};
    text-decoration: underline;
  }

  [aria-current='page'] {
    color: ${colors.textSecondary};
  }
`;
