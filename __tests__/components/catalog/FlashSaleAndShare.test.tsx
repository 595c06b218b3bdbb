import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { FlashSaleCountdown } from '@/components/catalog/FlashSaleCountdown';
import { ShareButton } from '@/components/catalog/ShareButton';
import { renderWithShell } from '@/__tests__/helpers/shell';
import { productMessages } from '@/lib/catalog/product.messages';

const text = productMessages;
const renderedAt = '2026-11-23T10:00:00.000Z';
const endsAt = '2026-11-23T12:30:15.000Z';

describe('FlashSaleCountdown', () => {
  afterEach(() => jest.useRealTimers());

  it('renders a static "N시간 N분 남음" on the server from the loader clock', () => {
    const html = renderToString(
      <FlashSaleCountdown endsAt={endsAt} renderedAt={renderedAt} />,
    );
    expect(html).toContain(text.timeLeft(0, 2, 30, null));
  });

  it('ticks every second in the browser after mount, and says when the sale is over', () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-23T12:30:13.000Z') });
    renderWithShell(<FlashSaleCountdown endsAt={endsAt} renderedAt={renderedAt} />);
    const countdown = screen.getByTestId('flash-sale-countdown');
    expect(countdown).toHaveTextContent(text.timeLeft(0, 0, 0, 2));
    act(() => jest.advanceTimersByTime(1000));
    expect(countdown).toHaveTextContent(text.timeLeft(0, 0, 0, 1));
    act(() => jest.advanceTimersByTime(2000));
    expect(countdown).toHaveTextContent(text.flashSaleEnded);
  });
});

describe('ShareButton', () => {
  const original = { share: navigator.share, clipboard: navigator.clipboard };
  afterEach(() => {
    Object.defineProperty(navigator, 'share', { value: original.share, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: original.clipboard, configurable: true });
  });

  it('uses the Web Share API when the browser has it', async () => {
    const share = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderWithShell(<ShareButton title="린넨 에코백" path="/product-details/21" />);
    await userEvent.click(screen.getByRole('button', { name: text.share }));
    expect(share).toHaveBeenCalledWith({ title: '린넨 에코백', url: 'http://localhost/product-details/21' });
    await act(async () => undefined);
    expect(document.querySelector('.swal2-toast')).toBeNull();
  });

  it('else copies the link and says so in a toast over the page, which closes', async () => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithShell(<ShareButton title="린넨 에코백" path="/product-details/21" />);
    await userEvent.click(screen.getByRole('button', { name: text.share }));
    expect(writeText).toHaveBeenCalledWith('http://localhost/product-details/21');
    // A toast over the page (sweetalert2's), not a line that pushes the page down.
    await waitFor(() => expect(document.querySelector('.swal2-toast')).toHaveTextContent(text.linkCopied));
  });
});
