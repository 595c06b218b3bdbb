import { screen, within } from '@testing-library/react';
import { Pagination, pageItems } from '@/components/ui/Pagination';
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

  it('marks skipped pages with an ellipsis, and shows a single skipped page instead', () => {
    const { container } = renderWithShell(<Pagination page={6} totalPages={20} hrefFor={hrefFor} />);
    const items = Array.from(container.querySelectorAll('li')).map((li) => li.textContent);
    expect(items).toEqual(['이전', '1', '…', '4', '5', '6', '7', '8', '…', '20', '다음']);
    // Pages 1 2 3 of 5 at page 3: nothing is skipped; at page 1 of 5, only 4 is, and it shows.
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(1, 6)).toEqual([1, 2, 3, 'gap', 6]);
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 10]);
  });

  it('past the last page (an old link), shows the pages near the end and links back to the last', () => {
    renderWithShell(<Pagination page={9} totalPages={5} hrefFor={hrefFor} />);
    const nav = within(screen.getByRole('navigation', { name: '페이지' }));
    expect(nav.getAllByRole('link').map((a) => a.textContent)).toEqual(['이전', '1', '2', '3', '4', '5']);
    expect(nav.getByRole('link', { name: '이전' })).toHaveAttribute('href', hrefFor(5));
    expect(nav.queryByRole('link', { current: 'page' })).toBeNull();
  });
});
