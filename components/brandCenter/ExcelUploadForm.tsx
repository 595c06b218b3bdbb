import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/Button';
import { TableHead } from '@/components/ui/TableHead';
import { isApiError } from '@/lib/client/errors';
import { space } from '@/styles/theme';
import { ReportScroll, ReportTable } from './reportTable';

/** The texts of one Excel panel's form (the feature's messages). */
export interface ExcelPanelTexts {
  lead: string;
  download: string;
  upload: string;
  check: string;
  fileRequired: string;
}

/**
 * The brand centre's Excel round trip (발송, 상품) inside its ExcelPanel: a file to download, the
 * edited file uploaded and checked row by row before anything changes, and one button that
 * applies a file with no refused row.
 */
export function ExcelUploadForm<Preview>({
  texts,
  downloadHref,
  check,
  apply,
  applicable,
  applyLabel,
  renderPreview,
  onApplied,
  children,
}: {
  texts: ExcelPanelTexts;
  downloadHref: string;
  check: (file: ArrayBuffer) => Promise<Preview>;
  /** Applies the file; the message to show. */
  apply: (file: ArrayBuffer) => Promise<string>;
  /** How many rows the file would apply: 0 when it cannot (a refused row, or nothing to do). */
  applicable: (preview: Preview) => number;
  applyLabel: (count: number) => string;
  renderPreview: (preview: Preview) => ReactNode;
  onApplied: (message: string) => void;
  children?: ReactNode;
}) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // A new file control after a file is applied, so the control no longer names it.
  const [round, setRound] = useState(0);

  async function send(applying: boolean) {
    if (!file) {
      setError(texts.fileRequired);
      return;
    }
    setBusy(true);
    setError('');
    try {
      const bytes = await file.arrayBuffer();
      if (applying) {
        const message = await apply(bytes);
        setPreview(null);
        setFile(null);
        setRound((current) => current + 1);
        onApplied(message);
      } else {
        setPreview(await check(bytes));
      }
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : '');
    } finally {
      setBusy(false);
    }
  }

  const count = preview ? applicable(preview) : 0;
  return (
    <>
      <p>{texts.lead}</p>
      <p>
        <a href={downloadHref} download>
          {texts.download}
        </a>
      </p>
      {children}
      <PanelRow>
        <label htmlFor={`${id}-file`}>{texts.upload}</label>
        <input
          key={round}
          id={`${id}-file`}
          type="file"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setPreview(null);
            setError('');
          }}
        />
        <Button type="button" $variant="secondary" disabled={busy} onClick={() => void send(false)}>
          {texts.check}
        </Button>
      </PanelRow>
      {error ? <p role="alert">{error}</p> : null}
      {preview ? (
        <>
          {renderPreview(preview)}
          {count > 0 ? (
            <Button type="button" $size="lg" disabled={busy} onClick={() => void send(true)}>
              {applyLabel(count)}
            </Button>
          ) : null}
        </>
      ) : null}
    </>
  );
}

/** A label, a control and its button on one line (wrapping on a phone), each at least 44 px tall. */
export const PanelRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
  margin-bottom: ${space.md};

  label {
    font-weight: 700;
  }

  input,
  button {
    min-height: 44px;
  }
`;



/** A checked file's rows: a table named by `caption` that scrolls sideways, a row per `children` row. */
export function PreviewTable({ caption, columns, children }: { caption: string; columns: string[]; children: ReactNode }) {
  return (
    <ReportScroll role="region" aria-label={caption} tabIndex={0}>
      <ReportTable>
        <caption>{caption}</caption>
        <TableHead columns={columns} />
        <tbody>{children}</tbody>
      </ReportTable>
    </ReportScroll>
  );
}
