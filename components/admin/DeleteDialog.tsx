import { useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { consoleMessages } from '@/lib/admin/admin.messages';
import { isApiError } from '@/lib/client/errors';
import { contentEditorMessages as text } from '@/lib/content/contentEditor.messages';
import { Actions, Stack } from './Console.styles';

export interface DeleteDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Deletes; a refusal (an ApiError) is shown in the dialog. */
  onConfirm: () => Promise<void>;
}

/** Asks before an editor deletes what it edits (a notice, a question): what follows, then 삭제하기 or 취소. */
export function DeleteDialog({ open, title, onClose, onConfirm }: DeleteDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function confirm() {
    setBusy(true);
    setError('');
    try {
      await onConfirm();
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : consoleMessages.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} onClose={onClose} title={title} closeLabel={text.close} initialFocus={cancelRef}>
      <Stack>
        <p>{text.removeLead}</p>
        {error ? <p role="alert">{error}</p> : null}
        <Actions>
          <Button type="button" $size="lg" disabled={busy} onClick={() => void confirm()}>
            {text.removeConfirm}
          </Button>
          <Button ref={cancelRef} type="button" $variant="secondary" $size="lg" onClick={onClose}>
            {text.cancel}
          </Button>
        </Actions>
      </Stack>
    </Modal>
  );
}
