import { screen, within } from '@testing-library/react';
import { Layout } from '@/components/shell/Layout';
import { createMockRouter, fakeApi, renderWithShell } from '@/__tests__/helpers/shell';

jest.mock('@channel.io/channel-web-sdk-loader', () => jest.requireActual('@/__tests__/helpers/channelSdk'));

function renderAt(asPath: string) {
  fakeApi({});
  return renderWithShell(<Layout>page</Layout>, { router: createMockRouter(asPath) });
}

const subMenu = () => screen.queryByRole('navigation', { name: '하위 카테고리' });

describe('sub-menu', () => {
  it('on a child page shows the child and its siblings, the current one aria-current="page"', () => {
    renderAt('/shop?idCategory=103&page=1&page_type=category');
    const nav = within(subMenu()!);
    const links = nav.getAllByRole('link');
    expect(links).toHaveLength(10);
    expect(nav.getByRole('link', { name: '시계' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: '조명' })).not.toHaveAttribute('aria-current');
    expect(links.filter((a) => a.getAttribute('aria-current') === 'page')).toHaveLength(1);
    expect(nav.getByRole('link', { name: '조명' })).toHaveAttribute(
      'href',
      '/shop?idCategory=102&page=1&page_type=category',
    );
  });

  it('on a main category page shows its children, none marked current', () => {
    renderAt('/shop?idCategory=120&page=1&page_type=category');
    const links = within(subMenu()!).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['컵/머그', '식기', '커트러리', '주방잡화', '텀블러/보틀', '테이블매트']);
    expect(links.some((a) => a.hasAttribute('aria-current'))).toBe(false);
  });

  it('for a season child (category 14 family) shows the four seasons', () => {
    renderAt('/shop?idCategory=15&page=1&page_type=category');
    const nav = within(subMenu()!);
    expect(nav.getAllByRole('link').map((a) => a.textContent)).toEqual(['크리스마스', '신년', '가정의 달', '추석']);
    expect(nav.getByRole('link', { name: '크리스마스' })).toHaveAttribute('aria-current', 'page');
  });

  it('never shows for category 152 (전체)', () => {
    renderAt('/shop?idCategory=152&page=1&page_type=category');
    expect(subMenu()).toBeNull();
    expect(screen.getByRole('navigation', { name: '카테고리' })).toBeInTheDocument();
  });

  it('does not show for the new-products view (category 152 ordered by latest)', () => {
    renderAt('/shop?idCategory=152&page=1&page_type=category&order=latest');
    expect(subMenu()).toBeNull();
  });

  it.each(['/shop?idCategory=99999&page=1', '/shop?idCategory=abc', '/', '/flash-sale'])('not on %s', (path) => {
    renderAt(path);
    expect(subMenu()).toBeNull();
  });

  it('is hidden below 750 px like the category bar', () => {
    renderAt('/shop?idCategory=103&page=1&page_type=category');
    const nav = subMenu()!;
    const css = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent)
      .join('\n');
    const navClass = Array.from(nav.classList).find((name) => css.includes(`.${name}{`));
    expect(css).toMatch(new RegExp(`@media \\(max-width: ?749px\\)\\{\\.${navClass}\\{display:none;\\}`));
  });
});
