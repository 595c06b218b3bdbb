import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { ServerStyleSheet } from 'styled-components';
import { StructuredData } from '@/components/layout/StructuredData';
import type { StructuredDataProps } from '@/lib/server/structuredData';
import { globalCss } from '@/styles/globalCss';

/**
 * styled-components server rendering (docs/ARCHITECTURE.md): the styles of the rendered
 * page are collected and sent in the HTML head, so nothing flashes unstyled.
 * The global stylesheet (reset, body type) comes first, from the theme, as a
 * plain <style>: server-only, it costs no JavaScript in the browser.
 */
export default class AppDocument extends Document {
  static async getInitialProps(ctx: DocumentContext): Promise<DocumentInitialProps> {
    const sheet = new ServerStyleSheet();
    const originalRenderPage = ctx.renderPage;
    try {
      ctx.renderPage = () =>
        originalRenderPage({
          enhanceApp: (App) => (props) => sheet.collectStyles(<App {...props} />),
        });
      const initialProps = await Document.getInitialProps(ctx);
      return {
        ...initialProps,
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
    return (
      <Html lang="ko">
        <Head>
          <StructuredData data={pageProps?.structuredData} />
        </Head>
        <body>
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}
