import Link from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import styled, { css } from 'styled-components';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pagination } from '@/components/ui/Pagination';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { TableHead } from '@/components/ui/TableHead';
import { offscreen, VisuallyHidden } from '@/components/ui/VisuallyHidden';
import { brandCenterRoutes } from '@/lib/brandCenter/routes';
import {
  BRAND_PRODUCT_SORTS,
  LOW_STOCK,
  type BrandProductList,
  type BrandProductListItem,
  type BrandProductListQuery,
  type BrandProductSort,
} from '@/lib/brandCenter/brandProducts.contract';
import { alertMessage, toast } from '@/lib/client/alerts';
import { listSearch, patchBrandProduct } from '@/lib/brandCenter/client/brandProducts';
import { isApiError } from '@/lib/client/errors';
import { formatWon } from '@/lib/format';
import { brandProductsMessages } from '@/lib/brandCenter/brandProducts.messages';
import { Input } from './ProductParts';
import { ProductStockDialog } from './ProductStockDialog';
import { FilterChips } from '@/components/ui/listPage';
import { colors, fontSizes, media, radii, space } from '@/styles/theme';
import { Picture } from '@/components/ui/Picture';

const text = brandProductsMessages;
const t = text.list;

type FilterKey = keyof typeof t.filters;

const FILTERS: { key: FilterKey; query: Pick<BrandProductListQuery, 'status' | 'stock'> }[] = [
  { key: 'all', query: {} },
  { key: 'active', query: { status: 'active' } },
  { key: 'hidden', query: { status: 'hidden' } },
  { key: 'out', query: { stock: 'out' } },
  { key: 'low', query: { stock: 'low' } },
];

function activeFilter(query: BrandProductListQuery): FilterKey {
  if (query.stock) return query.stock;
  return query.status && query.status !== 'all' ? query.status : 'all';
}

export interface ProductListProps {
  list: BrandProductList;
  query: BrandProductListQuery;
}

/**
 * The brand's products: search, filters (판매중 / 숨김 / 품절 / 재고 부족), order,
 * and one row per product with its picture, prices, stock (red when sold out),
 * sales, a visibility switch and the stock dialog. A table from 750 px, cards
 * below (the same rows restyled). The list changes in place after each quick
 * edit with the row the server answered.
 */
export function ProductList({ list: initial, query }: ProductListProps) {
  const router = useRouter();
  const [list, setList] = useState(initial);
  const [source, setSource] = useState(initial);
  if (source !== initial) {
    setSource(initial);
    setList(initial);
  }
  const [editing, setEditing] = useState<BrandProductListItem | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [keyword, setKeyword] = useState(query.keyword ?? '');

  const hrefFor = (changes: Partial<BrandProductListQuery>) => `${brandCenterRoutes.products}${listSearch({ ...query, page: 1, ...changes })}`;
  const replace = (item: BrandProductListItem) =>
    setList((current) => ({ ...current, items: current.items.map((row) => (row.idProduct === item.idProduct ? item : row)) }));

  const search = (event: FormEvent) => {
    event.preventDefault();
    void router.push(hrefFor({ keyword: keyword.trim() || undefined }));
  };

  const toggle = async (item: BrandProductListItem) => {
    const status = item.status === 'active' ? 'hidden' : 'active';
    setBusy(item.idProduct);
    try {
      replace(await patchBrandProduct(item.idProduct, { status }));
      void toast(t.statusSaved(text.status[status]));
    } catch (error) {
      void alertMessage(isApiError(error) ? error.message : String(error), 'error');
    } finally {
      setBusy(null);
    }
  };

  const current = activeFilter(query);
  return (
    <>
      <Tools>
        <SearchForm role="search" onSubmit={search}>
          <VisuallyHidden as="label" htmlFor="brand-product-keyword">
            {t.searchLabel}
          </VisuallyHidden>
          <Input
            id="brand-product-keyword"
            type="search"
            value={keyword}
            maxLength={50}
            placeholder={t.searchPlaceholder}
            onChange={(event) => setKeyword(event.target.value)}
          />
          <Button type="submit" $variant="secondary">
            {t.search}
          </Button>
        </SearchForm>
        <FilterChips aria-label={t.filtersLabel}>
          {FILTERS.map((filter) => (
            <Link
              key={filter.key}
              href={hrefFor({ status: filter.query.status, stock: filter.query.stock })}
              aria-current={filter.key === current ? 'page' : undefined}
              title={filter.key === 'low' ? t.lowHint(LOW_STOCK) : undefined}
            >
              {t.filters[filter.key]}
            </Link>
          ))}
        </FilterChips>
        <SortRow>
          <p>{t.total(list.total)}</p>
          <label>
            <VisuallyHidden>{t.sortLabel}</VisuallyHidden>
            <select value={query.sort ?? 'latest'} onChange={(event) => void router.push(hrefFor({ sort: event.target.value as BrandProductSort }))}>
              {BRAND_PRODUCT_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t.sorts[sort]}
                </option>
              ))}
            </select>
          </label>
        </SortRow>
      </Tools>

      {list.items.length === 0 ? (
        <EmptyState>
          <p>{current === 'all' && !query.keyword ? t.emptyAll : t.empty}</p>
          <Link href={brandCenterRoutes.newProduct}>{t.add}</Link>
        </EmptyState>
      ) : (
        <Table>
          <TableHead columns={[t.columns.product, t.columns.prices, t.columns.stock, t.columns.sales, t.columns.status, t.columns.manage]} />
          <tbody>
            {list.items.map((item) => {
              const next = item.status === 'active' ? t.hide : t.show;
              const saving = busy === item.idProduct;
              return (
                <tr key={item.idProduct}>
                  <td data-cell="product">
                    <ProductCell>
                      {item.image ? (
                        <Picture src={item.image} alt="" size={56} />
                      ) : (
                        <Placeholder aria-hidden="true" />
                      )}
                      <div>
                        <Link href={brandCenterRoutes.product(item.idProduct)}>{item.name}</Link>
                        <small>{t.optionCount(item.optionCount)}</small>
                      </div>
                    </ProductCell>
                  </td>
                  <td data-cell="prices">
                    <Prices>
                      <span>
                        {t.wholesale} <strong>{formatWon(item.wholesalePrice)}</strong>
                      </span>
                      <span>
                        {t.retail} {formatWon(item.retailPrice)}
                      </span>
                    </Prices>
                  </td>
                  <td data-cell="stock">
                    <Stock $out={item.stock === 0}>{item.stock === 0 ? t.soldOut : t.stockUnits(item.stock)}</Stock>
                  </td>
                  <td data-cell="sales">{t.salesUnits(item.salesCount)}</td>
                  <td data-cell="status">
                    <StatusBadge $tone={item.status === 'active' ? 'progress' : 'closed'}>{text.status[item.status]}</StatusBadge>
                  </td>
                  <td data-cell="manage">
                    <Manage>
                      <Button
                        type="button"
                        $size="sm"
                        $variant="secondary"
                        aria-label={t.statusToggleOf(item.name, next)}
                        disabled={saving}
                        aria-busy={saving || undefined}
                        onClick={() => void toggle(item)}
                      >
                        {saving ? t.saving : next}
                      </Button>
                      <Button type="button" $size="sm" $variant="secondary" aria-label={t.editStockOf(item.name)} onClick={() => setEditing(item)}>
                        {t.editStock}
                      </Button>
                      <Link href={brandCenterRoutes.product(item.idProduct)} aria-label={t.editOf(item.name)}>
                        {t.edit}
                      </Link>
                    </Manage>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
      <Pagination page={list.page} totalPages={list.totalPages} hrefFor={(page) => `${brandCenterRoutes.products}${listSearch({ ...query, page })}`} />
      {editing ? <ProductStockDialog product={editing} onClose={() => setEditing(null)} onSaved={replace} /> : null}
    </>
  );
}

const Tools = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  margin-bottom: ${space.lg};
`;

const SearchForm = styled.form`
  display: flex;
  gap: ${space.sm};
  max-width: 480px;

  button {
    height: 44px;
  }
`;

const SortRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
  color: ${colors.textSecondary};

  select {
    min-height: 44px;
    padding: 0 ${space.md};
    border: 1px solid ${colors.borderStrong};
    border-radius: ${radii.md};
    background: ${colors.background};
    color: ${colors.text};
  }
`;

/* A table from 750 px; below, every row is a card and the header row is hidden. */
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th {
    padding: ${space.sm};
    border-bottom: 2px solid ${colors.text};
    font-size: ${fontSizes.md};
    text-align: left;
    white-space: nowrap;
  }

  td {
    padding: ${space.md} ${space.sm};
    border-bottom: 1px solid ${colors.border};
    vertical-align: middle;
  }

  ${media.belowMobile} {
    thead {
      ${offscreen};
    }

    tbody,
    tr,
    td {
      display: block;
    }

    tr {
      display: grid;
      grid-template-columns: 1fr auto;
      gap: ${space.sm};
      margin-bottom: ${space.md};
      padding: ${space.md};
      border: 1px solid ${colors.border};
      border-radius: ${radii.lg};
    }

    td {
      padding: 0;
      border: 0;
    }

    td[data-cell='product'],
    td[data-cell='prices'],
    td[data-cell='manage'] {
      grid-column: 1 / -1;
    }
  }
`;

const ProductCell = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.md};
  min-width: 0;

  img {
    flex: none;
    width: 56px;
    height: 56px;
    border-radius: ${radii.md};
    background: ${colors.surface};
    object-fit: cover;
  }

  div {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${colors.text};
    font-weight: 700;
    overflow-wrap: anywhere;
  }

  small {
    color: ${colors.textSecondary};
    font-size: ${fontSizes.sm};
  }
`;

const Placeholder = styled.span`
  flex: none;
  width: 56px;
  height: 56px;
  border-radius: ${radii.md};
  background: ${colors.surfaceStrong};
`;

const Prices = styled.div`
  display: flex;
  flex-direction: column;
  white-space: nowrap;
  color: ${colors.textSecondary};

  strong {
    color: ${colors.text};
  }

  ${media.belowMobile} {
    flex-direction: row;
    gap: ${space.md};
  }
`;

const Stock = styled.span<{ $out: boolean }>`
  font-weight: 700;
  white-space: nowrap;
  ${({ $out }) =>
    $out &&
    css`
      color: ${colors.danger};
    `}
`;

const Manage = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};

  button {
    min-height: 44px;
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${space.md};
    color: ${colors.primary};
    font-weight: 600;
    text-decoration: underline;
  }
`;
