import { useId, useRef, useState, useSyncExternalStore, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/Button';
import { FieldError, FieldHint, FieldLabel } from '@/components/ui/fieldParts';
import { offscreen } from '@/components/ui/VisuallyHidden';
import { ATTACHMENT_RULES, acceptOf, type AttachmentPurpose, type UploadedAttachment } from '@/lib/contract/attachments';
import { uploadAttachment } from '@/lib/applications/client/applications';
import { isApiError } from '@/lib/client/errors';
import { applicationMessages } from '@/lib/applications/applications.messages';
import { colors, fontSizes, radii, space } from '@/styles/theme';

const text = applicationMessages.upload;

const noSubscription = () => () => {};

/** `1536` -> `1.5 KB`. */
export function fileSize(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / (1024 * 1024)).toFixed(1)} MB`;
}

export interface ApplyFileUploadProps {
  purpose: AttachmentPurpose;
  label: string;
  hint: string;
  /** 1: one file, replaced by choosing again; more: a list up to this many. */
  maxFiles: number;
  files: UploadedAttachment[];
  onChange: (files: UploadedAttachment[]) => void;
  /** The form's error for the whole control (e.g. no file yet). */
  error?: string | null;
  /** Visitors' uploads: a 401 is an answer, not an expired session. */
  anonymous?: boolean;
  chooseLabel: string;
  replaceLabel?: string;
  tooManyMessage?: string;
  /** Whether the uploaded files can be opened by their uploader (not a visitor's). */
  linkFiles?: boolean;
  inputId?: string;
}

/**
 * A document upload: says the accepted types and size before a file is
 * chosen, checks both in the browser, uploads at once (POST
 * /attachments/upload, where the type is sniffed again from the bytes), then
 * shows each file's name and size with a remove button. Errors are Korean and
 * sit under the control. Disabled until the page's script runs.
 */
export function ApplyFileUpload({
  purpose,
  label,
  hint,
  maxFiles,
  files,
  onChange,
  error,
  anonymous,
  chooseLabel,
  replaceLabel,
  tooManyMessage,
  linkFiles,
  inputId,
}: ApplyFileUploadProps) {
  const generated = useId();
  const id = inputId ?? `${generated}-file`;
  const input = useRef<HTMLInputElement>(null);
  // False in the server's HTML (the control needs the script), true once hydrated.
  const ready = useSyncExternalStore(noSubscription, () => true, () => false);
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const rule = ATTACHMENT_RULES[purpose];
  const single = maxFiles === 1;
  const full = !single && files.length >= maxFiles;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploadError(null);
    if (file.size > rule.maxBytes) return setUploadError(text.tooLarge);
    if (file.type && !(rule.types as readonly string[]).includes(file.type)) return setUploadError(text.wrongType);
    if (full) return setUploadError(tooManyMessage ?? null);
    setBusy(true);
    try {
      const uploaded = await uploadAttachment(purpose, file, { anonymous });
      onChange(single ? [uploaded] : [...files, uploaded]);
    } catch (failure) {
      setUploadError(isApiError(failure) ? failure.message : text.failed);
    } finally {
      setBusy(false);
    }
  }

  const shownError = uploadError ?? error ?? null;
  const describedBy = [`${id}-hint`, shownError ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <Wrapper>
      {/* A span, not a label: it names the file input together with its button (aria-labelledby). */}
      <FieldLabel as="span" id={`${id}-label`}>
        {label}
      </FieldLabel>
      <FieldHint id={`${id}-hint`}>{hint}</FieldHint>
      {files.length > 0 ? (
        <FileList aria-label={label}>
          {files.map((file) => (
            <li key={file.key}>
              <span className="name">
                {linkFiles ? (
                  <a href={file.url} target="_blank" rel="noreferrer">
                    {file.fileName}
                  </a>
                ) : (
                  file.fileName
                )}
              </span>
              <span className="size">{fileSize(file.size)}</span>
              <Button
                type="button"
                $variant="ghost"
                $size="sm"
                aria-label={text.removeFile(file.fileName)}
                onClick={() => onChange(files.filter((other) => other.key !== file.key))}
              >
                {applicationMessages.certification.remove}
              </Button>
            </li>
          ))}
        </FileList>
      ) : null}
      <Picker>
        <input
          ref={input}
          id={id}
          type="file"
          accept={acceptOf(purpose)}
          disabled={!ready || busy || full}
          aria-labelledby={`${id}-label ${id}-choose`}
          aria-describedby={describedBy}
          aria-invalid={shownError ? true : undefined}
          onChange={(event) => void choose(event)}
        />
        <label htmlFor={id} id={`${id}-choose`} aria-hidden="true" data-disabled={!ready || busy || full ? 'true' : undefined}>
          {busy ? applicationMessages.certification.uploading : single && files.length > 0 ? (replaceLabel ?? chooseLabel) : chooseLabel}
        </label>
      </Picker>
      <p role="status" aria-live="polite" className="sr">
        {busy ? applicationMessages.certification.uploading : files.length > 0 ? applicationMessages.certification.uploaded(files[files.length - 1].fileName, fileSize(files[files.length - 1].size)) : ''}
      </p>
      {shownError ? (
        <FieldError id={`${id}-error`} role="alert">
          {shownError}
        </FieldError>
      ) : null}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;

  .sr {
    ${offscreen};
    margin: -1px;
    white-space: nowrap;
  }
`;

const FileList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: ${space.sm};
    min-height: 44px;
    padding: 0 0 0 ${space.md};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    background: ${colors.surface};
  }

  .name {
    flex: 1 1 auto;
    min-width: 0;
    overflow-wrap: anywhere;
    font-weight: 600;
  }

  .name a {
    color: ${colors.primary};
  }

  .size {
    flex: 0 0 auto;
    color: ${colors.textSecondary};
    font-size: ${fontSizes.md};
  }

  button {
    min-height: 44px;
  }
`;

/** The native input stays in place for keyboards and assistive technology; its label is the visible button. */
const Picker = styled.div`
  position: relative;
  align-self: flex-start;

  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    opacity: 0;
    cursor: pointer;
  }

  input:disabled {
    cursor: not-allowed;
  }

  label {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    padding: 0 ${space.lg};
    border: 1px solid ${colors.borderStrong};
    border-radius: ${radii.md};
    background: ${colors.background};
    color: ${colors.text};
    font-weight: 600;
    pointer-events: none;
  }

  label[data-disabled='true'] {
    color: ${colors.textSecondary};
  }

  input:focus-visible + label {
    outline: 3px solid ${colors.primary};
    outline-offset: 2px;
  }
`;
