/**
 * What the product form's 상품정보제공고시 needs, loaded after the form
 * (ProductForm): the part's fields and the notice's rules with their texts.
 * Together they are about 3 kB gzip the product pages need not wait for
 * (scripts/js-budget.mjs).
 */
export { ProductNoticeFields } from './ProductNoticeFields';
export { noticeErrors, noticeForCategory, normaliseNotice } from '@/lib/catalog/productNotice';
