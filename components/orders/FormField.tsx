import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { fieldControl } from '@/components/ui/fieldControl';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The field's Korean error, shown under it and tied to it (aria-describedby, aria-invalid). */
  error?: string;
  hint?: ReactNode;
  /** A control beside the input (e.g. 우편번호 찾기). */
  addon?: ReactNode;
  /** The input's id, for focusing the first invalid field. */
  inputId?: string;
}

/** A labelled input of the checkout with its error and hint next to it. */
export const FormField = forwardRef<HTMLInputElement, FormFieldProps>(function FormField(
  { label, error, hint, addon, inputId, ...input },
  ref,
) {
  const generated = useId();
  const id = inputId ?? generated;
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Row>
        <Input ref={ref} id={id} aria-invalid={error ? true : undefined} aria-describedby={described} $invalid={Boolean(error)} {...input} />
        {addon}
      </Row>
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {error ? <Error id={`${id}-error`}>{error}</Error> : null}
    </Field>
  );
});

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;

  label {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

const Input = styled.input<{ $invalid: boolean }>`
  flex: 1;
  ${fieldControl}
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Error = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
`;
