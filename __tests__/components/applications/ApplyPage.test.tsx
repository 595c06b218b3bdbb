import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { useState } from 'react';
import { ApplyFileUpload } from '@/components/applications/ApplyFileUpload';
import { ApplyPage } from '@/components/applications/ApplyPage';
import { CertificationPage, type CertificationPageProps } from '@/components/applications/CertificationPage';
import type { ApplicationView } from '@/lib/applications/applications.contract';
import type { UploadedAttachment } from '@/lib/contract/attachments';
import { applicationMessages } from '@/lib/applications/applications.messages';
import { browser } from '@/lib/client/browser';
import { fakeApi, renderWithShell, setLoggedIn } from '../../helpers/shell';
import { initialFaqTopics } from '../../helpers/content';

const cert = applicationMessages.certification;
const brand = applicationMessages.brand;
const input = applicationMessages.input;
const brandFaq = initialFaqTopics('brand');

const uploaded = (name: string, key = 'a'.repeat(32), size = 2048): UploadedAttachment => ({
  key,
  url: `/api/v1/attachments/${key}`,
  purpose: 'business_licence',
  fileName: name,
  mimeType: 'image/png',
  size,
});

const png = (name = 'licence.png', bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

function application(overrides: Partial<ApplicationView> = {}): ApplicationView {
  return {
    id: 7,
    kind: 'certification',
    status: 'pending',
    businessName: '인증 대기 상점',
    registrationNo: '2148612341',
    brandName: '',
    message: '',
    reason: '',
    createdAt: '2026-11-20T01:00:00.000Z',
    decidedAt: null,
    files: [{ key: 'b'.repeat(32), url: `/api/v1/attachments/${'b'.repeat(32)}`, fileName: '사업자등록증.pdf', mimeType: 'application/pdf', size: 1536 }],
    ...overrides,
  };
}

const applicant: CertificationPageProps = {
  viewer: 'applicant',
  account: { businessName: '인증 대기 상점', registrationNo: '2148612341' },
  certification: null,
};

beforeEach(() => setLoggedIn('session-token'));
afterEach(() => setLoggedIn(null));

function UploadHarness({ maxFiles = 1 }: { maxFiles?: number }) {
  const [files, setFiles] = useState<UploadedAttachment[]>([]);
  return (
    <ApplyFileUpload
      purpose="business_licence"
      label={cert.fileLabel}
      hint={cert.fileHint}
      maxFiles={maxFiles}
      files={files}
      onChange={setFiles}
      chooseLabel={cert.choose}
      replaceLabel={cert.replace}
      tooManyMessage={brand.tooManyFiles}
      linkFiles
    />
  );
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type=file]')!;

describe('ApplyFileUpload', () => {
  test('says the types and the limit before a file is chosen, and accepts what the contract accepts', () => {
    fakeApi({});
    renderWithShell(<UploadHarness />);
    expect(screen.getByText(cert.fileHint)).toBeInTheDocument();
    expect(fileInput()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,application/pdf');
    expect(fileInput()).toBeEnabled();
  });

  test('uploads the chosen file as multipart form data through the axios instance, then shows its name and size; remove takes it away', async () => {
    let sent: InternalAxiosRequestConfig | null = null;
    fakeApi({
      'POST /attachments/upload': (config) => {
        sent = config;
        return { status: 201, data: uploaded('licence.png') };
      },
    });
    renderWithShell(<UploadHarness />);
    await userEvent.upload(fileInput(), png());
    expect(await screen.findByRole('link', { name: 'licence.png' })).toHaveAttribute('href', `/api/v1/attachments/${'a'.repeat(32)}`);
    expect(screen.getByText('2.0 KB')).toBeInTheDocument();
    expect(screen.getByText(cert.replace)).toBeInTheDocument();
    const body = sent!.data as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('purpose')).toBe('business_licence');
    expect((body.get('file') as File).name).toBe('licence.png');
    expect(String(sent!.headers?.['Content-Type'] ?? '')).not.toContain('application/json');

    await userEvent.click(screen.getByRole('button', { name: applicationMessages.upload.removeFile('licence.png') }));
    expect(screen.queryByRole('link', { name: 'licence.png' })).not.toBeInTheDocument();
    expect(screen.getByText(cert.choose)).toBeInTheDocument();
  });

  test('a file over 10 MB or of another type is refused in Korean next to the control, without a call', async () => {
    const api = fakeApi({});
    renderWithShell(<UploadHarness />);
    const big = png('big.png', 10);
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await userEvent.upload(fileInput(), big);
    expect(screen.getByRole('alert')).toHaveTextContent(applicationMessages.upload.tooLarge);
    expect(fileInput()).toHaveAttribute('aria-invalid', 'true');
    await userEvent.upload(fileInput(), new File(['x'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent(applicationMessages.upload.wrongType);
    expect(api.calls).toHaveLength(0);
  });

  test("the server's refusal (a disguised file) is shown in its own words", async () => {
    fakeApi({ 'POST /attachments/upload': { status: 415, data: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'JPG, PNG, WEBP, PDF 파일만 올릴 수 있습니다.', field: 'file' } } });
    renderWithShell(<UploadHarness />);
    await userEvent.upload(fileInput(), png('fake.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('JPG, PNG, WEBP, PDF 파일만 올릴 수 있습니다.');
  });

  test('a list control stops at its limit', async () => {
    let n = 0;
    fakeApi({ 'POST /attachments/upload': () => ({ status: 201, data: uploaded(`f${++n}.png`, String(n).repeat(32).slice(0, 32)) }) });
    renderWithShell(<UploadHarness maxFiles={2} />);
    await userEvent.upload(fileInput(), png('one.png'));
    await screen.findByRole('link', { name: 'f1.png' });
    await userEvent.upload(fileInput(), png('two.png'));
    await screen.findByRole('link', { name: 'f2.png' });
    expect(fileInput()).toBeDisabled();
  });
});

describe('certification', () => {
  test('explains why, shows the business as registered, asks for the licence, then shows 심사 중 after submitting', async () => {
    const created = application({ message: '확인 부탁드립니다.', files: [{ ...uploaded('licence.png'), url: `/api/v1/attachments/${'a'.repeat(32)}` }] });
    const api = fakeApi({
      'POST /attachments/upload': { status: 201, data: uploaded('licence.png') },
      'POST /applications': { status: 201, data: created },
    });
    renderWithShell(<CertificationPage {...applicant} />);
    expect(screen.getByText(cert.why)).toBeInTheDocument();
    expect(screen.getByText('214-86-12341')).toBeInTheDocument();
    expect(screen.getByText('인증 대기 상점')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: cert.submit }));
    expect(screen.getByText(cert.fileRequired)).toBeInTheDocument();
    expect(api.requests()).toEqual([]);

    await userEvent.upload(fileInput(), png());
    await screen.findByRole('link', { name: 'licence.png' });
    expect(screen.queryByText(cert.fileRequired)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(cert.messageLabel), '확인 부탁드립니다.');
    await userEvent.click(screen.getByRole('button', { name: cert.submit }));

    expect(await screen.findByRole('heading', { name: cert.pendingTitle })).toBeInTheDocument();
    expect(screen.getByText(cert.pendingBadge)).toBeInTheDocument();
    expect(screen.getByText(cert.reviewTime)).toBeInTheDocument();
    const posted = api.calls.find((call) => call.url === '/applications');
    expect(JSON.parse(posted!.data as string)).toEqual({ kind: 'certification', attachmentKeys: ['a'.repeat(32)], message: '확인 부탁드립니다.' });
  });

  test('a refusal of the server (one pending already) is shown, the form stays', async () => {
    fakeApi({
      'POST /attachments/upload': { status: 201, data: uploaded('licence.png') },
      'POST /applications': { status: 409, data: { code: 'APPLICATION_PENDING', message: applicationMessages.errors.pendingExists } },
    });
    renderWithShell(<CertificationPage {...applicant} />);
    await userEvent.upload(fileInput(), png());
    await screen.findByRole('link', { name: 'licence.png' });
    await userEvent.click(screen.getByRole('button', { name: cert.submit }));
    expect(await screen.findByText(applicationMessages.errors.pendingExists)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: cert.submit })).toBeEnabled();
  });

  test('pending: the submitted date, the files as links, the review time and what to read meanwhile; no form', () => {
    fakeApi({});
    renderWithShell(<CertificationPage {...applicant} certification={application()} />);
    expect(screen.getByText(cert.pendingBadge)).toBeInTheDocument();
    expect(screen.getByText('2026.11.20')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '사업자등록증.pdf' })).toHaveAttribute('href', `/api/v1/attachments/${'b'.repeat(32)}`);
    expect(screen.getByRole('link', { name: cert.meanwhileFaq })).toHaveAttribute('href', '/faq-retail');
    expect(screen.getByRole('link', { name: cert.meanwhileTerms })).toHaveAttribute('href', '/terms');
    expect(screen.queryByRole('button', { name: cert.submit })).not.toBeInTheDocument();
  });

  test('while pending, coming back to the tab reads GET /applications: a rejection shows at once, an approval reloads the page', async () => {
    let answer = application({ status: 'rejected', reason: '상호가 다릅니다.' });
    const api = fakeApi({ 'GET /applications': () => ({ status: 200, data: { items: [answer] } }) });
    const reload = jest.spyOn(browser, 'reload').mockImplementation(() => undefined);
    const { unmount } = renderWithShell(<CertificationPage {...applicant} certification={application()} />);
    expect(api.calls).toHaveLength(0);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await screen.findByText('상호가 다릅니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: cert.submit })).toBeInTheDocument();
    unmount();

    answer = application({ status: 'approved' });
    renderWithShell(<CertificationPage {...applicant} certification={application()} />);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    reload.mockRestore();
  });

  test("rejected: the operator's reason and a new form", () => {
    fakeApi({});
    renderWithShell(<CertificationPage {...applicant} certification={application({ status: 'rejected', reason: '사진이 흐립니다.' })} />);
    expect(screen.getByRole('heading', { name: cert.rejectedTitle })).toBeInTheDocument();
    expect(screen.getByText('사진이 흐립니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: cert.submit })).toBeInTheDocument();
  });

  test('a certified retailer is sent to shop, a brand user to the brand centre', () => {
    fakeApi({});
    const { unmount } = renderWithShell(<CertificationPage viewer="certified" account={applicant.account} certification={null} />);
    expect(screen.getByRole('heading', { name: cert.validTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: cert.shop })).toHaveAttribute('href', expect.stringContaining('/shop'));
    expect(screen.queryByRole('button', { name: cert.submit })).not.toBeInTheDocument();
    unmount();
    renderWithShell(<CertificationPage viewer="brand" account={null} certification={null} />);
    expect(screen.getByRole('link', { name: cert.brandCenter })).toHaveAttribute('href', '/brand-center');
  });

  test('brand admission is a page of its own: a retailer gets the brand form there, a brand user the way to the brand centre', () => {
    fakeApi({});
    const { unmount } = renderWithShell(<ApplyPage viewer="retailer" faq={brandFaq} />);
    expect(screen.getByRole('heading', { level: 1, name: applicationMessages.page.brandTitle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: brand.submit })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: cert.heading })).not.toBeInTheDocument();
    unmount();
    renderWithShell(<ApplyPage viewer="brand" faq={[]} />);
    expect(screen.getByRole('link', { name: cert.brandCenter })).toHaveAttribute('href', '/brand-center');
    expect(screen.queryByRole('button', { name: brand.submit })).not.toBeInTheDocument();
  });
});

describe('brand application', () => {
  async function fillValid() {
    await userEvent.type(screen.getByLabelText(brand.brandName), '마루 문구');
    await userEvent.type(screen.getByLabelText(brand.businessName), '마루상사');
    await userEvent.type(screen.getByLabelText(brand.registrationNo), '6068145221');
    await userEvent.selectOptions(screen.getByLabelText(brand.category), '문구');
    await userEvent.type(screen.getByLabelText(brand.contactName), '김마루');
    await userEvent.type(screen.getByLabelText(brand.contactPhone), '01083456789');
    await userEvent.type(screen.getByLabelText(brand.contactEmail), 'maru@test.kr');
    await userEvent.type(screen.getByLabelText(brand.introduction), '디자인 문구 브랜드입니다.');
  }

  test('a visitor sees the intro and the form; fields are formatted as typed and checked when left', async () => {
    setLoggedIn(null);
    fakeApi({});
    renderWithShell(<ApplyPage viewer="visitor" faq={brandFaq} />);
    expect(screen.getByRole('heading', { level: 1, name: applicationMessages.page.brandTitle })).toBeInTheDocument();
    expect(screen.getByText(brand.intro[0])).toBeInTheDocument();
    expect(screen.queryByText(cert.why)).not.toBeInTheDocument();

    const registrationNo = screen.getByLabelText(brand.registrationNo);
    await userEvent.type(registrationNo, '1234567890');
    expect(registrationNo).toHaveValue('123-45-67890');
    await userEvent.tab();
    expect(screen.getByText(input.registrationNoChecksum)).toBeInTheDocument();
    expect(registrationNo).toHaveAttribute('aria-invalid', 'true');

    const phone = screen.getByLabelText(brand.contactPhone);
    await userEvent.type(phone, '01012345678');
    expect(phone).toHaveValue('010-1234-5678');

    const website = screen.getByLabelText(brand.website);
    await userEvent.type(website, 'ftp://example.kr');
    await userEvent.tab();
    expect(screen.getByText(input.websiteInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: brand.consentLink })).toHaveAttribute('href', '/privacy');
  });

  test('submitting checks every field first and focuses the first wrong one; nothing is sent', async () => {
    setLoggedIn(null);
    const api = fakeApi({});
    renderWithShell(<ApplyPage viewer="visitor" faq={brandFaq} />);
    await userEvent.click(screen.getByRole('button', { name: brand.submit }));
    expect(screen.getByText(input.brandNameRequired)).toBeInTheDocument();
    expect(screen.getByText(input.consentRequired)).toBeInTheDocument();
    expect(screen.getByText(input.categoryRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(brand.brandName)).toHaveFocus();
    expect(api.calls).toHaveLength(0);
  });

  test('a complete application with an anonymous attachment is sent and the next steps are shown', async () => {
    setLoggedIn(null);
    const api = fakeApi({
      'POST /attachments/upload': { status: 201, data: { ...uploaded('catalogue.pdf', 'c'.repeat(32)), purpose: 'brand_application' } },
      'POST /applications': { status: 201, data: { id: 42, status: 'pending' } },
    });
    renderWithShell(<ApplyPage viewer="visitor" faq={brandFaq} />);
    await fillValid();
    await userEvent.upload(fileInput(), new File(['%PDF-1.4'], 'catalogue.pdf', { type: 'application/pdf' }));
    // A visitor cannot open anonymous uploads: the name is shown without a link.
    expect(await within(screen.getByRole('list', { name: brand.attachments })).findByText('catalogue.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'catalogue.pdf' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(brand.consent));
    await userEvent.click(screen.getByRole('button', { name: brand.submit }));

    expect(await screen.findByRole('heading', { name: brand.successTitle })).toBeInTheDocument();
    expect(screen.getByText(brand.applicationNo(42))).toBeInTheDocument();
    const upload = api.calls.find((call) => call.url === '/attachments/upload')!;
    expect((upload.data as FormData).get('purpose')).toBe('brand_application');
    const posted = api.calls.find((call) => call.url === '/applications')!;
    expect(JSON.parse(posted.data as string)).toEqual({
      kind: 'brand',
      brandName: '마루 문구',
      businessName: '마루상사',
      registrationNo: '606-81-45221',
      categoryId: 140,
      contactName: '김마루',
      contactPhone: '010-8345-6789',
      contactEmail: 'maru@test.kr',
      introduction: '디자인 문구 브랜드입니다.',
      attachmentKeys: ['c'.repeat(32)],
      privacyConsent: true,
    });

    await userEvent.click(screen.getByRole('button', { name: brand.another }));
    expect(screen.getByLabelText(brand.brandName)).toHaveValue('');
  });

  test("the server's answer naming a field is shown next to it", async () => {
    setLoggedIn(null);
    fakeApi({
      'POST /applications': { status: 429, data: { code: 'TOO_MANY_APPLICATIONS', message: applicationMessages.errors.tooMany(1800) } },
    });
    renderWithShell(<ApplyPage viewer="visitor" faq={brandFaq} />);
    await fillValid();
    await userEvent.click(screen.getByLabelText(brand.consent));
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: brand.submit }));
    });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('30분 후에 다시 시도해 주세요.'));
  });
});
