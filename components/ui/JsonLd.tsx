import Head from 'next/head';
import { useContext } from 'react';
import { jsonLdText, SeoContext, type SeoContextValue } from '@/lib/seo';

interface JsonLdProps {
  /** Structured data, or a builder given the site's origin and path (lib/seo.ts: productJsonLd, breadcrumbJsonLd). */
  data: object | ((context: SeoContextValue) => object);
  /** Distinguishes several blocks on one page (next/head keeps one element per key). */
  id: string;
}

/** A schema.org block in the page's head, in the server HTML, escaped so no text can end the script. */
export function JsonLd({ data, id }: JsonLdProps) {
  const context = useContext(SeoContext);
  const value = typeof data === 'function' ? data(context) : data;
  return (
    <Head>
      <script
        key={`jsonld-${id}`}
        type="application/ld+json"
        // JSON escaped by jsonLdText (lib/seo.ts): no text in it can end the script.
        dangerouslySetInnerHTML={{ __html: jsonLdText(value) }}
      />
    </Head>
  );
}
