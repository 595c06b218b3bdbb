import { render, waitFor } from '@testing-library/react';
import { PaymentScript } from '@/components/shell/PaymentScript';

const ORIGINAL = process.env.NEXT_PUBLIC_PAYMENT_SCRIPT_URL;

afterEach(() => {
  if (ORIGINAL === undefined) delete process.env.NEXT_PUBLIC_PAYMENT_SCRIPT_URL;
  else process.env.NEXT_PUBLIC_PAYMENT_SCRIPT_URL = ORIGINAL;
  document.querySelectorAll('script[src]').forEach((script) => script.remove());
});

describe('payment provider script', () => {
  it('is not loaded when NEXT_PUBLIC_PAYMENT_SCRIPT_URL is unset', async () => {
    delete process.env.NEXT_PUBLIC_PAYMENT_SCRIPT_URL;
    const { container } = render(<PaymentScript />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
    expect(document.querySelector('script[src]')).toBeNull();
  });

  it('is injected (lazily, after load) when the URL is set', async () => {
    process.env.NEXT_PUBLIC_PAYMENT_SCRIPT_URL = 'https://pay.example.kr/sdk.js';
    render(<PaymentScript />);
    await waitFor(() => expect(document.querySelector('script[src="https://pay.example.kr/sdk.js"]')).not.toBeNull());
  });
});
