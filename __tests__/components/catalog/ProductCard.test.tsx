import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRODUCT_CARD_SIZES, ProductCard } from '@/components/catalog/ProductCard';
import type { ProductListItem } from '@/lib/catalog/catalog.contract';
import { SessionProvider } from '@/lib/client/session';
import { catalogMessages } from '@/lib/catalog/catalog.messages';
import Swal from 'sweetalert2';
import { alertTitle, createMockRouter, fakeApi, renderWithShell, retailer, setLoggedIn } from '@/__tests__/helpers/shell';

const text = catalogMessages.card;

const product: ProductListItem = {
  id: 42,
  name: '소이 캔들 200g',
  idBrand: 3,
  brandName: '봄날의 서랍',
  idCategory: 131,
  image: '/api/v1/images/generated/p-42-0.svg',
  images: ['/api/v1/images/generated/p-42-0.svg'],
  retailPrice: 18000,
  wholesalePrice: 9000,
  price: 7200,
  onFlashSale: true,
  discountRate: 20,
  flashSaleEndsAt: '2030-01-01T00:00:00.000Z',
  minOrderQty: 6,
  stock: 120,
  soldOut: false,
  colors: [],
  sizes: [],
  isNew: true,
  salesCount: 40,
  createdAt: '2026-11-01T00:00:00.000Z',
  isFavorite: false,
};

const anonymousView: ProductListItem = { ...product, wholesalePrice: null, price: null };

afterEach(() => setLoggedIn(null));

describe('ProductCard', () => {
  it("shows an uploaded picture in the widths the server keeps (srcset, sizes), a generated SVG as it is", () => {
    fakeApi({});
    const uploaded = `/api/v1/attachments/${'ab'.repeat(16)}`;
    const { container, unmount } = renderWithShell(<ProductCard product={{ ...product, image: uploaded }} />);
    const img = container.querySelector('img');
    expect(img).not.toBeNull();
    expect(img?.getAttribute('srcset')).toBe(`${uploaded}?w=320 320w, ${uploaded}?w=640 640w, ${uploaded}?w=1280 1280w`);
    expect(img?.getAttribute('sizes')).toBe(PRODUCT_CARD_SIZES);
    expect(img?.getAttribute('src')).toBe(`${uploaded}?w=1280`);
    expect(img?.getAttribute('loading')).toBe('lazy');
    unmount();

    const generated = renderWithShell(<ProductCard product={product} />).container.querySelector('img');
    expect(generated?.getAttribute('src')).toBe(product.image);
    expect(generated?.hasAttribute('srcset')).toBe(false);
  });

  it('shows a member the price they pay, the flash-sale rate and the retail price to compare', () => {
    fakeApi({});
    renderWithShell(<ProductCard product={product} />);
    const link = screen.getByRole('link', { name: /소이 캔들 200g/ });
    expect(link).toHaveAttribute('href', '/product-details/42');
    expect(link).toHaveTextContent('20%');
    expect(link).toHaveTextContent('7,200원');
    // The rate is measured against a price the card shows: 9,000 struck through, 7,200 is 20% off.
    expect(within(link).getByText('9,000원').tagName).toBe('DEL');
    expect(link).toHaveTextContent(`${text.retailPrice} 18,000원`);
    expect(link).toHaveTextContent(text.minOrderQty(6));
    expect(link).toHaveTextContent(text.flashSale);
    expect(link).not.toHaveTextContent(text.membersOnly);
  });

  it('shows a visitor the retail price and the members-only prompt, never a wholesale price', () => {
    fakeApi({});
    renderWithShell(<ProductCard product={anonymousView} />);
    const link = screen.getByRole('link', { name: /소이 캔들 200g/ });
    expect(link).toHaveTextContent('18,000원');
    expect(link).toHaveTextContent(text.membersOnly);
    expect(link).not.toHaveTextContent('7,200원');
    expect(link).not.toHaveTextContent('9,000원');
  });

  it('without a flash sale, shows no rate and no struck price', () => {
    fakeApi({});
    renderWithShell(<ProductCard product={{ ...product, onFlashSale: false, discountRate: 0, price: 9000 }} />);
    const link = screen.getByRole('link', { name: /소이 캔들 200g/ });
    expect(link).not.toHaveTextContent('%');
    expect(link.querySelector('del')).toBeNull();
  });

  it('marks a product with fewer units in stock than its minimum order 주문 불가', () => {
    fakeApi({});
    renderWithShell(<ProductCard product={{ ...product, stock: 5 }} />);
    const link = screen.getByRole('link', { name: /소이 캔들 200g/ });
    expect(link).toHaveTextContent(text.unorderable);
    expect(link).not.toHaveTextContent(text.soldOut);
    renderWithShell(<ProductCard product={{ ...product, id: 43, name: '소이 캔들 400g', stock: 6 }} />);
    expect(screen.getByRole('link', { name: /소이 캔들 400g/ })).not.toHaveTextContent(text.unorderable);
  });

  it('marks a sold-out product', () => {
    fakeApi({});
    renderWithShell(<ProductCard product={{ ...product, soldOut: true, stock: 0 }} />);
    expect(screen.getByRole('link', { name: /소이 캔들 200g/ })).toHaveTextContent(text.soldOut);
  });

  it('toggles the heart for a logged-in retailer through POST /products/favorite', async () => {
    setLoggedIn('tok');
    const api = fakeApi({ 'POST /products/favorite': { status: 200, data: { idProduct: 42, isFavorite: true } } });
    renderWithShell(
      <SessionProvider loggedIn user={retailer}>
        <ProductCard product={product} />
      </SessionProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: text.addFavorite(product.name) }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: text.addFavorite(product.name) })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(api.requests()).toEqual(['POST /products/favorite']);
    expect(JSON.parse(api.calls[0]!.data as string)).toEqual({ idProduct: 42 });
  });

  it('puts the heart back when the toggle fails', async () => {
    setLoggedIn('tok');
    fakeApi({ 'POST /products/favorite': { status: 500, data: { code: 'INTERNAL', message: '오류' } } });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithShell(
      <SessionProvider loggedIn user={retailer}>
        <ProductCard product={product} />
      </SessionProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: text.addFavorite(product.name) }));
    // The API's Korean message in the modal alert, and the heart as it was (behind the alert).
    await waitFor(() => expect(alertTitle()).toBe('오류'));
    expect(screen.getByRole('button', { name: text.addFavorite(product.name), hidden: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    Swal.close();
  });

  it('sends a visitor who taps the heart to the login page and back', async () => {
    const api = fakeApi({});
    const { router } = renderWithShell(<ProductCard product={anonymousView} />, {
      router: createMockRouter('/shop?idCategory=131'),
    });
    await act(() => userEvent.click(screen.getByRole('button', { name: text.addFavorite(product.name) })));
    expect(router.push).toHaveBeenCalledWith('/register/login/?returnUrl=%2Fshop%3FidCategory%3D131');
    expect(api.requests()).toEqual([]);
  });
});
