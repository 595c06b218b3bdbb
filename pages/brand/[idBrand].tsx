import type { InferGetServerSidePropsType } from 'next';
import { BrandPage, brandLocation } from '@/components/catalog/BrandPage';
import { ProductListing } from '@/components/catalog/ProductListing';
import { pageOfQuery, parseShopFilters } from '@/lib/catalog/shopFilters';
import type { BrandPurchaseHistory } from '@/lib/catalog/catalog.contract';
import { getBrandPurchaseHistory } from '@/lib/orders/server/purchaseHistory';
import { serverPage } from '@/lib/server/http/page';
import { idParam } from '@/lib/contract/queryParams';
import { getBrand } from '@/lib/catalog/server/brands';
import { listingRequestOf, loadListing } from '@/lib/catalog/server/listing';
import { viewerOf } from '@/lib/catalog/server/viewer';
import { breadcrumbJsonLd } from '@/lib/catalog/server/structuredData';

/**
 * /brand/[idBrand][?page=&order=&color=&size=&minPrice=&maxPrice=]: the brand
 * and one page of its products under the URL's filters; 404 when the brand
 * does not exist.
 */
export const getServerSideProps = serverPage('public', async ({ params, query, db, user, siteUrl }) => {
  const idBrand = idParam(params?.idBrand);
  if (idBrand === null) return { notFound: true };
  const brand = await getBrand(db, idBrand);
  const filters = { ...parseShopFilters(query), brands: [] };
  const { list, facets } = await loadListing(db, viewerOf(user), listingRequestOf({ idBrand }, filters, pageOfQuery(query)));
  // A logged-in retailer's earlier purchases from this brand (the service behind
  // GET /orders/details/brand_purchase_history); shown only when there are some.
  const purchaseHistory: BrandPurchaseHistory | null =
    user && user.userType === 'retailer' ? await getBrandPurchaseHistory(db, user, idBrand) : null;
  const structuredData = [breadcrumbJsonLd([{ name: brand.name }], siteUrl, `/brand/${brand.id}`)];
  return { props: { brand, filters, list, facets, purchaseHistory, structuredData } };
});

export default function Brand({ brand, filters, list, facets, purchaseHistory }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return (
    <BrandPage brand={brand} purchaseHistory={purchaseHistory}>
      <ProductListing list={list} filters={filters} facets={facets} location={brandLocation(brand.id)} hideBrand />
    </BrandPage>
  );
}
