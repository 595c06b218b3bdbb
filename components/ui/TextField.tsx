import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { Field, type FieldProps } from './Field';
import { fieldControl } from './fieldControl';
import { space } from '@/styles/theme';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The input's id (to focus the first invalid field); generated otherwise. */
  inputId?: string;
  hint?: ReactNode;
  /** The field's Korean error, shown under it and tied to it (aria-describedby, aria-invalid, aria-errormessage). */
  error?: string;
  announce?: FieldProps['announce'];
  /** A control beside the input, the input taking the rest of the row (우편번호 찾기, 전액 사용). */
  addon?: ReactNode;
}

/** A labelled text input, with its hint and error: the kit's `Field` around a `fieldControl` box. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, inputId, hint, error, announce, addon, ...input },
  ref,
) {
  return (
    <Field label={label} id={inputId} hint={hint} error={error} announce={announce}>
      {(control) =>
        addon ? (
          <Row>
            <Input ref={ref} {...control} {...input} />
            {addon}
          </Row>
        ) : (
          <Input ref={ref} {...control} {...input} />
        )
      }
    </Field>
  );
});

const Row = styled.div`
  display: flex;
  gap: ${space.sm};

  & > input {
    flex: 1;
  }
`;

const Input = styled.input<{ $invalid?: boolean }>`
  ${fieldControl}
`;
