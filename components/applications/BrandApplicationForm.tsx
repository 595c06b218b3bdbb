import Link from 'next/link';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { FieldError, FieldHint, fieldControlProps, fieldIds } from '@/components/ui/fieldParts';
import {
  BRAND_CATEGORIES,
  BRAND_FORM_FIELDS,
  INTRODUCTION_MAX_LENGTH,
  MAX_ATTACHMENTS,
  brandFieldError,
  brandFormErrors,
  typeMobileNo,
  typeRegistrationNo,
  type BrandFormField,
  type BrandFormValues,
} from '@/lib/applications/applications.contract';
import type { UploadedAttachment } from '@/lib/contract/attachments';
import { submitBrandApplication } from '@/lib/applications/client/applications';
import { isApiError } from '@/lib/client/errors';
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

type Errors = Partial<Record<BrandFormField | 'attachmentKeys', string>>;

/**
 * The brand admission form: each field checked when it is left and again on
 * submit (the server checks the same rules, lib/applications/applications.contract.ts),
 * optional documents (anonymous uploads), consent to the privacy policy, then
 * a confirmation of what happens next.
 */
export function BrandApplicationForm({ loggedIn }: { loggedIn: boolean }) {
  const id = useId();
  const [values, setValues] = useState<BrandFormValues>(EMPTY);
  const [files, setFiles] = useState<UploadedAttachment[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<number | null>(null);

  const fieldId = (field: string) => `${id}-${field}`;

  function set<K extends BrandFormField>(field: K, value: BrandFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    // An error goes away as soon as the field is right again.
    if (errors[field]) {
      const next = { ...values, [field]: value };
      setErrors((current) => ({ ...current, [field]: brandFieldError(field, next) ?? undefined }));
    }
  }

  function check(field: BrandFormField) {
    setErrors((current) => ({ ...current, [field]: brandFieldError(field, values) ?? undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found = brandFormErrors(values);
    setErrors(found);
    const first = BRAND_FORM_FIELDS.find((field) => found[field]);
    if (first) return document.getElementById(fieldId(first))?.focus();
    setBusy(true);
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
        attachmentKeys: files.map((file) => file.key),
        privacyConsent: true,
      });
      setDone(result.id);
    } catch (failure) {
      const message = isApiError(failure) ? failure.message : commonMessages.network.offline;
      const field = isApiError(failure) ? failure.field : undefined;
      if (field && (field === 'attachmentKeys' || (BRAND_FORM_FIELDS as readonly string[]).includes(field))) {
        setErrors((current) => ({ ...current, [field]: message }));
        document.getElementById(fieldId(field))?.focus();
      } else setFormError(message);
    } finally {
      setBusy(false);
    }
  }

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
            setValues(EMPTY);
            setFiles([]);
            setErrors({});
            setDone(null);
          }}
        >
          {text.another}
        </Button>
      </Panel>
    );
  }

  const textInput = (field: 'brandName' | 'businessName' | 'contactName' | 'contactEmail' | 'website', label: string, extra: object = {}, hint?: string) => (
    <Field label={label} id={fieldId(field)} hint={hint} error={errors[field]}>
      {(control) => (
        <Input {...control} value={values[field]} onChange={(event) => set(field, event.target.value)} onBlur={() => check(field)} {...extra} />
      )}
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
        <Field label={text.registrationNo} id={fieldId('registrationNo')} error={errors.registrationNo}>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              placeholder={text.registrationNoHint}
              value={values.registrationNo}
              onChange={(event) => set('registrationNo', typeRegistrationNo(event.target.value))}
              onBlur={() => check('registrationNo')}
            />
          )}
        </Field>
        <Field label={text.category} id={fieldId('categoryId')} error={errors.categoryId}>
          {(control) => (
            <Select {...control} value={values.categoryId} onChange={(event) => set('categoryId', event.target.value)} onBlur={() => check('categoryId')}>
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
        <Field label={text.contactPhone} id={fieldId('contactPhone')} error={errors.contactPhone}>
          {(control) => (
            <Input
              {...control}
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              placeholder={text.contactPhoneHint}
              value={values.contactPhone}
              onChange={(event) => set('contactPhone', typeMobileNo(event.target.value))}
              onBlur={() => check('contactPhone')}
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
        id={fieldId('introduction')}
        hint={text.introductionHint(Array.from(values.introduction).length, INTRODUCTION_MAX_LENGTH)}
        error={errors.introduction}
      >
        {(control) => (
          <TextArea
            {...control}
            value={values.introduction}
            maxLength={INTRODUCTION_MAX_LENGTH}
            onChange={(event) => set('introduction', event.target.value)}
            onBlur={() => check('introduction')}
          />
        )}
      </Field>
      <ApplyFileUpload
        purpose="brand_application"
        label={text.attachments}
        hint={text.attachmentsHint}
        maxFiles={MAX_ATTACHMENTS}
        files={files}
        onChange={setFiles}
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
            onChange={(event) => set('privacyConsent', event.target.checked)}
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
      {formError ? <FieldError role="alert">{formError}</FieldError> : null}
      <Button type="submit" $size="lg" $block disabled={busy}>
        {busy ? text.submitting : text.submit}
      </Button>
    </Form>
  );
}
