import { screen, within } from '@testing-library/react';
import { ProductDetailsPage } from '@/components/catalog/ProductDetailsPage';
import type { ProductDetail } from '@/lib/catalog/catalog.contract';
import { productMessages } from '@/lib/catalog/product.messages';
import { endShellTest, renderInSession } from '@/__tests__/helpers/shell';
import { publicView } from './fixtures';

const text = productMessages;

function renderProduct(product: ProductDetail) {
  return renderInSession(<ProductDetailsPage product={product} buyer="anonymous" moreFromBrand={null} renderedAt="2026-11-23T00:00:00.000Z" />, {
    user: null,
    path: `/product-details/${product.id}`,
  });
}

afterEach(endShellTest);

test('the product page shows the notice below the description: one row per item, its name beside its text', () => {
  renderProduct(publicView);
  const section = screen.getByRole('region', { name: text.notice });
  const table = within(section).getByRole('table', { name: '가방' });
  const rows = within(table).getAllByRole('row');
  expect(rows).toHaveLength(publicView.notice!.rows.length);
  expect(within(rows[1]).getByRole('rowheader')).toHaveTextContent('소재');
  expect(within(rows[1]).getByRole('cell')).toHaveTextContent('린넨 100%');
  // Below the description, as the law's small print is read after it.
  const description = screen.getByRole('region', { name: text.description });
  expect(description.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test('a product without a notice yet shows no empty table', () => {
  renderProduct({ ...publicView, notice: null });
  expect(screen.queryByRole('region', { name: text.notice })).not.toBeInTheDocument();
});
