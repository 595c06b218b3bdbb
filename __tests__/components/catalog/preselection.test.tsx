import { screen } from '@testing-library/react';
import { ProductDetailsPage } from '@/components/catalog/ProductDetailsPage';
import { preselectionOf } from '@/components/catalog/quantity';
import { SessionProvider } from '@/lib/client/session';
import { productMessages } from '@/lib/catalog/product.messages';
import { createMockRouter, fakeApi, renderWithShell, retailer, setLoggedIn, shellRoutes } from '@/__tests__/helpers/shell';
import { optionProduct } from './fixtures';

afterEach(() => setLoggedIn(null));

describe('preselectionOf (the brand page\'s "다시 주문" link)', () => {
  it('keeps the option and quantity the product offers', () => {
    expect(preselectionOf(optionProduct, { color: '레드', size: 'M', qty: '12' })).toEqual({ color: '레드', size: 'M', quantity: 12 });
  });

  it('drops an option the product no longer has, and a quantity that is not a whole number of units', () => {
    expect(preselectionOf(optionProduct, { color: '초록', size: 'M', qty: '2.5' })).toEqual({ color: null, size: 'M', quantity: 2 });
    expect(preselectionOf(optionProduct, { qty: ['-3'] })).toBeNull();
    expect(preselectionOf(optionProduct, { qty: '1000000' })).toBeNull();
  });

  it('is null when the URL names nothing', () => {
    expect(preselectionOf(optionProduct, {})).toBeNull();
  });
});

it('the buying panel starts from the preselected option and quantity', () => {
  setLoggedIn('tok');
  fakeApi(shellRoutes(retailer, 0));
  renderWithShell(
    <SessionProvider loggedIn user={retailer}>
      <ProductDetailsPage
        product={optionProduct}
        buyer="certified"
        moreFromBrand={null}
        renderedAt="2026-11-23T00:00:00.000Z"
        preselection={{ color: '레드', size: 'M', quantity: 7 }}
      />
    </SessionProvider>,
    { router: createMockRouter('/product-details/21?color=레드&size=M&qty=7') },
  );
  expect(screen.getByRole('radio', { name: /레드/ })).toBeChecked();
  expect(screen.getByRole('radio', { name: /^M/ })).toBeChecked();
  expect(screen.getByRole('spinbutton', { name: productMessages.quantity })).toHaveValue(7);
});
