import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { ServerStyleSheet } from 'styled-components';
import { NONCE_HEADER } from '@/lib/server/http/nonceHeader';
import { StructuredData } from '@/components/layout/StructuredData';
import type { StructuredDataProps } from '@/lib/server/structuredData';
import { globalCss } from '@/styles/globalCss';

type Props = DocumentInitialProps & { nonce?: string };

/**
 * styled-components server rendering (docs/ARCHITECTURE.md): the styles of the rendered
 * page are collected and sent in the HTML head, so nothing flashes unstyled.
 * The global stylesheet (reset, body type) comes first, from the theme, as a
 * plain <style>: server-only, it costs no JavaScript in the browser.
 *
 * Next's scripts carry the request's CSP nonce, which the production server
 * (lib/server/http/appServer.ts) passes in the `x-nonce` request header.
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
      const nonce = ctx.req?.headers[NONCE_HEADER];
      return {
        ...initialProps,
        nonce: typeof nonce === 'string' ? nonce : undefined,
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
    const { nonce } = this.props;
    return (
      <Html lang="ko">
        <Head nonce={nonce}>
          <StructuredData data={pageProps?.structuredData} />
        </Head>
        <body>
          <Main />
          <NextScript nonce={nonce} />
        </body>
      </Html>
    );
  }
}
