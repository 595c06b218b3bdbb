/**
 * The brand centre's product calls (/brands/products, /brands/upload/thumbnail;
 * docs/API.md): the fetchers. Every call logs its
 * failure and rethrows it (an ApiError with the Korean message and the field
 * the server named).
 */
import type {
  BrandProductDetail,
  BulkProductPreview,
  BrandProductInput,
  BrandProductListItem,
  BrandProductListQuery,
  BrandProductPatch,
  ThumbnailTarget,
  UploadedThumbnail,
} from '@/lib/brandCenter/brandProducts.contract';
import { base64Of } from '@/lib/client/base64';
import { loggedCalls } from '@/lib/client/http';

const logged = loggedCalls('brandProducts');

/** The query string of a list request (only the values that differ from the defaults). */
export function listSearch(query: BrandProductListQuery): string {
  const params = new URLSearchParams();
  if (query.keyword) params.set('keyword', query.keyword);
  if (query.status && query.status !== 'all') params.set('status', query.status);
  if (query.stock) params.set('stock', query.stock);
  if (query.sort && query.sort !== 'latest') params.set('sort', query.sort);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (query.limit && query.limit !== 20) params.set('limit', String(query.limit));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** POST /brands/products. */
export function createBrandProduct(body: BrandProductInput): Promise<BrandProductDetail> {
  return logged('create', async (api) => (await api.post<BrandProductDetail>('/brands/products', body)).data);
}

/** PUT /brands/products/{id}. */
export function updateBrandProduct(id: number, body: BrandProductInput): Promise<BrandProductDetail> {
  return logged('update', async (api) => (await api.put<BrandProductDetail>(`/brands/products/${id}`, body)).data);
}

/** PATCH /brands/products/{id}: visibility, option stock or prices. */
export function patchBrandProduct(id: number, body: BrandProductPatch): Promise<BrandProductListItem> {
  return logged('patch', async (api) => (await api.patch<BrandProductListItem>(`/brands/products/${id}`, body)).data);
}

/** POST /brands/upload/thumbnail with the upload's progress (0–100). */
export function uploadBrandPicture(file: File, onProgress?: (percent: number) => void, target: ThumbnailTarget = 'product'): Promise<UploadedThumbnail> {
  return logged('upload', async (api) => {
    const form = new FormData();
    form.append('target', target);
    form.append('file', file);
    const answer = await api.post<UploadedThumbnail>('/brands/upload/thumbnail', form, {
      // Not the instance's JSON default (axios would turn the form into JSON); the browser adds the boundary.
      headers: { 'Content-Type': 'multipart/form-data' },
      onUploadProgress: (event) => {
        if (onProgress && event.total) onProgress(Math.round((event.loaded / event.total) * 100));
      },
    });
    return answer.data;
  });
}

/** The product file to edit (GET, a download). */
export const PRODUCTS_FILE_PATH = '/api/v1/brands/products/workbook';

/** POST /brands/products/workbook: the edited file checked, or with `apply` saved. */
export function sendProductsFile<A extends boolean>(file: ArrayBuffer, apply: A): Promise<A extends true ? { created: number; updated: number } : BulkProductPreview> {
  return logged('sendProductsFile', async (api) => (await api.post('/brands/products/workbook', { file: base64Of(file), apply })).data);
}
