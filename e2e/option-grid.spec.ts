import type { APIRequestContext } from '@playwright/test';
import type { ProductDetail, ProductListItem } from '../lib/catalog/catalog.contract';
import { expectAccessible } from './axe';
import { apiResponse, createAccount, expect, gotoLoggedIn, header, test, WIDTHS } from './helpers';

/**
 * 여러 옵션 한 번에 담기 (issue 19, item 8): a certified retailer fills three
 * colour x size cells of a product whose brand counts its tiers over the
 * total, sees the pieces and the tier price the total reaches, adds all three
 * with one tap (one POST /carts), and finds three lines in the cart, each at
 * that tier price, though none of them reaches the tier alone.
 */

interface Pick {
  product: ProductDetail;
  cells: { color: string; size: string }[];
  count: number;
  tierPrice: number;
}

/** A product with colours and sizes, tiers counted over the total, and three options that can each take `count`. */
async function productForGrid(request: APIRequestContext, token: string): Promise<Pick> {
  const headers = { token };
  const list = (await (await request.get('/api/v1/products?limit=100&order=latest', { headers })).json()) as { items: ProductListItem[] };
  for (const item of list.items.filter((entry) => entry.colors.length > 1 && entry.sizes.length > 1 && !entry.soldOut)) {
    const product = (await (await request.get(`/api/v1/products/${item.id}`, { headers })).json()) as ProductDetail;
    const [tier] = product.priceTiers;
    if (!product.tiersOverTotal || !tier) continue;
    const step = Math.max(1, product.orderStep);
    // The smallest valid count that three lines need to reach the first tier together.
    let count = product.minOrderQty;
    while (count * 3 < tier.minQty) count += step;
    if (count >= tier.minQty) continue;
    const cells = product.options.filter((option) => option.stock >= count).slice(0, 3);
    if (cells.length < 3) continue;
    return { product, cells: cells.map((cell) => ({ color: cell.color!, size: cell.size! })), count, tierPrice: tier.price };
  }
  throw new Error('no product with colours, sizes and tiers over the total');
}

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

test('three options filled in the grid go to the cart with one tap, at the tier price their total reaches', WIDTHS, async ({ page, signIn }) => {
  const account = await createAccount();
  const session = await signIn(account.email, account.password);
  const { product, cells, count, tierPrice } = await productForGrid(page.request, session.token);
  await gotoLoggedIn(page, `/product-details/${product.id}`);

  const grid = page.getByRole('region', { name: '여러 옵션 한 번에 담기' });
  await expect(grid).toBeVisible();
  await expect(grid.getByText('색상·사이즈를 합친 수량으로 수량별 단가가 적용됩니다.')).toBeVisible();
  for (const cell of cells) await grid.getByRole('spinbutton', { name: `${cell.color} / ${cell.size} 주문량` }).fill(String(count));
  await expect(grid.getByTestId('grid-pieces')).toHaveText(`${count * 3}개`);
  await expect(grid.getByText(`${count * 3}개 × ${won(tierPrice)}`)).toBeVisible();
  await expect(grid.getByTestId('grid-total')).toHaveText(won(count * 3 * tierPrice));

  const posted = apiResponse(page, '/carts');
  await grid.getByRole('button', { name: '3개 옵션 한 번에 담기' }).click();
  const answer = await posted;
  expect(answer.status()).toBe(201);
  expect(answer.request().postDataJSON()).toEqual({
    directCart: false,
    idProduct: product.id,
    cartInfo: cells.map((cell) => ({ color: cell.color, size: cell.size, goodsCount: count })),
  });
  await expect(grid.getByText('3개 옵션을 장바구니에 담았습니다.')).toBeVisible();
  await expect(header(page).getByRole('link', { name: '장바구니', exact: true }).getByTestId('count-badge')).toHaveText('3');

  await gotoLoggedIn(page, '/cart');
  const lines = page.locator('[data-cart-line]');
  await expect(lines).toHaveCount(3);
  for (const cell of cells) {
    const line = lines.filter({ hasText: `${cell.color} / ${cell.size}` });
    await expect(line).toContainText(`개당 ${won(tierPrice)}`);
    await expect(line).toContainText(won(count * tierPrice));
  }
});

test('a cell the cart would refuse (minimum, step or stock) says so under that cell, nothing is sent, and axe finds nothing', WIDTHS, async ({ page, signIn }, testInfo) => {
  const account = await createAccount();
  const session = await signIn(account.email, account.password);
  const { product, cells } = await productForGrid(page.request, session.token);
  await gotoLoggedIn(page, `/product-details/${product.id}`);
  const grid = page.getByRole('region', { name: '여러 옵션 한 번에 담기' });
  let posted = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/carts') posted = true;
  });
  const first = grid.getByRole('spinbutton', { name: `${cells[0]!.color} / ${cells[0]!.size} 주문량` });
  // Under the minimum, else off the step, else more than the option has.
  const stock = product.options.find((option) => option.color === cells[0]!.color && option.size === cells[0]!.size)!.stock;
  const bad = product.minOrderQty > 1 ? product.minOrderQty - 1 : product.orderStep > 1 ? product.minOrderQty + 1 : stock + 1;
  await first.fill(String(bad));
  await first.blur();
  await grid.getByRole('button', { name: '1개 옵션 한 번에 담기' }).click();
  await expect(grid.getByText('수량을 확인해 주세요. 옵션 아래 안내가 있습니다.')).toBeVisible();
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  expect(posted).toBe(false);
  await expectAccessible(page, testInfo, 'the option grid with a refused cell');
});
