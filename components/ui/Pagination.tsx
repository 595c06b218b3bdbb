import Link from './Link';
import styled from 'styled-components';
import { commonMessages } from '@/lib/messages/common';
import { colors, radii, space } from '@/styles/theme';

const text = commonMessages.pagination;

/** How many page numbers show around the current one. */
const WINDOW = 2;

export interface PaginationProps {
  page: number;
  totalPages: number;
  /** The URL of a page, keeping every other query value of the list. */
  hrefFor: (page: number) => string;
}

/**
 * What the pager shows, left to right: page numbers and 'gap' (an ellipsis for the pages
 * skipped). The first and the last page always show, with WINDOW pages either side of the
 * current one; a gap of a single page shows that page instead. A page past the last one
 * (an old link) shows the pages near the end.
 */
export function pageItems(page: number, totalPages: number): (number | 'gap')[] {
  const current = Math.min(Math.max(1, page), totalPages);
  const items: (number | 'gap')[] = [];
  for (let number = 1; number <= totalPages; number++) {
    if (number === 1 || number === totalPages || Math.abs(number - current) <= WINDOW) items.push(number);
    else if (items[items.length - 1] !== 'gap') items.push('gap');
  }
  return items.map((item, index) => (item === 'gap' && (items[index + 1] as number) - (items[index - 1] as number) === 2 ? (items[index - 1] as number) + 1 : item));
}

/** Page numbers of a list as links (they work without JavaScript); the current one is aria-current. */
export function Pagination({ page, totalPages, hrefFor }: PaginationProps) {
  if (totalPages <= 1) return null;
  const previous = Math.min(page - 1, totalPages);
  return (
    <Nav aria-label={text.label}>
      <ol>
        {previous >= 1 ? (
          <li>
            <Link href={hrefFor(previous)} rel="prev">
              {text.previous}
            </Link>
          </li>
        ) : null}
        {pageItems(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link href={hrefFor(item)} aria-label={text.page(item)} aria-current={item === page ? 'page' : undefined}>
                {item}
              </Link>
            </li>
          ),
        )}
        {page < totalPages ? (
          <li>
            <Link href={hrefFor(page + 1)} rel="next">
              {text.next}
            </Link>
          </li>
        ) : null}
      </ol>
    </Nav>
  );
}

const Nav = styled.nav`
  margin-top: ${space.xxl};

  ol {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${space.xs};
  }

  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    height: 44px;
    padding: 0 ${space.sm};
    border-radius: ${radii.md};
    color: ${colors.text};
    font-weight: 600;
  }

  li[aria-hidden] {
    align-self: center;
  }

  a[aria-current='page'] {
    background: ${colors.text};
    color: ${colors.textInverse};
  }
`;
