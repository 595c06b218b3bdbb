import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { FieldError } from '@/components/ui/fieldParts';
import type { ApplicationView } from '@/lib/applications/applications.contract';
import { MESSAGE_MAX_LENGTH } from '@/lib/applications/applications.contract';
import type { UploadedAttachment } from '@/lib/contract/attachments';
import { submitCertification } from '@/lib/applications/client/applications';
import { useForm } from '@/lib/client/form';
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
  const form = useForm<{ licence: UploadedAttachment[]; message: string }>({
    initial: { licence: [], message: '' },
    validate: ({ licence, message }) => ({
      licence: licence.length === 0 ? text.fileRequired : undefined,
      message: Array.from(message).length > MESSAGE_MAX_LENGTH ? applicationMessages.input.messageLength : undefined,
    }),
    order: ['licence', 'message'],
  });
  const { values, errors } = form;

  const submit = form.handleSubmit(async ({ licence, message }) => {
    try {
      const application = await submitCertification({
        attachmentKeys: licence.map((file) => file.key),
        ...(message.trim() ? { message: message.trim() } : {}),
      });
      onSubmitted(application);
    } catch (failure) {
      form.fail(failure, commonMessages.network.offline, { attachmentKeys: 'licence' });
    }
  });

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
        files={values.licence}
        onChange={(next) => form.set('licence', next)}
        error={errors.licence}
        chooseLabel={text.choose}
        replaceLabel={text.replace}
        linkFiles
        inputId={form.id('licence')}
      />
      <Field label={text.messageLabel} {...form.field('message')} hint={text.messageHint}>
        {(control) => <TextArea {...control} maxLength={MESSAGE_MAX_LENGTH} {...form.input('message')} />}
      </Field>
      {form.formError ? <FieldError role="alert">{form.formError}</FieldError> : null}
      <Button type="submit" $size="lg" $block disabled={form.busy}>
        {form.busy ? text.submitting : text.submit}
      </Button>
    </Form>
  );
}
