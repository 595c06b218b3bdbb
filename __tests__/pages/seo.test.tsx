/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { generateDefaultSeo, generateNextSeo } from 'next-seo/pages';
import { defaultSeo, OG_IMAGE, pageSeo } from '@/lib/seo';
import { commonMessages } from '@/lib/messages/common';

const html = (nodes: ReturnType<typeof generateNextSeo>) => renderToStaticMarkup(<>{nodes}</>);

test('site-wide SEO: Korean title and description, ko_KR, the 1200x627 image, twitter card, light theme', () => {
  const head = html(generateDefaultSeo(defaultSeo));
  expect(head).toContain(`<title>${commonMessages.seo.defaultTitle}</title>`);
  expect(head).toContain(`<meta name="description" content="${commonMessages.seo.description}"/>`);
  expect(head).toContain('<meta property="og:locale" content="ko_KR"/>');
  expect(head).toContain('<meta property="og:site_name" content="도매마켓"/>');
  expect(head).toContain('<meta property="og:image" content="/og-image.png"/>');
  expect(head).toContain('<meta property="og:image:width" content="1200"/>');
  expect(head).toContain('<meta property="og:image:height" content="627"/>');
  expect(head).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  expect(head).toContain('<meta name="color-scheme" content="light"/>');
  expect(head).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}"\/>/i);
  expect(commonMessages.seo.description).toContain('60일');
});

test('a page title goes through the site template; private pages are noindex', () => {
  const head = html(generateNextSeo(pageSeo({ title: '장바구니', noindex: true })));
  expect(head).toContain('<title>장바구니 | 도매마켓</title>');
  expect(head).toContain('<meta name="robots" content="noindex,nofollow"/>');
  expect(html(generateNextSeo(pageSeo({})))).toContain(`<title>${commonMessages.seo.defaultTitle}</title>`);
});

test('the OG image in public/ is a 1200x627 PNG', () => {
  const png = fs.readFileSync(path.join(process.cwd(), 'public', OG_IMAGE.path));
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 627]);
});
