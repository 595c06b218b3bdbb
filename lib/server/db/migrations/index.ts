import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001_init';
import * as m0002CatalogIndexes from './0002_catalog_indexes';
import * as m0003SearchIndex from './0003_search_index';
import * as m0004ProductTiersOptions from './0004_product_tiers_options';
import * as m0005Orders from './0005_orders';
import * as m0006AttachmentsApplications from './0006_attachments_applications';
import * as m0007Kakao from './0007_kakao';
import * as m0008AttachmentVariants from './0008_attachment_variants';
import * as m0009ReferralBusiness from './0009_referral_business';
import * as m0010BrandDispatch from './0010_brand_dispatch';
import * as m0011OrderVat from './0011_order_vat';
import * as m0012BusinessDetails from './0012_business_details';
import * as m0013ProductNotice from './0013_product_notice';
import * as m0014SearchWords from './0014_search_words';
import * as m0015TiersOverTotal from './0015_tiers_over_total';
import * as m0016Stylesheets from './0016_stylesheets';
import * as m0017Operators from './0017_operators';
import * as m0018Suspension from './0018_suspension';
import * as m0019OrderNotes from './0019_order_notes';
import * as m0020CreditAdjustments from './0020_credit_adjustments';
import * as m0021Content from './0021_content';
import * as m0022Settlement from './0022_settlement';
import * as m0023Notifications from './0023_notifications';

/**
 * Every migration, in order. Listed statically (not read from disk) so they
 * are bundled with the server code. Never edit a shipped migration: add one.
 */
const migrations: Record<string, Migration> = {
  '0001_init': m0001,
  '0002_catalog_indexes': m0002CatalogIndexes,
  '0003_search_index': m0003SearchIndex,
  '0004_product_tiers_options': m0004ProductTiersOptions,
  '0005_orders': m0005Orders,
  '0006_attachments_applications': m0006AttachmentsApplications,
  '0007_kakao': m0007Kakao,
  '0008_attachment_variants': m0008AttachmentVariants,
  '0009_referral_business': m0009ReferralBusiness,
  '0010_brand_dispatch': m0010BrandDispatch,
  '0011_order_vat': m0011OrderVat,
  '0012_business_details': m0012BusinessDetails,
  '0013_product_notice': m0013ProductNotice,
  '0014_search_words': m0014SearchWords,
  '0015_tiers_over_total': m0015TiersOverTotal,
  '0016_stylesheets': m0016Stylesheets,
  '0017_operators': m0017Operators,
  '0018_suspension': m0018Suspension,
  '0019_order_notes': m0019OrderNotes,
  '0020_credit_adjustments': m0020CreditAdjustments,
  '0021_content': m0021Content,
  '0022_settlement': m0022Settlement,
  '0023_notifications': m0023Notifications,
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};
