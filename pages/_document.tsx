import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import type { ReactNode } from 'react';
import { ServerStyleSheet, version as styledVersion } from 'styled-components';
import { allowPageBootstrap } from '@/lib/server/http/pageScripts';
import { StructuredData } from '@/components/shell/StructuredData';
import type { StructuredDataProps } from '@/lib/catalog/server/structuredData';
import { globalCss } from '@/styles/globalCss';
import { serverEnv } from '@/lib/server/env';
import { getDb } from '@/lib/server/db';
import { logLine } from '@/lib/server/log';
import { splitSheet, storeStylesheet } from '@/lib/server/http/stylesheets';
import { demoMessages } from '@/lib/messages/demo';

type Props = DocumentInitialProps & { demo: boolean };

/**
 * styled-components server rendering (docs/ARCHITECTURE.md): the styles of the rendered
 * page are collected and linked from the HTML head, so nothing flashes unstyled. The
 * rules go to a stylesheet the browser keeps (lib/server/http/stylesheets.ts); what
 * styled-components' browser side reads back (which names the page has) stays inline.
 * Where the stylesheet cannot be kept (the build's prerendered pages, a database that
 * does not answer), the whole sheet is inline, as it used to be.
 * The global stylesheet (reset, body type) comes first, from the theme, as a
 * plain <style>: server-only, it costs no JavaScript in the browser.
 *
 * Next's one inline script (its chunk bootstrap) is allowed by hash: the page's
 * hash joins the Content-Security-Policy the production server set
 * (lib/server/http/pageScripts.ts). No nonce: a cached page stays safe.
 *
 * A demo shop (DEMO_MODE) says so above every page, outside the React tree: the
 * notice costs no JavaScript and stays through client-side navigation.
 */
/** The page's styled-components sheet: its rules linked and its markers inline, or all of it inline. */
async function linkedStyles(sheet: ServerStyleSheet, linkable: boolean): Promise<ReactNode> {
  const text = sheet.instance.toString();
  if (!text) return null;
  const { rules, markers } = splitSheet(text);
  if (linkable && rules) {
    try {
      const href = await storeStylesheet(await getDb(), rules);
      return (
        <>
          <link rel="stylesheet" href={href} />
          <style {...STYLED_ATTRIBUTES} dangerouslySetInnerHTML={{ __html: markers }} />
        </>
      );
    } catch (error) {
      logLine('error', 'stylesheet not stored: the page carries its styles inline', { error });
    }
  }
  return <style {...STYLED_ATTRIBUTES} dangerouslySetInnerHTML={{ __html: text }} />;
}

/** What styled-components' browser side looks for to read a server sheet back (its version must match). */
const STYLED_ATTRIBUTES = { 'data-styled': '', 'data-styled-version': styledVersion };

export default class AppDocument extends Document<Props> {
  static async getInitialProps(ctx: DocumentContext): Promise<Props> {
    const sheet = new ServerStyleSheet();
    const originalRenderPage = ctx.renderPage;
    try {
      ctx.renderPage = () =>
        originalRenderPage({
          enhanceApp: (App) => (props) => sheet.collectStyles(<App {...props} />),
        });
      const initialProps = await Document.getInitialProps(ctx);
      if (ctx.res) allowPageBootstrap(ctx.res, ctx.pathname);
      // A page prerendered by the build links nothing it could not find at run time.
      const pageStyles = await linkedStyles(sheet, process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD);
      return {
        ...initialProps,
        demo: serverEnv().DEMO_MODE,
        styles: (
          <>
            <style id="global-styles" dangerouslySetInnerHTML={{ __html: globalCss }} />
            {initialProps.styles}
            {pageStyles}
          </>
        ),
      };
    } finally {
      sheet.seal();
    }
  }

  render() {
    const pageProps = this.props.__NEXT_DATA__.props?.pageProps as Partial<StructuredDataProps> | undefined;
    const { demo } = this.props;
    return (
      <Html lang="ko">
        <Head>
          <StructuredData data={pageProps?.structuredData} />
        </Head>
        <body>
          {demo && (
            <aside className="demo-notice" aria-label={demoMessages.label}>
              <p>{demoMessages.text}</p>
            </aside>
          )}
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}
