import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { ApiError } from '@/lib/client/errors';
import { useForm, type FormCheck, type FormOptions } from '@/lib/client/form';

interface Values {
  email: string;
  name: string;
}

const check = (values: Values) => ({
  email: values.email.includes('@') ? undefined : '이메일 형식이 아닙니다.',
  name: values.name.trim() ? undefined : '이름을 입력하세요.',
});

/** A two-field form on the kit; `send` is what submitting does. */
function Demo({
  send,
  validate = check,
  ...options
}: Partial<FormOptions<Values>> & { send: (values: Values) => unknown; validate?: FormCheck<Values> }) {
  const form = useForm<Values>({ initial: { email: '', name: '' }, validate, order: ['email', 'name'], idPrefix: 'demo', ...options });
  return (
    <form noValidate onSubmit={form.handleSubmit(send, { failed: '실패했습니다.' })}>
      {(['email', 'name'] as const).map((field) => (
        <div key={field}>
          <label htmlFor={form.id(field)}>{field}</label>
          <input id={form.id(field)} {...form.input(field)} />
          {form.errors[field] ? <p role="alert">{form.errors[field]}</p> : null}
        </div>
      ))}
      {form.formError ? <p role="status">{form.formError}</p> : null}
      <button type="submit" disabled={form.busy}>
        {form.busy ? '보내는 중' : '보내기'}
      </button>
      <button type="button" onClick={() => form.reset()}>
        reset
      </button>
    </form>
  );
}

const errorsShown = () => screen.queryAllByRole('alert').map((node) => node.textContent);

describe('useForm', () => {
  it('shows no error while a field is typed, and the field error once it is left', async () => {
    const user = userEvent.setup();
    render(<Demo send={jest.fn()} />);
    await user.type(screen.getByLabelText('email'), 'a');
    expect(errorsShown()).toEqual([]);
    await user.tab();
    expect(errorsShown()).toEqual(['이메일 형식이 아닙니다.']);
    // Shown, it is checked again as it changes: a fix clears it at once.
    await user.type(screen.getByLabelText('email'), '@b');
    expect(errorsShown()).toEqual([]);
  });

  it('does not call an empty field passed through an error', async () => {
    const user = userEvent.setup();
    render(<Demo send={jest.fn()} />);
    await user.click(screen.getByLabelText('email'));
    await user.tab();
    expect(errorsShown()).toEqual([]);
  });

  it('on submit shows every error, focuses the first invalid field and does not send', async () => {
    const user = userEvent.setup();
    const send = jest.fn();
    render(<Demo send={send} />);
    await user.type(screen.getByLabelText('name'), '홍길동');
    await user.click(screen.getByRole('button', { name: '보내기' }));
    expect(errorsShown()).toEqual(['이메일 형식이 아닙니다.']);
    expect(screen.getByLabelText('email')).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('checks with a zod schema: the first issue of each field', async () => {
    const user = userEvent.setup();
    const schema = z.object({
      email: z.string().min(1, '이메일을 입력하세요.').email('이메일 형식이 아닙니다.'),
      name: z.string().min(1, '이름을 입력하세요.'),
    });
    render(<Demo send={jest.fn()} validate={schema} />);
    await user.click(screen.getByRole('button', { name: '보내기' }));
    expect(errorsShown()).toEqual(['이메일을 입력하세요.', '이름을 입력하세요.']);
  });

  it('is busy while sending and ignores a second submit', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const send = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Demo send={send} />);
    await user.type(screen.getByLabelText('email'), 'a@b.kr');
    await user.type(screen.getByLabelText('name'), '홍길동');
    const form = screen.getByRole('button', { name: '보내기' }).closest('form')!;
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    expect(screen.getByRole('button', { name: '보내는 중' })).toBeDisabled();
    await act(async () => finish());
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ email: 'a@b.kr', name: '홍길동' });
    expect(screen.getByRole('button', { name: '보내기' })).toBeEnabled();
  });

  it('puts a refusal naming a field on that field (focused) until it changes, any other on the form', async () => {
    const user = userEvent.setup();
    const send = jest
      .fn()
      .mockRejectedValueOnce(new ApiError(400, 'EMAIL_TAKEN', '이미 가입된 이메일입니다.', 'email'))
      .mockRejectedValueOnce(new ApiError(503, 'UNAVAILABLE', '잠시 후 다시 시도해 주세요.'))
      .mockRejectedValueOnce(new Error('boom'));
    render(<Demo send={send} />);
    await user.type(screen.getByLabelText('email'), 'a@b.kr');
    await user.type(screen.getByLabelText('name'), '홍길동');
    await user.click(screen.getByRole('button', { name: '보내기' }));
    await waitFor(() => expect(errorsShown()).toEqual(['이미 가입된 이메일입니다.']));
    expect(screen.getByLabelText('email')).toHaveFocus();
    await user.type(screen.getByLabelText('email'), 'r');
    expect(errorsShown()).toEqual([]);

    await user.click(screen.getByRole('button', { name: '보내기' }));
    expect(await screen.findByRole('status')).toHaveTextContent('잠시 후 다시 시도해 주세요.');
    await user.click(screen.getByRole('button', { name: '보내기' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('실패했습니다.'));
    // A change clears the form's message.
    await user.type(screen.getByLabelText('name'), '님');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('with onChange "clear" drops the changed field\'s error instead of checking it again', async () => {
    const user = userEvent.setup();
    render(<Demo send={jest.fn()} onChange="clear" />);
    await user.click(screen.getByRole('button', { name: '보내기' }));
    expect(errorsShown()).toHaveLength(2);
    await user.type(screen.getByLabelText('email'), 'x');
    expect(errorsShown()).toEqual(['이름을 입력하세요.']);
  });

  it('resets to the first values, without errors', async () => {
    const user = userEvent.setup();
    render(<Demo send={jest.fn()} />);
    await user.type(screen.getByLabelText('email'), 'abc');
    await user.click(screen.getByRole('button', { name: '보내기' }));
    await user.click(screen.getByRole('button', { name: 'reset' }));
    expect(screen.getByLabelText('email')).toHaveValue('');
    expect(errorsShown()).toEqual([]);
  });

  it('keeps checking a field once it was left, even after it was right for a while', async () => {
    const user = userEvent.setup();
    render(<Demo send={jest.fn()} />);
    await user.type(screen.getByLabelText('email'), 'a@b.kr');
    await user.tab();
    expect(errorsShown()).toEqual([]);
    await user.clear(screen.getByLabelText('email'));
    await user.type(screen.getByLabelText('email'), 'ab');
    expect(errorsShown()).toEqual(['이메일 형식이 아닙니다.']);
  });

  it('with checkEmpty, leaving an empty field says what it needs', async () => {
    const user = userEvent.setup();
    render(<Demo send={jest.fn()} checkEmpty />);
    await user.click(screen.getByLabelText('name'));
    await user.tab();
    expect(errorsShown()).toEqual(['이름을 입력하세요.']);
  });

  it('shows the errors a server render gave, and maps an API field name onto the form\'s', async () => {
    const user = userEvent.setup();
    const refusal = new ApiError(400, 'VALIDATION', '이름이 너무 깁니다.', 'displayName');
    function Renamed() {
      const form = useForm<Values>({ initial: { email: '', name: '' }, errors: { email: '이미 쓰는 이메일입니다.' }, formError: '다시 시도해 주세요.', idPrefix: 'renamed' });
      return (
        <form noValidate onSubmit={form.handleSubmit(() => Promise.reject(refusal))}>
          <p>{form.errors.email}</p>
          <p>{form.errors.name}</p>
          <p>{form.formError}</p>
          <button type="submit">보내기</button>
          <button type="button" onClick={() => form.fail(refusal, undefined, { displayName: 'name' })}>
            map
          </button>
        </form>
      );
    }
    render(<Renamed />);
    expect(screen.getByText('이미 쓰는 이메일입니다.')).toBeInTheDocument();
    expect(screen.getByText('다시 시도해 주세요.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'map' }));
    expect(screen.getByText('이름이 너무 깁니다.')).toBeInTheDocument();
    // Unnamed by the form, the refusal is the form's message.
    await user.click(screen.getByRole('button', { name: '보내기' }));
    await waitFor(() => expect(screen.getAllByText('이름이 너무 깁니다.')).toHaveLength(1));
    expect(screen.queryByText('이미 쓰는 이메일입니다.')).not.toBeInTheDocument();
  });
});

interface Stocks {
  name: string;
  stocks: string[];
}

/** A form with a list: its errors are paths ('stocks.1.stock') under the list's value. */
function StockDemo({ send, name = '양말' }: { send: () => Promise<unknown>; name?: string }) {
  const form = useForm<Stocks, string>({
    initial: { name, stocks: ['1', '2'] },
    validate: ({ name, stocks }) => ({
      name: name.length >= 2 ? undefined : '이름은 두 글자 이상',
      ...Object.fromEntries(stocks.map((stock, index) => [`stocks.${index}.stock`, /^\d+$/.test(stock) ? undefined : `재고 ${index + 1}은 숫자로`])),
    }),
    touchOn: 'change',
    idPrefix: 'stock',
  });
  const save = async () => {
    try {
      await send();
    } catch (error) {
      form.fail(error, '실패했습니다.', (name) => name.replace(/^stocks\.(\d+)$/, 'stocks.$1.stock'));
    }
  };
  return (
    <form noValidate onSubmit={form.handleSubmit(save)}>
      <label htmlFor={form.id('name')}>name</label>
      <input id={form.id('name')} {...form.input('name')} />
      {form.values.stocks.map((stock, index) => (
        <input
          key={index}
          aria-label={`stock ${index + 1}`}
          value={stock}
          onChange={(event) => form.set('stocks', form.values.stocks.map((value, i) => (i === index ? event.target.value : value)))}
        />
      ))}
      {Object.values(form.errors).map((message) => (
        <p role="alert" key={message}>
          {message}
        </p>
      ))}
      <button type="submit">보내기</button>
    </form>
  );
}

describe('useForm with touchOn "change" and paths', () => {
  it('shows the errors of a value\'s paths as soon as it changes, and leaving a field does not touch it', async () => {
    const user = userEvent.setup();
    render(<StockDemo send={jest.fn()} name="양" />);
    await user.type(screen.getByLabelText('stock 2'), 'x');
    expect(errorsShown()).toEqual(['재고 2은 숫자로']);
    // Left unchanged, the name is not checked (the kit would check it on leaving with touchOn "leave").
    await user.click(screen.getByLabelText('name'));
    await user.tab();
    expect(errorsShown()).toEqual(['재고 2은 숫자로']);
    await user.clear(screen.getByLabelText('name'));
    expect(errorsShown()).toEqual(['이름은 두 글자 이상', '재고 2은 숫자로']);
    await user.type(screen.getByLabelText('stock 2'), '{Backspace}');
    expect(errorsShown()).toEqual(['이름은 두 글자 이상']);
  });

  it('puts a refusal naming a path on the field a function maps it to, keeps it through an invalid submit, and drops it when its value changes', async () => {
    const user = userEvent.setup();
    const send = jest.fn().mockRejectedValueOnce(new ApiError(400, 'VALIDATION', '재고가 바뀌었습니다.', 'stocks.1'));
    render(<StockDemo send={send} />);
    await user.click(screen.getByRole('button', { name: '보내기' }));
    await waitFor(() => expect(errorsShown()).toEqual(['재고가 바뀌었습니다.']));
    await user.clear(screen.getByLabelText('name'));
    await user.click(screen.getByRole('button', { name: '보내기' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(errorsShown()).toEqual(['이름은 두 글자 이상', '재고가 바뀌었습니다.']);
    await user.type(screen.getByLabelText('stock 1'), '0');
    expect(errorsShown()).toEqual(['이름은 두 글자 이상']);
  });
});

it('keeps the changes made meanwhile when a change comes from an older render (an upload that finished)', async () => {
  const user = userEvent.setup();
  let finish: () => void = () => undefined;
  const uploaded = new Promise<void>((resolve) => (finish = resolve));
  function Later() {
    const form = useForm<Values>({ initial: { email: '', name: '' }, idPrefix: 'later' });
    return (
      <form>
        <label htmlFor={form.id('email')}>email</label>
        <input id={form.id('email')} {...form.input('email')} />
        <button type="button" onClick={() => void uploaded.then(() => form.set('name', '홍길동'))}>
          upload
        </button>
        <output>{`${form.values.email}/${form.values.name}`}</output>
      </form>
    );
  }
  render(<Later />);
  await user.click(screen.getByRole('button', { name: 'upload' }));
  await user.type(screen.getByLabelText('email'), 'a@b.kr');
  await act(async () => finish());
  expect(screen.getByRole('status')).toHaveTextContent('a@b.kr/홍길동');
});
