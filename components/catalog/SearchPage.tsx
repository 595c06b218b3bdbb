import Link from '@/components/ui/Link';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageSeo } from '@/components/ui/PageSeo';
import { Button } from '@/components/ui/Button';
import { VisuallyHidden } from '@/components/ui/VisuallyHidden';
import { chip, chipRow } from '@/components/ui/chips';
import { PRODUCT_CATEGORIES } from '@/lib/catalog/categories';
import type { ListFacets, ListLocation, ShopFilters } from '@/lib/catalog/shopFilters';
import { KEYWORD_MAX_LENGTH, type ProductCardList } from '@/lib/catalog/catalog.contract';
import { catalogMessages } from '@/lib/catalog/catalog.messages';
import { PageContainer } from '@/components/ui/PageContainer';
import { PageHeading } from '@/components/ui/PageHeading';
import { textLink } from '@/components/ui/textLink';
import { euroParticle } from '@/lib/catalog/particle';
import { ProductListing } from './ProductListing';
import { colors, fontSizes, radii, space } from '@/styles/theme';

const text = catalogMessages.pages.search;
export const KEYWORD_MAX = KEYWORD_MAX_LENGTH;

/** How many categories the empty states suggest. */
const SUGGESTED_CATEGORIES = 6;

/** The keyword of /search?keyword= (trimmed, at most 50 characters), or '' when absent. */
export function keywordOf(value: string | string[] | undefined): string {
  const raw = Array.isArray(value) ? value[0] : value;
  return (raw ?? '').trim().slice(0, KEYWORD_MAX);
}

/** Where a search result list lives: the keyword travels in every URL. */
export function searchLocation(keyword: string): ListLocation {
  return { path: '/search', base: { keyword } };
}

export interface SearchResults {
  filters: ShopFilters;
  list: ProductCardList;
  facets: ListFacets;
  /** A close term to offer when the keyword finds (almost) nothing ('키링' for '키랑'), else null. */
  suggestion: string | null;
}

/** "키링으로 검색할까요?": a link to the search of the close term. */
function DidYouMean({ term }: { term: string }) {
  return (
    <Suggestion>
      <Link href={`/search?keyword=${encodeURIComponent(term)}`}>{text.didYouMean(term, euroParticle(term))}</Link>
    </Suggestion>
  );
}

/** Tips and a few categories to browse: the way on from an empty search. */
function Suggestions() {
  return (
    <Help>
      <h2>{text.tipsHeading}</h2>
      <ul>
        {text.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <h2>{text.popularHeading}</h2>
      <Categories>
        {PRODUCT_CATEGORIES.slice(0, SUGGESTED_CATEGORIES).map((category) => (
          <li key={category.id}>
            <Link href={category.path}>{category.name}</Link>
          </li>
        ))}
      </Categories>
    </Help>
  );
}

/**
 * /search and /page/search: a plain GET search form (works without
 * JavaScript) whose field suggests as the header's does (`field`), then the results with the same cards, filters, sort and pages
 * as a category; without a keyword, the form and a way to browse.
 */
/** The id of the search form's field, which its hidden label names. */
export const SEARCH_FIELD_ID = 'search-page-keyword';

export interface SearchPageProps {
  keyword: string;
  results: SearchResults | null;
  /**
   * The form's field (name `keyword`, id SEARCH_FIELD_ID): the page passes the
   * shell's suggesting search box (a feature never imports the shell); a plain
   * search input otherwise.
   */
  field?: ReactNode;
}

export function SearchPage({ keyword, results, field }: SearchPageProps) {
  const title = keyword ? text.resultTitle(keyword) : text.title;
  return (
    <>
      <PageSeo title={title} description={text.description} noindex={Boolean(keyword)} path="/search" />
      <PageContainer>
        <PageHeading title={title} />
        <Form action="/search" method="get" role="search">
          <VisuallyHidden as="label" htmlFor={SEARCH_FIELD_ID}>
            {text.label}
          </VisuallyHidden>
          {field ?? (
            <input id={SEARCH_FIELD_ID} name="keyword" type="search" defaultValue={keyword} maxLength={KEYWORD_MAX} placeholder={text.placeholder} />
          )}
          <Button type="submit" $size="lg">
            {text.submit}
          </Button>
        </Form>
        {results?.suggestion ? <DidYouMean term={results.suggestion} /> : null}
        {results ? (
          <ProductListing
            list={results.list}
            filters={results.filters}
            facets={results.facets}
            location={searchLocation(keyword)}
            emptyScope={
              <>
                <p>
                  <strong>{text.emptyTitle(keyword)}</strong>
                </p>
                <Suggestions />
              </>
            }
          />
        ) : (
          <>
            <Lead>{text.noKeyword}</Lead>
            <Suggestions />
          </>
        )}
      </PageContainer>
    </>
  );
}

const Form = styled.form`
  position: relative;
  display: flex;
  gap: ${space.sm};
  margin-bottom: ${space.xl};

  input {
    flex: 1;
    min-width: 0;
    height: 48px;
    padding: 0 ${space.lg};
    border: 1px solid ${colors.borderStrong};
    border-radius: ${radii.md};
    font: inherit;
  }

  /* The field's own style leaves the focus ring to the header's pill: here it has its own. */
  input:focus-visible {
    outline: 2px solid ${colors.primary};
    outline-offset: 1px;
  }
`;

const Suggestion = styled.p`
  margin: -${space.md} 0 ${space.lg};
  font-size: ${fontSizes.lg};

  a {
    ${textLink};
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

const Lead = styled.p`
  margin-bottom: ${space.xl};
  color: ${colors.textSecondary};
`;

const Help = styled.div`
  width: 100%;
  text-align: left;
  color: ${colors.textSecondary};

  h2 {
    margin: ${space.lg} 0 ${space.sm};
    color: ${colors.text};
    font-size: ${fontSizes.lg};
    font-weight: 700;
  }

  > ul:first-of-type {
    padding-left: ${space.lg};
    list-style: disc;
  }
`;

const Categories = styled.ul`
  ${chipRow};

  && a {
    ${chip};
    background: ${colors.background};
    font-weight: 400;
  }
`;
