import { render, screen } from '@testing-library/react';
import { Picture } from '@/components/ui/Picture';

const uploaded = `/api/v1/attachments/${'ab'.repeat(16)}`;
const generated = '/api/v1/images/generated/p-7-1.svg';

describe('Picture', () => {
  it('offers an uploaded picture in every width the server keeps, for the box width the page gives', () => {
    render(<Picture src={uploaded} alt="머그컵 1번 사진" sizes="(max-width: 749px) 50vw, 240px" />);
    const img = screen.getByRole('img', { name: '머그컵 1번 사진' });
    expect(img).toHaveAttribute('srcset', `${uploaded}?w=320 320w, ${uploaded}?w=640 640w, ${uploaded}?w=1280 1280w`);
    expect(img).toHaveAttribute('sizes', '(max-width: 749px) 50vw, 240px');
    expect(img).toHaveAttribute('src', `${uploaded}?w=1280`);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('uses a generated picture as it is, with no srcset', () => {
    const { container } = render(<Picture src={generated} alt="" sizes="240px" />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', generated);
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });

  it('asks for a fixed-size thumbnail in the smallest kept width that is sharp at 2x, and sizes it', () => {
    const { container } = render(<Picture src={uploaded} alt="" size={240} />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', `${uploaded}?w=640`);
    expect(img).toHaveAttribute('width', '240');
    expect(img).toHaveAttribute('height', '240');
    expect(img).not.toHaveAttribute('srcset');
  });

  it('loads the page’s main picture at once, first', () => {
    const { container } = render(<Picture src={uploaded} alt="" sizes="600px" priority />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });
});
