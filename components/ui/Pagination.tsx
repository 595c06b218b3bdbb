import Link from 'next/link';
import styled from 'styled-components';
import { commonMessages } from '@/lib/messages/common';

const text = commonMessages.pagination;

/** How many page numbers show around the current one. */
const WINDOW = 2;

export interface PaginationProps {
  page: number;
  totalPages: number;
  /** The URL of a page, keeping every other query value of the list. */
  hrefFor: (page: number) => string;
}

/** Page numbers of a list as links (they work without JavaScript); the current one is aria-current. */
export function Pagination({ page, totalPages, hrefFor }: PaginationProps) {
  if (totalPages <= 1) return null;
  const first = Math.max(1, page - WINDOW);
  const last = Math.min(totalPages, page + WINDOW);
  const pages = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  return (
    <Nav aria-label={text.label}>
      <ol>
        {page > 1 ? (
          <li>
            <Link href={hrefFor(page - 1)} rel="prev">
              {text.previous}
            </Link>
          </li>
        ) : null}
        {first > 1 ? (
          <li>
            <Link href={hrefFor(1)} aria-label={text.page(1)}>
              1
            </Link>
          </li>
        ) : null}
        {pages.map((number) => (
          <li key={number}>
            <Link href={hrefFor(number)} aria-label={text.page(number)} aria-current={number === page ? 'page' : undefined}>
              {number}
            </Link>
          </li>
        ))}
        {last < totalPages ? (
          <li>
            <Link href={hrefFor(totalPages)} aria-label={text.page(totalPages)}>
              {totalPages}
            </Link>
          </li>
        ) : null}
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
  margin-top: ${({ theme }) => theme.space.xxl};

  ol {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${({ theme }) => theme.space.xs};
  }

  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    height: 44px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }

  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.text};
    color: ${({ theme }) => theme.colors.textInverse};
  }
`;
