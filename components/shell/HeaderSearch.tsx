import Link from '@/components/ui/Link';
import { useRouter } from 'next/router';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { SearchIcon } from '@/components/ui/icons';
import { KEYWORD_MAX_LENGTH } from '@/lib/catalog/catalog.contract';
import { routes } from '@/lib/site';
import { shellMessages } from '@/lib/messages/shell';
import { iconControl } from './headerControls';
import { SearchBox } from './SearchBox';
import { colors, media, radii } from '@/styles/theme';

const text = shellMessages.header;

/** The keyword of the search page the visitor is on, to show in the field; '' elsewhere. */
function currentKeyword(pathname: string, keyword: string | string[] | undefined): string {
  if (pathname !== routes.search) return '';
  const value = Array.isArray(keyword) ? keyword[0] : keyword;
  return (value ?? '').trim().slice(0, KEYWORD_MAX_LENGTH);
}

/**
 * The header's search (docs/DECISIONS.md): from 750 px a search field, a plain
 * GET form to /search?keyword= that works before and without JavaScript (with
 * it, the router navigates and an empty field does nothing); below 750 px an
 * icon linking to the search page. Both sit in the header grid's `search` area.
 */
export function HeaderSearch() {
  const router = useRouter();
  const keyword = currentKeyword(router.pathname, router.query.keyword);

  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('keyword');
    const value = field instanceof HTMLInputElement ? field.value.trim() : '';
    if (!value) {
      if (field instanceof HTMLInputElement) field.focus();
      return;
    }
    void router.push(`${routes.search}?keyword=${encodeURIComponent(value)}`);
  };

  return (
    <>
      <SearchLink href={routes.search} aria-label={text.search}>
        <SearchIcon size={22} />
      </SearchLink>
      {/* Named, so it stays distinct from the search page's own search form (another landmark). */}
      <SearchForm role="search" aria-label={text.search} action={routes.search} method="get" onSubmit={submitSearch}>
        <SearchButton type="submit" aria-label={text.search}>
          <SearchIcon size={20} />
        </SearchButton>
        <SearchBox key={keyword} defaultValue={keyword} />
      </SearchForm>
    </>
  );
}

/** Phones: an icon to the search page. */
const SearchLink = styled(Link)`
  ${iconControl};
  grid-area: search;

  ${media.desktop} {
    display: none;
  }
`;

/** From 750 px: the search field, a pill with the submit icon on its left. */
const SearchForm = styled.form`
  position: relative;
  grid-area: search;
  display: flex;
  align-items: center;
  width: 100%;
  max-width: 440px;
  height: 42px;
  padding: 0 14px 0 4px;
  border: 1.5px solid ${colors.text};
  border-radius: ${radii.pill};
  background: ${colors.background};

  &:hover {
    border-color: ${colors.primary};
  }

  &:focus-within {
    border-color: ${colors.primary};
    outline: 2px solid ${colors.primary};
    outline-offset: 2px;
  }

  ${media.belowMobile} {
    display: none;
  }
`;

const SearchButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 34px;
  height: 34px;
  border-radius: ${radii.pill};
  color: ${colors.text};

  &:hover {
    color: ${colors.primary};
  }
`;
