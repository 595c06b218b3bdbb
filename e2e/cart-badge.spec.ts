import { apiResponse, createAccount, expect, header, test, type ListedProduct } from './helpers';

/** The cart badge (docs/DECISIONS.md): count at page load, +1 per cart-updated, shown above 0. */
test('the badge is hidden for an empty cart, counts the cart lines and rises with cart-updated', async ({
  page,
  request,
  signIn,
}) => {
  const account = await createAccount();
  const { token } = await signIn(account.email, account.password);

  const firstCount = apiResponse(page, '/carts/cartcount');
  await page.goto('/');
  expect(await (await firstCount).json()).toEqual({ cartcount: 0 });
  const cart = header(page).getByRole('link', { name: '장바구니', exact: true });
  await expect(cart).toBeVisible();
  await expect(cart.getByTestId('count-badge')).toHaveCount(0);

  const listed = await request.get('/api/v1/products?limit=50');
  expect(listed.status()).toBe(200);
  const { items } = (await listed.json()) as { items: ListedProduct[] };
  const product = items.find(
    (item) => item.colors.length === 0 && item.sizes.length === 0 && !item.soldOut && item.stock >= item.minOrderQty,
  );
  expect(product, 'a product without options and in stock').toBeDefined();
  const added = await request.post('/api/v1/carts', {
    headers: { token },
    data: { directCart: false, idProduct: product?.id, cartInfo: [{ goodsCount: product?.minOrderQty }] },
  });
  expect(added.status()).toBe(201);
  expect((await added.json()).cartcount).toBe(1);

  await page.reload();
  const badge = cart.getByTestId('count-badge');
  await expect(badge).toHaveText('1');
  await expect(cart).toHaveAccessibleDescription('장바구니 상품 1개');

  await page.evaluate(() => window.dispatchEvent(new Event('cart-updated')));
  await expect(badge).toHaveText('2');
  await page.evaluate(() => window.dispatchEvent(new Event('cart-updated')));
  await expect(badge).toHaveText('3');
  await expect(cart).toHaveAccessibleDescription('장바구니 상품 3개');
});
