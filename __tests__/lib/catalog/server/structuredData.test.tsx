/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { StructuredData } from '@/components/shell/StructuredData';
import { jsonLdText } from '@/lib/seo';
import { site } from '@/lib/site';
import { breadcrumbJsonLd, productJsonLd } from '@/lib/catalog/server/structuredData';

/** The blocks pages/_document.tsx writes into the server HTML, and the markup itself. */
function render(data: object[]) {
  const markup = renderToStaticMarkup(<StructuredData data={data} />);
  const blocks = [...markup.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]));
  return { markup, blocks: blocks as Array<Record<string, any>> };
}

const SITE = 'https://www.domae.kr';

const product = {
  id: 42,
  name: '머그컵 </script><script>alert(1)</script> & <!-- 세트',
  brand: { name: '리틀 포레스트' },
  images: ['/api/v1/images/generated/p-42-1.svg'],
  retailPrice: 23000,
  soldOut: false,
};

test('a Product block: name, absolute images, brand, sku, one KRW offer at the retail price', () => {
  const [data] = render([productJsonLd(product, '머그컵 세트입니다.', SITE)]).blocks;
  expect(data['@type']).toBe('Product');
  expect(data.name).toBe(product.name);
  expect(data.description).toBe('머그컵 세트입니다.');
  expect(data.sku).toBe('42');
  expect(data.brand).toEqual({ '@type': 'Brand', name: '리틀 포레스트' });
  expect(data.image).toEqual([
    'https://www.domae.kr/api/v1/images/og/p-42.png',
    'https://www.domae.kr/api/v1/images/generated/p-42-1.svg',
  ]);
  expect(data.offers).toEqual({
    '@type': 'Offer',
    price: 23000,
    priceCurrency: 'KRW',
    availability: 'https://schema.org/InStock',
    url: 'https://www.domae.kr/product-details/42',
  });
  expect(productJsonLd({ ...product, soldOut: true }, '', null).offers.availability).toBe('https://schema.org/OutOfStock');
});

test('text in the data cannot end the script or open a comment', () => {
  const { markup } = render([productJsonLd(product, '', null)]);
  // One script element, closed once: the name's </script> stayed inside the JSON.
  expect(markup.match(/<\/script>/g)).toHaveLength(1);
  expect(markup).not.toContain('<!--');
  expect(markup).not.toContain('<script>alert');
  expect(jsonLdText({ a: '</script>\u2028&' })).toBe('{"a":"\\u003c/script\\u003e\\u2028\\u0026"}');
  expect(JSON.parse(jsonLdText({ a: '</script>\u2028&' }))).toEqual({ a: '</script>\u2028&' });
});

test('a BreadcrumbList starts at home, numbers the trail and links each entry, the last one to the canonical page', () => {
  const crumbs = [{ name: '리빙', href: '/shop?idCategory=3&page=1&page_type=category' }, { name: '머그컵' }];
  const [data] = render([breadcrumbJsonLd(crumbs, SITE, '/brand/7?utm_source=x')]).blocks;
  expect(data['@type']).toBe('BreadcrumbList');
  expect(data.itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: site.name, item: 'https://www.domae.kr/' },
    { '@type': 'ListItem', position: 2, name: '리빙', item: 'https://www.domae.kr/shop?idCategory=3&page=1&page_type=category' },
    { '@type': 'ListItem', position: 3, name: '머그컵', item: 'https://www.domae.kr/brand/7' },
  ]);
  // Without a path the current page is named without a link.
  expect(breadcrumbJsonLd([{ name: '여기' }], null).itemListElement[1]).toEqual({
    '@type': 'ListItem',
    position: 2,
    name: '여기',
  });
});

test('every block of a page is written, in order, and a page without any writes nothing', () => {
  const { blocks } = render([productJsonLd(product, '', null), breadcrumbJsonLd([], null)]);
  expect(blocks.map((data) => data['@type'])).toEqual(['Product', 'BreadcrumbList']);
  expect(renderToStaticMarkup(<StructuredData data={undefined} />)).toBe('');
  expect(renderToStaticMarkup(<StructuredData data={[]} />)).toBe('');
});
