import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { ServerStyleSheet } from 'styled-components';
import { allowPageBootstrap } from '@/lib/server/http/pageScripts';
import { StructuredData } from '@/components/shell/StructuredData';
import type { StructuredDataProps } from '@/lib/catalog/server/structuredData';
import { globalCss } from '@/styles/globalCss';
import { serverEnv } from '@/lib/server/env';
import { demoMessages } from '@/lib/messages/demo';

type Props = DocumentInitialProps & { demo: boolean };

/**
 * styled-components server rendering (docs/ARCHITECTURE.md): the styles of the rendered
 * page are collected and sent in the HTML head, so nothing flashes unstyled.
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
      return {
        ...initialProps,
        demo: serverEnv().DEMO_MODE,
        styles: (
          <>
            <style id="global-styles" dangerouslySetInnerHTML={{ __html: globalCss }} />
            {initialProps.styles}
            {sheet.getStyleElement()}
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
