/**
 * The apply page's calls of /api/v1 (docs/API.md): uploading a document,
 * sending a certification or brand application, and reading the caller's
 * applications. Failures reject with an ApiError for the form to show next
 * to its control.
 *
 * No SWR here: the status comes with the page (its loader) and changes only
 * by the applicant's own submission or the operator's decision, which the
 * page reads again when the tab comes back (CertificationSection). Importing
 * swr on this route made the bundler split the shell's shared chunks
 * differently, +0.6 kB on every route (scripts/js-budget.mjs).
 */
import type { ApplicationList, ApplicationView, BrandApplicationRequest, CertificationRequest } from '@/lib/applications/applications.contract';
import type { AttachmentPurpose, UploadedAttachment } from '@/lib/contract/attachments';
import { http } from '@/lib/client/http';

/** Uploads of 10 MB on a slow mobile line take longer than the API's usual 10 s. */
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * POST /attachments/upload as multipart/form-data through the one axios
 * instance. The instance's JSON content type is removed for this call (axios
 * would otherwise turn the form into JSON); the browser then writes the
 * multipart type with its boundary itself.
 */
export async function uploadAttachment(
  purpose: AttachmentPurpose,
  file: File,
  options: { anonymous?: boolean } = {},
): Promise<UploadedAttachment> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', file, file.name);
  const api = await http();
  const { data } = await api.post<UploadedAttachment>('/attachments/upload', form, {
    headers: { 'Content-Type': null },
    timeout: UPLOAD_TIMEOUT_MS,
    // A visitor's brand documents: a 401 is an answer here, not an expired session.
    skipAuthRedirect: options.anonymous === true,
  });
  return data;
}

/** POST /applications (certification): the application as the applicant sees it. */
export async function submitCertification(body: Omit<CertificationRequest, 'kind'>): Promise<ApplicationView> {
  const api = await http();
  const { data } = await api.post<ApplicationView>('/applications', { kind: 'certification', ...body });
  return data;
}

/** POST /applications (brand): its number and status. */
export async function submitBrandApplication(
  body: Omit<BrandApplicationRequest, 'kind'>,
): Promise<{ id: number; status: 'pending' }> {
  const api = await http();
  const { data } = await api.post<{ id: number; status: 'pending' }>(
    '/applications',
    { kind: 'brand', ...body },
    { skipAuthRedirect: true },
  );
  return data;
}

/** GET /applications: the caller's applications, newest first. */
export async function listMyApplications(): Promise<ApplicationList> {
  const api = await http();
  return (await api.get<ApplicationList>('/applications')).data;
}
