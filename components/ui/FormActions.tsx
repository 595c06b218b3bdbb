import styled from 'styled-components';
import { Button } from './Button';
import { FieldError } from './fieldParts';
import { space } from '@/styles/theme';

export interface FormActionsProps {
  /** The form's own error (none of its fields'), said as an alert above the buttons. */
  error?: string | null;
  busy: boolean;
  onCancel: () => void;
  labels: { cancel: string; save: string; saving: string };
  /** Large buttons and text on a page (MY's forms); the default size in a dialog. */
  large?: boolean;
}

/** A form's last row: its own error, then 취소 and 저장 (저장 중… while it is sent) at the end. */
export function FormActions({ error, busy, onCancel, labels, large = false }: FormActionsProps) {
  const size = large ? 'lg' : undefined;
  return (
    <>
      {error ? (
        <FieldError $size={large ? undefined : 'sm'} role="alert">
          {error}
        </FieldError>
      ) : null}
      <Buttons>
        <Button type="button" $variant="secondary" $size={size} onClick={onCancel}>
          {labels.cancel}
        </Button>
        <Button type="submit" $size={size} disabled={busy} aria-busy={busy || undefined}>
          {busy ? labels.saving : labels.save}
        </Button>
      </Buttons>
    </>
  );
}

const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${space.sm};

  button {
    min-height: 44px;
  }
`;
