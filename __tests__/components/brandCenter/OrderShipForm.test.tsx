import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderShipForm } from '@/components/brandCenter/OrderShipForm';
import { brandOrderMessages } from '@/lib/brandCenter/brandOrders.messages';
import { fakeApi, renderWithShell, setLoggedIn } from '@/__tests__/helpers/shell';
import { detail } from './fixtures';

const text = brandOrderMessages.ship;
const t = brandOrderMessages.tracking;

function renderForm(reply?: Parameters<typeof fakeApi>[0][string]) {
  setLoggedIn('tok');
  const api = fakeApi(reply ? { 'POST /brands/orders/42/ship': reply } : {});
  const onShipped = jest.fn();
  renderWithShell(<OrderShipForm idOrder={42} onShipped={onShipped} />);
  return { api, onShipped, user: userEvent.setup() };
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const carrier = () => screen.getByLabelText(text.carrier);
const trackingNo = () => screen.getByLabelText(text.trackingNo);
const submit = () => screen.getByRole('button', { name: text.submit });

test('checks the tracking number as it is typed: letters at once, the length once the field is left, the carrier\'s own length', async () => {
  const { user, api, onShipped } = renderForm();
  await user.type(trackingNo(), '12a');
  expect(screen.getByRole('alert')).toHaveTextContent(t.problem('digits', '', null));
  expect(trackingNo()).toHaveAttribute('aria-invalid', 'true');

  await user.clear(trackingNo());
  await user.type(trackingNo(), '1234');
  expect(screen.queryByRole('alert')).toBeNull();
  await user.tab();
  expect(screen.getByRole('alert')).toHaveTextContent(t.problem('length', '', null));

  await user.clear(trackingNo());
  await user.type(trackingNo(), '1234-5678-9012');
  await user.selectOptions(carrier(), '우체국택배');
  expect(screen.getByRole('alert')).toHaveTextContent(t.problem('carrierLength', '우체국택배', [13]));
  await user.selectOptions(carrier(), 'CJ대한통운');
  expect(screen.queryByRole('alert')).toBeNull();
  expect(api.calls).toHaveLength(0);
  expect(onShipped).not.toHaveBeenCalled();
});

test('sending without a carrier or number shows both messages and calls nothing', async () => {
  const { user, api } = renderForm();
  await user.click(submit());
  const alerts = screen.getAllByRole('alert').map((node) => node.textContent);
  expect(alerts).toEqual([t.carrierRequired, t.problem('required', '', null)]);
  expect(api.calls).toHaveLength(0);
});

test('ships with the carrier and the digits of the number, and hands the shipped group back', async () => {
  const shipped = detail({ status: 'shipping', carrier: 'CJ대한통운', trackingNo: '640000000001', shippable: false, deliverable: true });
  const { user, api, onShipped } = renderForm({ status: 200, data: shipped });
  await user.selectOptions(carrier(), 'CJ대한통운');
  await user.type(trackingNo(), '6400 0000 0001');
  await user.click(submit());
  await waitFor(() => expect(onShipped).toHaveBeenCalledWith(shipped));
  expect(JSON.parse(api.calls[0].data as string)).toEqual({ carrier: 'CJ대한통운', trackingNo: '640000000001' });
});

test('the server\'s refusal is shown in Korean: next to the field it names, or above the button', async () => {
  const { user, onShipped } = renderForm({ status: 409, data: { code: 'ALREADY_SHIPPED', message: '이미 발송 처리된 주문입니다.' } });
  await user.selectOptions(carrier(), '한진택배');
  await user.type(trackingNo(), '1234567890');
  await user.click(submit());
  expect(await screen.findByRole('alert')).toHaveTextContent('이미 발송 처리된 주문입니다.');
  expect(onShipped).not.toHaveBeenCalled();
});

test('a validation answer naming trackingNo lands next to the number', async () => {
  const { user } = renderForm({ status: 400, data: { code: 'VALIDATION', field: 'trackingNo', message: '운송장 번호를 확인해 주세요.' } });
  await user.selectOptions(carrier(), '한진택배');
  await user.type(trackingNo(), '1234567890');
  await user.click(submit());
  await screen.findByText('운송장 번호를 확인해 주세요.');
  expect(trackingNo()).toHaveAttribute('aria-invalid', 'true');
});
