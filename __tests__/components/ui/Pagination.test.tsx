import { screen, within } from '@testing-library/react';
import { Pagination } from '@/components/ui/Pagination';
import { renderWithShell } from '@/__tests__/helpers/shell';

const hrefFor = (page: number) => `/shop?idCategory=101&brand=3%2C5&page=${page}`;

describe('Pagination', () => {
  it('shows nothing for a single page', () => {
    const { container } = renderWithShell(<Pagination page={1} totalPages={1} hrefFor={hrefFor} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('links the pages around the current one, the first and last, previous and next, keeping the query', () => {
    renderWithShell(<Pagination page={6} totalPages={20} hrefFor={hrefFor} />);
    const nav = within(screen.getByRole('navigation', { name: '페이지' }));
    expect(nav.getAllByRole('link').map((a) => a.textContent)).toEqual(['이전', '1', '4', '5', '6', '7', '8', '20', '다음']);
    expect(nav.getByRole('link', { name: '6페이지' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: '다음' })).toHaveAttribute('href', hrefFor(7));
    expect(nav.getByRole('link', { name: '이전' })).toHaveAttribute('href', hrefFor(5));
  });

  it('has no previous link on the first page and no next link on the last', () => {
    renderWithShell(<Pagination page={1} totalPages={3} hrefFor={hrefFor} />);
    expect(screen.queryByRole('link', { name: '이전' })).toBeNull();
    renderWithShell(<Pagination page={3} totalPages={3} hrefFor={hrefFor} />);
    expect(screen.getAllByRole('link', { name: '다음' })).toHaveLength(1);
  });
});
