import Link from '@/components/ui/Link';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { FieldError, FieldHint, fieldControlProps, fieldIds } from '@/components/ui/fieldParts';
import {
  BRAND_CATEGORIES,
  BRAND_FORM_FIELDS,
  INTRODUCTION_MAX_LENGTH,
  MAX_ATTACHMENTS,
  brandFormErrors,
  typeMobileNo,
  typeRegistrationNo,
  type BrandFormField,
  type BrandFormValues,
} from '@/lib/applications/applications.contract';
import type { UploadedAttachment } from '@/lib/contract/attachments';
import { submitBrandApplication } from '@/lib/applications/client/applications';
import { useForm } from '@/lib/client/form';
import { applicationMessages } from '@/lib/applications/applications.messages';
import { commonMessages } from '@/lib/messages/common';
import { ApplyFileUpload } from './ApplyFileUpload';
import { Check, ConsentBox, Form, Input, Lead, Links, NoScript, Pair, Panel, Select, TextArea, TitleRow } from './Apply.styles';

const text = applicationMessages.brand;

const EMPTY: BrandFormValues = {
  brandName: '',
  businessName: '',
  registrationNo: '',
  categoryId: '',
  contactName: '',
  contactPhone: '',
  contactEmail: '',
  website: '',
  introduction: '',
  privacyConsent: false,
};

/** The form's values: the fields the contract checks, and the uploaded documents. */
type BrandForm = BrandFormValues & { attachmentKeys: UploadedAttachment[] };

/**
 * The brand admission form: each field checked when it is left and again on
 * submit (the server checks the same rules, lib/applications/applications.contract.ts),
 * optional documents (anonymous uploads), consent to the privacy policy, then
 * a confirmation of what happens next.
 */
export function BrandApplicationForm({ loggedIn }: { loggedIn: boolean }) {
  const form = useForm<BrandForm, BrandFormField | 'attachmentKeys'>({
    initial: { ...EMPTY, attachmentKeys: [] },
    validate: brandFormErrors,
    order: [...BRAND_FORM_FIELDS, 'attachmentKeys'],
    checkEmpty: true,
  });
  const { values, errors } = form;
  const [done, setDone] = useState<number | null>(null);
  const fieldId = form.id;

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await submitBrandApplication({
        brandName: values.brandName,
        businessName: values.businessName,
        registrationNo: values.registrationNo,
        categoryId: Number(values.categoryId),
        contactName: values.contactName,
        contactPhone: values.contactPhone,
        contactEmail: values.contactEmail,
        ...(values.website.trim() ? { website: values.website.trim() } : {}),
        introduction: values.introduction,
        attachmentKeys: values.attachmentKeys.map((file) => file.key),
        privacyConsent: true,
      });
      setDone(result.id);
    } catch (failure) {
      form.fail(failure, commonMessages.network.offline);
    }
  });

  if (done !== null) {
    return (
      <Panel role="status">
        <TitleRow>
          <h3>{text.successTitle}</h3>
        </TitleRow>
        <FieldHint>{text.applicationNo(done)}</FieldHint>
        {text.successBody.map((line) => (
          <Lead key={line}>{line}</Lead>
        ))}
        <Button
          type="button"
          $variant="secondary"
          onClick={() => {
            form.reset();
            setDone(null);
          }}
        >
          {text.another}
        </Button>
      </Panel>
    );
  }

  const textInput = (field: 'brandName' | 'businessName' | 'contactName' | 'contactEmail' | 'website', label: string, extra: object = {}, hint?: string) => (
    <Field label={label} {...form.field(field)} hint={hint}>
      {(control) => <Input {...control} {...form.input(field)} {...extra} />}
    </Field>
  );

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-label={text.formHeading}>
      <noscript>
        <NoScript>{text.noscript}</NoScript>
      </noscript>
      <Pair>
        {textInput('brandName', text.brandName, { autoComplete: 'organization', maxLength: 60 })}
        {textInput('businessName', text.businessName, { maxLength: 60 })}
      </Pair>
      <Pair>
        <Field label={text.registrationNo} {...form.field('registrationNo')}>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              placeholder={text.registrationNoHint}
              {...form.input('registrationNo')}
              onChange={(event) => form.set('registrationNo', typeRegistrationNo(event.target.value))}
            />
          )}
        </Field>
        <Field label={text.category} {...form.field('categoryId')}>
          {(control) => (
            <Select {...control} value={values.categoryId} onChange={(event) => form.set('categoryId', event.target.value)} onBlur={() => form.touch('categoryId')}>
              <option value="">{text.categoryPlaceholder}</option>
              {BRAND_CATEGORIES.map((category) => (
                <option key={category.id} value={String(category.id)}>
                  {category.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </Pair>
      <Pair>
        {textInput('contactName', text.contactName, { autoComplete: 'name', maxLength: 40 })}
        <Field label={text.contactPhone} {...form.field('contactPhone')}>
          {(control) => (
            <Input
              {...control}
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              placeholder={text.contactPhoneHint}
              {...form.input('contactPhone')}
              onChange={(event) => form.set('contactPhone', typeMobileNo(event.target.value))}
            />
          )}
        </Field>
      </Pair>
      <Pair>
        {textInput('contactEmail', text.contactEmail, { type: 'email', autoComplete: 'email', maxLength: 254 })}
        {textInput('website', text.website, { type: 'url', inputMode: 'url', maxLength: 300 }, text.websiteHint)}
      </Pair>
      <Field
        label={text.introduction}
        {...form.field('introduction')}
        hint={text.introductionHint(Array.from(values.introduction).length, INTRODUCTION_MAX_LENGTH)}
      >
        {(control) => <TextArea {...control} maxLength={INTRODUCTION_MAX_LENGTH} {...form.input('introduction')} />}
      </Field>
      <ApplyFileUpload
        purpose="brand_application"
        label={text.attachments}
        hint={text.attachmentsHint}
        maxFiles={MAX_ATTACHMENTS}
        files={values.attachmentKeys}
        onChange={(next) => form.set('attachmentKeys', next)}
        error={errors.attachmentKeys}
        // A logged-in applicant's uploads are theirs; a visitor's are anonymous.
        anonymous={!loggedIn}
        linkFiles={loggedIn}
        chooseLabel={text.addFile}
        tooManyMessage={text.tooManyFiles}
        inputId={fieldId('attachmentKeys')}
      />
      <ConsentBox>
        <Check>
          <input
            {...fieldControlProps(fieldId('privacyConsent'), { error: Boolean(errors.privacyConsent) })}
            type="checkbox"
            checked={values.privacyConsent}
            onChange={(event) => form.set('privacyConsent', event.target.checked)}
          />
          {text.consent}
        </Check>
        <Links>
          <li>
            <Link href="/privacy" target="_blank">
              {text.consentLink}
            </Link>
          </li>
        </Links>
        {errors.privacyConsent ? <FieldError id={fieldIds(fieldId('privacyConsent')).error}>{errors.privacyConsent}</FieldError> : null}
      </ConsentBox>
      {form.formError ? <FieldError role="alert">{form.formError}</FieldError> : null}
      <Button type="submit" $size="lg" $block disabled={form.busy}>
        {form.busy ? text.submitting : text.submit}
      </Button>
    </Form>
  );
}
