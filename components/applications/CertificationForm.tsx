import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { FieldError } from '@/components/ui/fieldParts';
import type { ApplicationView } from '@/lib/applications/applications.contract';
import { MESSAGE_MAX_LENGTH } from '@/lib/applications/applications.contract';
import type { UploadedAttachment } from '@/lib/contract/attachments';
import { submitCertification } from '@/lib/applications/client/applications';
import { isApiError } from '@/lib/client/errors';
import { applicationMessages } from '@/lib/applications/applications.messages';
import { commonMessages } from '@/lib/messages/common';
import { ApplyFileUpload } from './ApplyFileUpload';
import { Form, NoScript, TextArea } from './Apply.styles';

const text = applicationMessages.certification;

/**
 * The business licence upload and the certification request (POST
 * /applications). On success the parent shows the pending status.
 */
export function CertificationForm({ onSubmitted }: { onSubmitted: (application: ApplicationView) => void }) {
  const id = useId();
  const [files, setFiles] = useState<UploadedAttachment[]>([]);
  const [message, setMessage] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [messageError, setMessageError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const noFile = files.length === 0 ? text.fileRequired : null;
    const tooLong = Array.from(message).length > MESSAGE_MAX_LENGTH ? applicationMessages.input.messageLength : null;
    setFileError(noFile);
    setMessageError(tooLong);
    if (noFile) return document.getElementById(`${id}-licence`)?.focus();
    if (tooLong) return document.getElementById(`${id}-message`)?.focus();
    setBusy(true);
    try {
      const application = await submitCertification({
        attachmentKeys: files.map((file) => file.key),
        ...(message.trim() ? { message: message.trim() } : {}),
      });
      onSubmitted(application);
    } catch (failure) {
      const messageText = isApiError(failure) ? failure.message : commonMessages.network.offline;
      if (isApiError(failure) && failure.field === 'attachmentKeys') setFileError(messageText);
      else if (isApiError(failure) && failure.field === 'message') setMessageError(messageText);
      else setFormError(messageText);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-label={text.heading}>
      <noscript>
        <NoScript>{text.noscript}</NoScript>
      </noscript>
      <ApplyFileUpload
        purpose="business_licence"
        label={text.fileLabel}
        hint={text.fileHint}
        maxFiles={1}
        files={files}
        onChange={(next) => {
          setFiles(next);
          if (next.length > 0) setFileError(null);
        }}
        error={fileError}
        chooseLabel={text.choose}
        replaceLabel={text.replace}
        linkFiles
        inputId={`${id}-licence`}
      />
      <Field label={text.messageLabel} id={`${id}-message`} hint={text.messageHint} error={messageError ?? undefined}>
        {(control) => (
          <TextArea {...control} value={message} maxLength={MESSAGE_MAX_LENGTH} onChange={(event) => setMessage(event.target.value)} />
        )}
      </Field>
      {formError ? <FieldError role="alert">{formError}</FieldError> : null}
      <Button type="submit" $size="lg" $block disabled={busy}>
        {busy ? text.submitting : text.submit}
      </Button>
    </Form>
  );
}
