import Link from 'next/link';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
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
import { applyMessages } from '@/lib/applications/apply.messages';
import { commonMessages } from '@/lib/messages/common';
import { ApplyFileUpload } from './ApplyFileUpload';
import { Check, Field, FieldError, Form, Hint, Input, Lead, Links, NoScript, Pair, Panel, Select, TextArea, TitleRow } from './Apply.styles';

const text = applyMessages.brand;

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
        <Hint>{text.applicationNo(done)}</Hint>
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

  const describe = (field: BrandFormField | 'attachmentKeys', hint?: boolean) =>
    [hint ? `${fieldId(field)}-hint` : null, errors[field] ? `${fieldId(field)}-error` : null].filter(Boolean).join(' ') || undefined;
  const errorOf = (field: BrandFormField | 'attachmentKeys') =>
    errors[field] ? <FieldError id={`${fieldId(field)}-error`}>{errors[field]}</FieldError> : null;
  const textInput = (field: 'brandName' | 'businessName' | 'contactName' | 'contactEmail' | 'website', label: string, extra: object = {}, hint?: string) => (
    <Field>
      <label htmlFor={fieldId(field)}>{label}</label>
      <Input
        id={fieldId(field)}
        value={values[field]}
        $invalid={Boolean(errors[field])}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describe(field, Boolean(hint))}
        onChange={(event) => set(field, event.target.value)}
        onBlur={() => check(field)}
        {...extra}
      />
      {hint ? <Hint id={`${fieldId(field)}-hint`}>{hint}</Hint> : null}
      {errorOf(field)}
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
        <Field>
          <label htmlFor={fieldId('registrationNo')}>{text.registrationNo}</label>
          <Input
            id={fieldId('registrationNo')}
            inputMode="numeric"
            placeholder={text.registrationNoHint}
            value={values.registrationNo}
            $invalid={Boolean(errors.registrationNo)}
            aria-invalid={errors.registrationNo ? true : undefined}
            aria-describedby={describe('registrationNo')}
            onChange={(event) => set('registrationNo', typeRegistrationNo(event.target.value))}
            onBlur={() => check('registrationNo')}
          />
          {errorOf('registrationNo')}
        </Field>
        <Field>
          <label htmlFor={fieldId('categoryId')}>{text.category}</label>
          <Select
            id={fieldId('categoryId')}
            value={values.categoryId}
            $invalid={Boolean(errors.categoryId)}
            aria-invalid={errors.categoryId ? true : undefined}
            aria-describedby={describe('categoryId')}
            onChange={(event) => set('categoryId', event.target.value)}
            onBlur={() => check('categoryId')}
          >
            <option value="">{text.categoryPlaceholder}</option>
            {BRAND_CATEGORIES.map((category) => (
              <option key={category.id} value={String(category.id)}>
                {category.name}
              </option>
            ))}
          </Select>
          {errorOf('categoryId')}
        </Field>
      </Pair>
      <Pair>
        {textInput('contactName', text.contactName, { autoComplete: 'name', maxLength: 40 })}
        <Field>
          <label htmlFor={fieldId('contactPhone')}>{text.contactPhone}</label>
          <Input
            id={fieldId('contactPhone')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            placeholder={text.contactPhoneHint}
            value={values.contactPhone}
            $invalid={Boolean(errors.contactPhone)}
            aria-invalid={errors.contactPhone ? true : undefined}
            aria-describedby={describe('contactPhone')}
            onChange={(event) => set('contactPhone', typeMobileNo(event.target.value))}
            onBlur={() => check('contactPhone')}
          />
          {errorOf('contactPhone')}
        </Field>
      </Pair>
      <Pair>
        {textInput('contactEmail', text.contactEmail, { type: 'email', autoComplete: 'email', maxLength: 254 })}
        {textInput('website', text.website, { type: 'url', inputMode: 'url', maxLength: 300 }, text.websiteHint)}
      </Pair>
      <Field>
        <label htmlFor={fieldId('introduction')}>{text.introduction}</label>
        <TextArea
          id={fieldId('introduction')}
          value={values.introduction}
          maxLength={INTRODUCTION_MAX_LENGTH}
          $invalid={Boolean(errors.introduction)}
          aria-invalid={errors.introduction ? true : undefined}
          aria-describedby={describe('introduction', true)}
          onChange={(event) => set('introduction', event.target.value)}
          onBlur={() => check('introduction')}
        />
        <Hint id={`${fieldId('introduction')}-hint`}>
          {text.introductionHint(Array.from(values.introduction).length, INTRODUCTION_MAX_LENGTH)}
        </Hint>
        {errorOf('introduction')}
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
      <Field>
        <Check>
          <input
            id={fieldId('privacyConsent')}
            type="checkbox"
            checked={values.privacyConsent}
            aria-invalid={errors.privacyConsent ? true : undefined}
            aria-describedby={describe('privacyConsent')}
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
        {errorOf('privacyConsent')}
      </Field>
      {formError ? <FieldError role="alert">{formError}</FieldError> : null}
      <Button type="submit" $size="lg" $block disabled={busy}>
        {busy ? text.submitting : text.submit}
      </Button>
    </Form>
  );
}
