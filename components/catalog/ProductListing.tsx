import Link from '@/components/ui/Link';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/Button';
import { Pagination } from '@/components/ui/Pagination';
import {
  clearFilters,
  hasActiveFilters,
  listUrl,
  toggleBrand,
  toggleSize,
  type ListFacets,
  type ListLocation,
  type ShopFilters,
} from '@/lib/catalog/shopFilters';
import { PRICE_FILTER_MAX, PRICE_FILTER_MIN, PRODUCT_ORDERS, type ProductCardList, type ProductCardItem } from '@/lib/catalog/catalog.contract';
import { catalogMessages } from '@/lib/catalog/catalog.messages';
import { FilterPanel } from './FilterPanel';
import { ProductGrid } from './ProductGrid';
import { useListNavigation } from './useListNavigation';
import { EmptyState } from '@/components/ui/EmptyState';
import { chipRow } from '@/components/ui/chips';
import { colors, fontSizes, media, radii, space } from '@/styles/theme';

const text = catalogMessages.listing;

/** The phone's filter sheet loads on first use: a desktop never opens it (first-load JS, docs/ARCHITECTURE.md). */
const loadFilterSheet = () => import('./FilterSheet');
const FilterSheet = lazy(() => loadFilterSheet().then((module) => ({ default: module.FilterSheet })));

export interface ProductListingProps {
  list: ProductCardList;
  filters: ShopFilters;
  facets: ListFacets;
  location: ListLocation;
  hideBrand?: boolean;
  /** Shown instead of the generic sentence when the list is empty without any filter. */
  emptyScope?: ReactNode;
  /** Something under each card (the flash sale's time left). */
  cardExtra?: (product: ProductCardItem) => ReactNode;
}

/** The chips of the chosen filters, each a link that removes it. */
function selectedChips(filters: ShopFilters, facets: ListFacets, hideBrand: boolean) {
  const chips: { key: string; label: string; next: ShopFilters }[] = [];
  if (!hideBrand) {
    for (const id of filters.brands) {
      const label = facets.brands.find((brand) => brand.value === id)?.label ?? `#${id}`;
      chips.push({ key: `brand-${id}`, label, next: toggleBrand(filters, id) });
    }
  }
  if (filters.color) chips.push({ key: 'color', label: filters.color, next: { ...filters, color: null } });
  for (const size of filters.sizes) chips.push({ key: `size-${size}`, label: size, next: toggleSize(filters, size) });
  if (filters.minPrice !== PRICE_FILTER_MIN || filters.maxPrice !== PRICE_FILTER_MAX) {
    chips.push({
      key: 'price',
      label: text.priceChip(filters.minPrice, filters.maxPrice, PRICE_FILTER_MAX),
      next: { ...filters, minPrice: PRICE_FILTER_MIN, maxPrice: PRICE_FILTER_MAX },
    });
  }
  return chips;
}

/**
 * A product list with its filters, sort, count, pagination and empty state,
 * all kept in the URL (lib/catalog/shopFilters.ts). On a desktop the filters
 * sit in a left column; below 750 px a "필터" button opens them in a bottom
 * sheet whose button shows how many products the list now has.
 */
export function ProductListing({ list, filters, facets, location, hideBrand = false, emptyScope, cardExtra }: ProductListingProps) {
  const { go, listTop } = useListNavigation(location);
  const [sheetOpen, setSheetOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps its code and the next opening is instant.
  const [sheetUsed, setSheetUsed] = useState(false);
  const filtered = hasActiveFilters(filters);
  const chips = selectedChips(filters, facets, hideBrand);
  const pageLink = (page: number) => listUrl(location, filters, page);
  const panelProps = { filters, facets, location, hideBrand, onChange: (next: ShopFilters) => void go(next) };

  return (
    <Layout ref={listTop}>
      <Side aria-label={text.filters}>
        <FilterPanel idPrefix="filters" {...panelProps} />
      </Side>
      <Main>
        <Toolbar>
          <Count role="status">{text.count(list.total)}</Count>
          <FilterButton
            type="button"
            $variant="secondary"
            aria-haspopup="dialog"
            onPointerEnter={() => void loadFilterSheet().catch(() => undefined)}
            onFocus={() => void loadFilterSheet().catch(() => undefined)}
            onClick={() => {
              setSheetUsed(true);
              setSheetOpen(true);
            }}
          >
            {chips.length > 0 ? text.filterCount(chips.length) : text.filters}
          </FilterButton>
        </Toolbar>
        <Sort aria-label={text.sort}>
          <ul>
            {PRODUCT_ORDERS.map((order) => (
              <li key={order}>
                <Link
                  href={listUrl(location, { ...filters, order })}
                  scroll={false}
                  aria-current={filters.order === order ? 'true' : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    void go({ ...filters, order });
                  }}
                >
                  {text.orders[order]}
                </Link>
              </li>
            ))}
          </ul>
        </Sort>
        {chips.length > 0 ? (
          <Chips aria-label={text.selected}>
            {chips.map((chip) => (
              <li key={chip.key}>
                <Link href={listUrl(location, chip.next)} scroll={false} aria-label={text.removeFilter(chip.label)}>
                  {chip.label} <span aria-hidden="true">×</span>
                </Link>
              </li>
            ))}
            <li>
              <Link href={listUrl(location, clearFilters(filters))} scroll={false}>
                {text.clear}
              </Link>
            </li>
          </Chips>
        ) : null}

        <section aria-label={text.listHeading}>
          {list.items.length > 0 ? (
            <ProductGrid products={list.items} priority cardExtra={cardExtra} />
          ) : (
            <EmptyState>
              {list.total > 0 ? (
                <>
                  <p>{text.pageOutOfRange}</p>
                  <Link href={pageLink(1)}>{text.firstPage}</Link>
                </>
              ) : filtered ? (
                <>
                  <p>
                    <strong>{text.emptyTitle}</strong>
                  </p>
                  <p>{text.emptyFiltered}</p>
                  <Link href={listUrl(location, clearFilters(filters))}>{text.clear}</Link>
                </>
              ) : (
                (emptyScope ?? <p>{text.emptyScope}</p>)
              )}
            </EmptyState>
          )}
        </section>
        <Pagination page={list.page} totalPages={list.totalPages} hrefFor={pageLink} />
      </Main>

      {sheetUsed ? (
        <Suspense fallback={null}>
          <FilterSheet open={sheetOpen} onClose={() => setSheetOpen(false)} total={list.total} {...panelProps} />
        </Suspense>
      ) : null}
    </Layout>
  );
}

const Layout = styled.div`
  scroll-margin-top: ${space.lg};

  ${media.desktop} {
    display: grid;
    grid-template-columns: 220px minmax(0, 1fr);
    gap: ${space.xxl};
    align-items: start;
  }
`;

const Side = styled.aside`
  ${media.belowMobile} {
    display: none;
  }
`;

const Main = styled.div`
  min-width: 0;
`;

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  margin-bottom: ${space.sm};
`;

const Count = styled.p`
  font-weight: 700;
`;

const FilterButton = styled(Button)`
  height: 44px;

  ${media.desktop} {
    display: none;
  }
`;

const Sort = styled.nav`
  margin-bottom: ${space.lg};
  border-bottom: 1px solid ${colors.border};

  ul {
    display: flex;
    gap: ${space.xs};
    overflow-x: auto;
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${space.sm};
    color: ${colors.textSecondary};
    font-size: ${fontSizes.md};
    white-space: nowrap;
  }

  a[aria-current='true'] {
    color: ${colors.text};
    font-weight: 700;
    box-shadow: inset 0 -2px 0 ${colors.text};
  }
`;

const Chips = styled.ul`
  ${chipRow};
  margin-bottom: ${space.lg};

  a {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    min-height: 44px;
    padding: 0 ${space.md};
    border-radius: ${radii.pill};
    background: ${colors.surface};
    color: ${colors.text};
    font-size: ${fontSizes.md};
  }

  li:last-child a {
    background: transparent;
    color: ${colors.primary};
    text-decoration: underline;
  }
`;

