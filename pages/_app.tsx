import type { AppProps } from 'next/app';
import { lazy, Suspense, useMemo } from 'react';
import { Layout } from '@/components/shell/Layout';
import { PaymentScript } from '@/components/shell/PaymentScript';
import { TagManager } from '@/components/shell/TagManager';
import type { ShellProps } from '@/lib/contract/session';
import { SiteSeo } from '@/components/shell/SiteSeo';
import { useRouteProgress } from '@/lib/client/routeProgress';
import { SWRProvider } from '@/lib/client/swr';
import { SeoContext } from '@/lib/seo';

/** The 503 page: its code loads only where it is shown (an outage), not with every page. */
const ServiceUnavailablePage = lazy(() => import('@/components/content/NotFoundPage').then((module) => ({ default: module.ServiceUnavailablePage })));

/**
 * Every page inside the shared Layout, with one SWR cache and
 * the site-wide SEO (the global stylesheet is written by `_document`). `loggedIn` and `initialUser` come from the page's
 * getServerSideProps (the `token` cookie resolved on the server), so the
 * shell's first render already matches the session; the 404 page, which has
 * no server props, leaves them to the browser's cookie. `siteUrl` (the site's
 * origin, also from getServerSideProps) and the served path make the sharing
 * tags absolute; the 404 page keeps them relative. While the database cannot
 * be reached, every page's getServerSideProps answers 503 with
 * `serviceUnavailable` and the shell shows the 503 page instead.
 *
 * The operator's console (/admin/**) is not the shop: its pages draw their own
 * frame (components/admin/ConsoleLayout.tsx), without the storefront's shell,
 * payment script or tag manager.
 */
export default function App({ Component, pageProps, router }: AppProps<Partial<ShellProps>>) {
  const siteUrl = pageProps.siteUrl ?? null;
  const seo = useMemo(() => ({ siteUrl, path: router.asPath }), [siteUrl, router.asPath]);
  useRouteProgress(router.events);
  if (router.pathname.startsWith('/admin') && !pageProps.serviceUnavailable) {
    return (
      <SeoContext.Provider value={seo}>
        <SiteSeo />
        <SWRProvider>
          <Component {...pageProps} />
        </SWRProvider>
      </SeoContext.Provider>
    );
  }
  return (
    <SeoContext.Provider value={seo}>
      <SiteSeo />
      <SWRProvider>
        <Layout loggedIn={pageProps.loggedIn} initialUser={pageProps.initialUser}>
          {pageProps.serviceUnavailable ? (
            <Suspense fallback={null}>
              <ServiceUnavailablePage path={router.asPath} />
            </Suspense>
          ) : (
            <Component {...pageProps} />
          )}
        </Layout>
        <PaymentScript />
        <TagManager />
      </SWRProvider>
    </SeoContext.Provider>
  );
}
