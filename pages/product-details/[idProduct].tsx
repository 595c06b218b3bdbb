import type { InferGetServerSidePropsType } from 'next';
import { LazyProductGrid } from '@/components/catalog/LazyProductGrid';
import { ProductDetailsPage } from '@/components/catalog/ProductDetailsPage';
import { preselectionOf } from '@/components/catalog/quantity';
import { productTrail } from '@/lib/catalog/trails';
import { productMessages } from '@/lib/catalog/product.messages';
import { serverPage } from '@/lib/server/http/page';
import { catalogueSharing } from '@/lib/catalog/server/favorites';
import { idParam } from '@/lib/contract/queryParams';
import { getProduct, listProducts } from '@/lib/catalog/server/queries';
import { toProductCard } from '@/lib/catalog/catalog.contract';
import { productViewerOf } from '@/lib/catalog/server/productViewer';
import { viewerOf } from '@/lib/catalog/server/viewer';
import { breadcrumbJsonLd, productJsonLd } from '@/lib/catalog/server/structuredData';

/** How many of the brand's other products the page shows. */
const MORE_FROM_BRAND = 6;

/**
 * The product as the visitor may see it (wholesale prices for members), who
 * they are as a buyer, and a few of the brand's other products, most sold
 * first; 404 when missing or hidden. `renderedAt` is the clock the flash-sale
 * countdown starts from, so the server and the browser render the same text.
 * Its Product and BreadcrumbList JSON-LD go into the server HTML (pages/_document.tsx).
 * `?color=&size=&qty=` (the brand page's "다시 주문") preselects an option and a quantity.
 */
export const getServerSideProps = serverPage('public', async ({ params, query, user, db, siteUrl }) => {
  const idProduct = idParam(params?.idProduct);
  if (idProduct === null) return { notFound: true };
  const viewer = viewerOf(user);
  const now = new Date();
  const product = await getProduct(db, viewer, idProduct, now);
  const [buyer, others] = await Promise.all([
    productViewerOf(db, user, product.brand.id),
    listProducts(
      db,
      viewer,
      { filters: { brandIds: [product.brand.id] }, order: 'popular', page: 1, limit: MORE_FROM_BRAND + 1 },
      now,
    ),
  ]);
  const moreFromBrand = others.items.filter((item) => item.id !== product.id).slice(0, MORE_FROM_BRAND).map(toProductCard);
  const structuredData = [
    productJsonLd(product, productMessages.ogDescription(product.brand.name, product.name), siteUrl),
    breadcrumbJsonLd(productTrail(product), siteUrl, `/product-details/${product.id}`),
  ];
  const preselection = preselectionOf(product, query);
  return { props: { product, buyer, moreFromBrand, renderedAt: now.toISOString(), preselection, structuredData } };
}, { shared: catalogueSharing });

export default function ProductDetails({
  product,
  buyer,
  moreFromBrand,
  renderedAt,
  preselection,
}: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return (
    <ProductDetailsPage
      product={product}
      buyer={buyer}
      moreFromBrand={moreFromBrand.length > 0 ? <LazyProductGrid products={moreFromBrand} /> : null}
      renderedAt={renderedAt}
      preselection={preselection}
    />
  );
}
