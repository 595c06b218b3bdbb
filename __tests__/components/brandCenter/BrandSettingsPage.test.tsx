import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrandSettingsPage } from '@/components/brandCenter/BrandSettingsPage';
import type { BrandSettings } from '@/lib/brandCenter/brandSettings.contract';
import { brandSettingsMessages as text } from '@/lib/brandCenter/brandSettings.messages';
import { businessDetailsFormMessages } from '@/lib/account/businessDetailsForm.messages';
import { brandUser, endShellTest, renderInSession } from '@/__tests__/helpers/shell';

/**
 * The brand centre's 브랜드 정보 (components/brandCenter/BrandSettingsPage.tsx):
 * 상호 and 사업자등록번호 read only, the rest one form checked with the API's
 * schema, a refusal of the server on the field it names, and a saved state.
 */

const brand = { id: 3, name: '데모 브랜드' };
const settings: BrandSettings = {
  companyName: '(주)데모브랜드',
  registrationNo: '2208162517',
  ceoName: '김데모',
  businessAddress: '경기도 파주시 회동길 145',
  businessType: '도소매',
  businessItem: '생활용품',
  deliveryFee: 3_000,
  freeDeliveryThreshold: 100_000,
  minimumOrderAmount: 0,
  dispatchFrom: '',
  dispatchDays: 2,
};

afterEach(endShellTest);

function renderPage(routes: Parameters<typeof renderInSession>[1]['routes'] = {}) {
  const view = renderInSession(<BrandSettingsPage brand={brand} settings={settings} />, { user: brandUser, path: '/brand-center/settings', routes });
  return { ...view, form: screen.getByRole('form', { name: text.formLabel }) };
}

async function fill(form: HTMLElement, values: Partial<Record<keyof typeof text.fields, string>>) {
  for (const [field, value] of Object.entries(values)) {
    const input = within(form).getByLabelText(text.fields[field as keyof typeof text.fields]);
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
}

const save = (form: HTMLElement) => userEvent.click(within(form).getByRole('button', { name: text.save }));

it('shows 상호 and 사업자등록번호 as text, not inputs, with who changes them; the rest as filled fields', () => {
  const { form } = renderPage();
  expect(within(form).getByText('(주)데모브랜드')).toBeInTheDocument();
  expect(within(form).getByText('220-81-62517')).toBeInTheDocument();
  expect(within(form).queryByLabelText(text.fields.companyName)).not.toBeInTheDocument();
  expect(within(form).queryByLabelText(text.fields.registrationNo)).not.toBeInTheDocument();
  expect(within(form).getByText(text.supplierHint)).toBeInTheDocument();
  expect(within(form).getByLabelText(text.fields.ceoName)).toHaveValue('김데모');
  expect(within(form).getByLabelText(text.fields.freeDeliveryThreshold)).toHaveValue('100000');
  expect(within(form).getByLabelText(text.fields.dispatchFrom)).toHaveValue('');
  expect(screen.getByRole('link', { name: '브랜드 정보' })).toHaveAttribute('aria-current', 'page');
});

it('checks with the API`s rule before sending: each error on its field, the first focused', async () => {
  const { form, api } = renderPage();
  await fill(form, { ceoName: '', deliveryFee: '60000', freeDeliveryThreshold: '5000', dispatchDays: '0' });
  await save(form);
  expect(within(form).getByLabelText(text.fields.ceoName)).toHaveAccessibleErrorMessage(businessDetailsFormMessages.errors.ceoName);
  expect(within(form).getByLabelText(text.fields.ceoName)).toHaveFocus();
  expect(within(form).getByLabelText(text.fields.deliveryFee)).toHaveAccessibleErrorMessage(text.errors.deliveryFee);
  expect(within(form).getByLabelText(text.fields.freeDeliveryThreshold)).toHaveAccessibleErrorMessage(text.errors.freeDeliveryThreshold);
  expect(within(form).getByLabelText(text.fields.dispatchDays)).toHaveAccessibleErrorMessage(text.errors.dispatchDays);
  expect(api.requests()).not.toContain('PUT /brands/settings');
});

it('sends numbers (empty 무료 배송 기준 as null) and says it saved, until the next change', async () => {
  const { form, api } = renderPage({
    'PUT /brands/settings': (config) => ({ status: 200, data: { ...settings, ...JSON.parse(String(config.data)) } }),
  });
  await fill(form, { dispatchFrom: '경기도 파주시', dispatchDays: '3', deliveryFee: '3,500', freeDeliveryThreshold: '' });
  await save(form);
  expect(await screen.findByRole('status')).toHaveTextContent(text.saved);
  expect(JSON.parse(String(api.calls.find((call) => call.method === 'put')?.data))).toEqual({
    ceoName: '김데모',
    businessAddress: '경기도 파주시 회동길 145',
    businessType: '도소매',
    businessItem: '생활용품',
    deliveryFee: 3_500,
    freeDeliveryThreshold: null,
    minimumOrderAmount: 0,
    dispatchFrom: '경기도 파주시',
    dispatchDays: 3,
  });
  expect(within(form).getByLabelText(text.fields.deliveryFee)).toHaveValue('3500');
  await userEvent.type(within(form).getByLabelText(text.fields.dispatchFrom), ' 문발동');
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

it('puts a refusal of the server on the field it names', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { form } = renderPage({
    'PUT /brands/settings': { status: 400, data: { code: 'VALIDATION', field: 'freeDeliveryThreshold', message: text.errors.freeDeliveryAboveFee } },
  });
  await save(form);
  await waitFor(() => expect(within(form).getByLabelText(text.fields.freeDeliveryThreshold)).toHaveAccessibleErrorMessage(text.errors.freeDeliveryAboveFee));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});
