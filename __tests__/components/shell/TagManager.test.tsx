import { render, waitFor } from '@testing-library/react';
import { TagManager } from '@/components/shell/TagManager';

const ORIGINAL = process.env.NEXT_PUBLIC_GTM_ID;
const GTM = 'script[src^="https://www.googletagmanager.com/gtm.js"]';

afterEach(() => {
  if (ORIGINAL === undefined) delete process.env.NEXT_PUBLIC_GTM_ID;
  else process.env.NEXT_PUBLIC_GTM_ID = ORIGINAL;
  document.querySelectorAll('script[src]').forEach((script) => script.remove());
  delete window.dataLayer;
});

describe('Google Tag Manager', () => {
  it('loads nothing when NEXT_PUBLIC_GTM_ID is unset', async () => {
    delete process.env.NEXT_PUBLIC_GTM_ID;
    const { container } = render(<TagManager />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
    expect(document.querySelector(GTM)).toBeNull();
    expect(window.dataLayer).toBeUndefined();
  });

  it('loads nothing for a value that is not a container id', async () => {
    process.env.NEXT_PUBLIC_GTM_ID = 'GTM-X"><script>alert(1)</script>';
    render(<TagManager />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector(GTM)).toBeNull();
    expect(window.dataLayer).toBeUndefined();
  });

  it('queues the start event and loads the container lazily when the id is set', async () => {
    process.env.NEXT_PUBLIC_GTM_ID = 'GTM-AB12CD3';
    render(<TagManager />);
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })]);
    await waitFor(() =>
      expect(document.querySelector('script[src="https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3"]')).not.toBeNull(),
    );
  });
});
