import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BusinessDetailsSection } from '@/components/account/BusinessDetailsSection';
import type { BusinessDetails } from '@/lib/account/businessDetails.contract';
import { businessDetailsMessages } from '@/lib/account/businessDetails.messages';
import { businessDetailsFormMessages } from '@/lib/account/businessDetailsForm.messages';
import { endShellTest, renderInSession, retailer } from '@/__tests__/helpers/shell';

/**
 * MY's 사업자 정보 (components/account/BusinessDetailsSection.tsx and its
 * form): the certified name and number, what is missing, and a form that
 * checks with the API's schema before it sends, shows a refusal on its field
 * and shows what was saved.
 */

const text = businessDetailsMessages;
const formText = businessDetailsFormMessages;

const empty: BusinessDetails = {
  businessName: '데모 잡화점',
  registrationNo: '1208147521',
  ceoName: '',
  businessAddress: '',
  businessType: '',
  businessItem: '',
  taxEmail: '',
};

const filled = { ceoName: '김도매', businessAddress: '서울특별시 중구 세종대로 110, 1층', businessType: '소매업', businessItem: '생활용품, 잡화', taxEmail: 'tax@demo.kr' };

function renderSection(routes: Parameters<typeof renderInSession>[1]['routes'] = {}) {
  return renderInSession(<BusinessDetailsSection initial={empty} />, { user: retailer, path: '/mypage', routes });
}

afterEach(endShellTest);

async function openForm() {
  await userEvent.click(screen.getByRole('button', { name: text.edit }));
  return screen.findByRole('form', { name: text.edit });
}

async function fill(form: HTMLElement, values: Partial<typeof filled>) {
  for (const [field, value] of Object.entries(values)) {
    const input = within(form).getByLabelText(text.fields[field as keyof typeof filled]);
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
}

it('shows the certified name and number, marks what is missing and says what it is for', () => {
  renderSection();
  expect(screen.getByText('120-81-47521')).toBeInTheDocument();
  expect(screen.getByText('데모 잡화점')).toBeInTheDocument();
  expect(screen.getAllByText(text.notSet)).toHaveLength(5);
  expect(screen.getByText(text.incomplete)).toBeInTheDocument();
});

it('checks every field with the API`s rule before sending anything', async () => {
  const { api } = renderSection();
  const form = await openForm();
  await fill(form, { ...filled, taxEmail: 'tax-at-demo' });
  await userEvent.click(within(form).getByRole('button', { name: formText.save }));
  expect(await within(form).findByText(formText.errors.taxEmail)).toBeInTheDocument();
  expect(within(form).getByLabelText(text.fields.taxEmail)).toHaveFocus();
  await fill(form, { ceoName: '' });
  await userEvent.click(within(form).getByRole('button', { name: formText.save }));
  expect(within(form).getByText(formText.errors.ceoName)).toBeInTheDocument();
  expect(api.requests()).not.toContain('PUT /users/business');
});

it('sends the details, then shows what the server saved', async () => {
  const { api } = renderSection({
    'PUT /users/business': (config) => ({ status: 200, data: { ...empty, ...JSON.parse(String(config.data)) } }),
  });
  const form = await openForm();
  await fill(form, filled);
  await userEvent.click(within(form).getByRole('button', { name: formText.save }));
  expect(await screen.findByText(text.saved)).toBeInTheDocument();
  expect(JSON.parse(String(api.calls.find((call) => call.method === 'put')?.data))).toEqual(filled);
  expect(screen.queryByRole('form', { name: text.edit })).not.toBeInTheDocument();
  expect(screen.getByText('서울특별시 중구 세종대로 110, 1층')).toBeInTheDocument();
  expect(screen.queryByText(text.notSet)).not.toBeInTheDocument();
  expect(screen.queryByText(text.incomplete)).not.toBeInTheDocument();
});

it('puts a refusal of the server on the field it names', async () => {
  renderSection({ 'PUT /users/business': { status: 400, data: { code: 'VALIDATION', field: 'businessItem', message: '종목을 다시 확인해 주세요.' } } });
  const form = await openForm();
  await fill(form, filled);
  await userEvent.click(within(form).getByRole('button', { name: formText.save }));
  await waitFor(() => expect(within(form).getByLabelText(text.fields.businessItem)).toHaveAccessibleErrorMessage('종목을 다시 확인해 주세요.'));
});
