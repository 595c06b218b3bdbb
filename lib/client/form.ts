import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { isApiError } from './errors';

/**
 * The house's form kit (docs/DECISIONS.md, Forms): one hook that keeps a
 * form's values, its errors, a form-level message and the busy flag, so a
 * form writes its fields and what sending does, not the bookkeeping. Small on
 * purpose: the shell's change-password form puts it in what every page loads.
 */

/**
 * A Korean message per field (a value's name by default); none: the field is
 * valid. A field may be a path into a value ('tiers.0.price'): it belongs to
 * its root ('tiers'), which is what is touched, changed and cleared.
 */
export type FormErrors<F extends string> = Partial<Record<F, string>>;

/** What zod's `safeParse` answers, read without importing zod here. */
interface SchemaLike {
  safeParse(value: unknown): { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } };
}

/** The checks: a function of the values, or a zod schema of the feature (its first issue per field). */
export type FormCheck<V, F extends string = keyof V & string> = ((values: V) => FormErrors<F>) | SchemaLike;

export interface FormOptions<V, F extends string = keyof V & string> {
  initial: V | (() => V);
  validate?: FormCheck<V, F>;
  /**
   * What a change does to the errors: `recheck` (default) checks again every
   * field that was left, shows an error, or, once the form was submitted,
   * all of them (a fix clears its error at once; the confirmation follows the
   * password), `clear` drops the changed field's, `keep` leaves them until
   * the next submit.
   */
  onChange?: 'recheck' | 'clear' | 'keep';
  /**
   * When a field's errors start to show (with `recheck`): once it was left
   * with something in it (`leave`, default), or once it changed (`change`,
   * for lists and grids, which have no "leave": the brand centre's product
   * form), the errors of its paths with it. With `change` a refusal also stays
   * through an invalid submit (nothing was sent), until its field changes or
   * the form is sent.
   */
  touchOn?: 'leave' | 'change';
  /** The fields (and other steps) in the order of the form, to focus the first invalid on submit. */
  order?: readonly string[];
  /** The prefix of the field ids (`<prefix>-<field>`); generated otherwise. */
  idPrefix?: string;
  /** Leaving an empty field checks it too (else passing through is not an error yet). */
  checkEmpty?: boolean;
  /** What a server render already said (a form sent before the script ran): by field, and the form's. */
  errors?: FormErrors<F>;
  formError?: string | null;
}

export interface SubmitOptions<V> {
  /**
   * Checks run on submit besides `validate`: a step outside the values (the
   * SMS step), or rules that need the page's state (the checkout's). What it
   * finds is shown and takes part in the focus order by name.
   */
  check?: () => Record<string, string | undefined>;
  /** The form is not sent: these are invalid (after the first one in `order` got the focus). */
  onInvalid?: (errors: Record<string, string | undefined>) => void;
  /** The form's message when `send` throws something that is not an `ApiError` (else it is thrown on). */
  failed?: string;
  /** The values to check and send, for inputs left uncontrolled (typed before the script ran). */
  read?: () => Partial<V>;
}

function errorsOf<V, F extends string>(check: FormCheck<V, F> | undefined, values: V): FormErrors<F> {
  if (!check) return {};
  if (typeof check === 'function') return check(values);
  const found: Record<string, string> = {};
  for (const issue of check.safeParse(values).error?.issues ?? []) {
    const path = issue.path.join('.');
    found[path] ??= issue.message;
  }
  return found as FormErrors<F>;
}

const clean = <T extends object>(errors: T): T =>
  Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as T;

/** The value a field's path is in: 'tiers.0.price' -> 'tiers'. */
const rootOf = (path: string) => path.split('.')[0];

/** The errors whose field is (under) one of `roots`: `keep` false, the others; true, those. */
const under = <T extends object>(errors: T, roots: readonly string[], keep = false): T =>
  clean(Object.fromEntries(Object.entries(errors).filter(([path]) => roots.includes(rootOf(path)) === keep)) as T);

/** A form's state and the helpers that wire it to the kit's `Field` and `TextField`. */
export function useForm<V extends object, F extends string = keyof V & string>({
  initial,
  validate,
  onChange = 'recheck',
  touchOn = 'leave',
  order,
  idPrefix,
  checkEmpty = false,
  errors: initialErrors = {},
  formError: initialFormError = null,
}: FormOptions<V, F>) {
  type K = keyof V & string;
  const generated = useId();
  const [start] = useState(initial);
  const [values, setAll] = useState<V>(start);
  // The values as last set, for a change made from an older render (an upload that finished).
  const latest = useRef<V>(start);
  const [checked, setChecked] = useState<FormErrors<F>>({});
  const [server, setServer] = useState<FormErrors<F>>(initialErrors);
  const [formError, setFormError] = useState<string | null>(initialFormError);
  const [busy, setBusy] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const sending = useRef(false);
  const touched = useRef(new Set<string>());

  const id = (field: string) => `${idPrefix ?? generated}-${field}`;
  const focus = (field: string) => document.getElementById(id(field))?.focus();
  const errors: FormErrors<F> = { ...checked, ...server };

  function setValues(patch: Partial<V>) {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    setAll(next);
    setFormError(null);
    const changed = Object.keys(patch);
    setServer((current) => under(current, changed));
    if (onChange === 'keep') return;
    if (touchOn === 'change') changed.forEach((field) => touched.current.add(field));
    setChecked((current) => {
      if (onChange === 'clear') return under(current, changed);
      // Live: every field once the form was submitted, else those touched or showing an error.
      const found = errorsOf(validate, next);
      const live = (path: string) => submitted || path in current || touched.current.has(rootOf(path));
      return clean(Object.fromEntries(Object.entries(found).filter(([path]) => live(path))) as FormErrors<F>);
    });
  }

  /**
   * The field was left: check it, unless it is still empty (passing through
   * is not an error; `checkEmpty` checks it anyway). Only forms that check
   * again as a field changes check on leaving it; the others say their errors
   * on submit, and those touched on change when it changes.
   */
  function touch(field: K) {
    if (onChange !== 'recheck' || touchOn === 'change' || (values[field] === '' && !checkEmpty)) return;
    touched.current.add(field);
    const found = under(errorsOf(validate, values), [field], true);
    setChecked((current) => ({ ...under(current, [field]), ...found }));
  }

  /**
   * Errors found elsewhere (an answer, a payment step), in place of those
   * shown; each stays until its field changes. The first in `order` takes the focus.
   */
  function showErrors(found: FormErrors<F>, focusFirst = true) {
    setChecked({});
    setServer(clean(found));
    const first = order?.find((field) => found[field as F]);
    if (focusFirst && first) focus(first);
  }

  /** Drops the errors of these fields (a choice that makes them moot). */
  function clearErrors(...fields: F[]) {
    const drop = (current: FormErrors<F>) => under(current, fields);
    setChecked(drop);
    setServer(drop);
  }

  /**
   * A refused call: an `ApiError` naming one of the fields (by its name, or
   * the API's name in `apiNames`, a table or a function for paths such as
   * 'stocks.3') lands on it and focuses it; any other message is the form's.
   * Answers the field, or null.
   */
  function fail(error: unknown, fallback?: string, apiNames: Partial<Record<string, F>> | ((name: string) => F | undefined) = {}): F | null {
    if (!isApiError(error) && fallback === undefined) throw error;
    const message = isApiError(error) ? error.message : (fallback as string);
    const named = isApiError(error) ? error.field : undefined;
    const byApi = typeof apiNames === 'function' ? apiNames : (name: string) => apiNames[name];
    const field = named === undefined ? null : (byApi(named) ?? (named in values ? (named as F) : null));
    if (field) showErrors({ [field]: message } as FormErrors<F>);
    else setFormError(message);
    return field;
  }

  /**
   * The submit handler: checks everything (the first invalid field takes the
   * focus), then runs `send` with the values, busy meanwhile; a second submit
   * while it runs is ignored; what `send` throws goes to `fail` (with `failed`).
   */
  function handleSubmit(send: (values: V) => unknown, { check, onInvalid, failed, read }: SubmitOptions<V> = {}) {
    return async (event?: FormEvent) => {
      event?.preventDefault();
      if (sending.current) return;
      const current = read ? { ...values, ...read() } : values;
      const found = clean(errorsOf(validate, current));
      const invalid: Record<string, string | undefined> = clean({ ...check?.(), ...found });
      setSubmitted(true);
      setChecked(invalid as FormErrors<F>);
      setFormError(null);
      const first = (order ?? Object.keys(invalid)).find((field) => invalid[field]);
      if (!first || touchOn === 'leave') setServer({});
      if (first) {
        if (order) focus(first);
        onInvalid?.(invalid);
        return;
      }
      sending.current = true;
      setBusy(true);
      try {
        await send(current);
      } catch (error) {
        fail(error, failed);
      } finally {
        sending.current = false;
        setBusy(false);
      }
    };
  }

  function reset(next: V = start) {
    latest.current = next;
    setAll(next);
    setChecked({});
    setServer({});
    setFormError(null);
    setSubmitted(false);
    touched.current.clear();
  }

  /** For a text input: `<input {...form.input('email')} />`. */
  function input(field: K) {
    return {
      name: field,
      value: values[field] as string,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValues({ [field]: event.target.value } as Partial<V>),
      onBlur: () => touch(field),
    };
  }

  return {
    values,
    errors,
    formError,
    busy,
    setValues,
    set: <N extends K>(field: N, value: V[N]) => setValues({ [field]: value } as unknown as Partial<V>),
    setFormError,
    touch,
    showErrors,
    clearErrors,
    fail,
    handleSubmit,
    reset,
    id,
    focus,
    input,
    /** For the kit's `Field`: `<Field {...form.field('email')} label=…>`. */
    field: (field: K & F) => ({ id: id(field), error: errors[field] }),
    /** For the kit's `TextField`: its id, error and input props. */
    textField: (field: K & F) => ({ inputId: id(field), error: errors[field], ...input(field) }),
  };
}

export type Form<V extends object, F extends string = keyof V & string> = ReturnType<typeof useForm<V, F>>;
