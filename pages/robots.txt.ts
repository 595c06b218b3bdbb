import type { GetServerSideProps } from 'next';
import { siteOrigin } from '@/lib/server/http/origin';
import { robotsTxt } from '@/lib/content/server/sitemap';

/** /robots.txt: everything but the private pages and the API; names /sitemap.xml. */
export const getServerSideProps: GetServerSideProps = ({ req, res }) => {
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=86400');
  res.end(robotsTxt(siteOrigin(req)));
  return Promise.resolve({ props: {} });
};

/** Never rendered: getServerSideProps has written the answer. */
export default function Robots() {
  return null;
}
