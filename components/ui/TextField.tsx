import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { fieldControl } from './fieldControl';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
}

/** A labelled text input. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, ...input }, ref) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Input ref={ref} id={id} {...input} />
    </Field>
  );
});

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const Input = styled.input<{ $invalid?: boolean }>`
  ${fieldControl}
`;
