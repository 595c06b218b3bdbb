import { useRef } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { FieldHint } from '@/components/ui/fieldParts';
import { TextField } from '@/components/ui/TextField';
import { isApiError } from '@/lib/client/errors';
import { useForm } from '@/lib/client/form';
import { accountKeys } from '@/lib/client/users';
import { changePassword } from '@/lib/account/client/credentials';
import { alertMessage } from '@/lib/client/alerts';
import { accountMessages } from '@/lib/account/account.messages';
import { sideMenuMessages } from '@/lib/messages/sideMenu';
import { apiErrorMessages } from '@/lib/messages/apiErrors';
import { space } from '@/styles/theme';

/** Minimum new password length (docs/DECISIONS.md). */
export const MIN_PASSWORD_LENGTH = 8;

const dialog = sideMenuMessages.passwordDialog;
const outcome = accountMessages.password;

/**
 * The client checks, in order (docs/DECISIONS.md): the two new values, then
 * whether the current password was typed at all; null when the values may be sent.
 */
export function passwordProblem(futurePw: string, futureConfirmPw: string, currentPw: string): string | null {
  if (futurePw !== futureConfirmPw) return outcome.mismatch;
  if (futurePw.length < MIN_PASSWORD_LENGTH) return outcome.tooShort;
  if (currentPw === '') return outcome.currentRequired;
  return null;
}

/** The message for PUT /users/password's `code` (docs/API.md, docs/DECISIONS.md): 401/402/403 fail, anything else succeeds. */
export function passwordOutcome(code: unknown): string {
  if (code === 401) return outcome.code401;
  if (code === 402) return outcome.code402;
  if (code === 403) return outcome.code403;
  return outcome.changed;
}

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The change-password dialog (docs/DECISIONS.md): the current password and
 * the new one twice, the client checks (mismatch, then under 8 characters,
 * then no current password), then PUT /users/password; every outcome (a wrong
 * current password is the API's Korean 400) is shown in a modal alert (확인)
 * and the dialog closes after it.
 */
export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const first = useRef<HTMLInputElement>(null);
  return (
    <Modal open={open} onClose={onClose} title={dialog.title} closeLabel={dialog.close} initialFocus={first}>
      {open ? <PasswordForm firstField={first} onDone={onClose} /> : null}
    </Modal>
  );
}

interface PasswordValues {
  currentPw: string;
  futurePw: string;
  futureConfirmPw: string;
}

/** The three password inputs, in order; the first takes the dialog's initial focus. */
const FIELDS = [
  { name: 'currentPw', label: dialog.currentPassword, autoComplete: 'current-password' },
  { name: 'futurePw', label: dialog.newPassword, autoComplete: 'new-password' },
  { name: 'futureConfirmPw', label: dialog.confirmPassword, autoComplete: 'new-password' },
] as const;

function PasswordForm({
  firstField,
  onDone,
}: {
  firstField: React.RefObject<HTMLInputElement | null>;
  onDone: () => void;
}) {
  const form = useForm<PasswordValues>({ initial: { currentPw: '', futurePw: '', futureConfirmPw: '' } });
  const { mutate } = useSWRConfig();

  // Every outcome, a refused check included, is said in the alert; the dialog closes after it.
  const submit = form.handleSubmit(async ({ currentPw, futurePw, futureConfirmPw }) => {
    let message = passwordProblem(futurePw, futureConfirmPw, currentPw);
    if (message === null) {
      try {
        const { code } = await changePassword({ currentPw, futurePw, futureConfirmPw });
        message = passwordOutcome(code);
        // Other sessions were revoked: the shell's session is read again from the server.
        if (message === outcome.changed) void mutate(accountKeys.user).catch(() => undefined);
      } catch (error) {
        // No answer at all (network, timeout) or an HTTP error (a wrong current password: 400): say what happened.
        message = isApiError(error) ? error.message : apiErrorMessages.internal;
      }
    }
    await alertMessage(message);
    onDone();
  });

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate>
      <Hint>{dialog.description}</Hint>
      {FIELDS.map(({ name, label, autoComplete }, index) => (
        <TextField
          key={name}
          ref={index === 0 ? firstField : undefined}
          label={label}
          type="password"
          autoComplete={autoComplete}
          {...form.input(name)}
        />
      ))}
      <Actions>
        <Button type="button" $variant="secondary" $size="lg" onClick={onDone}>
          {dialog.cancel}
        </Button>
        <Button type="submit" $size="lg" disabled={form.busy}>
          {dialog.submit}
        </Button>
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
`;

/** The form's description: a field hint, pulled up under the dialog's heading. */
const Hint = styled(FieldHint)`
  margin-top: -8px;
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 2fr;
  gap: ${space.sm};
  margin-top: ${space.sm};
`;
