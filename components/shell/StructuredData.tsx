import { jsonLdText } from '@/lib/seo';

/**
 * A page's JSON-LD blocks (its loader's `structuredData` prop, built by
 * lib/catalog/server/structuredData.ts). pages/_document.tsx renders it on the server
 * only, so it ships no JavaScript; the text is escaped so no name can end the script.
 */
export function StructuredData({ data }: { data: readonly object[] | undefined }) {
  if (!data?.length) return null;
  return (
    <>
      {data.map((block, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(block) }} />
      ))}
    </>
  );
}
