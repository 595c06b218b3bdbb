import { useId, useState } from 'react';
import styled from 'styled-components';
import { textLink } from '@/components/ui/textLink';
import { Button } from '@/components/ui/Button';
import { TableHead } from '@/components/ui/TableHead';
import type { BulkShipmentPreview } from '@/lib/brandCenter/brandOrders.contract';
import { brandOrderMessages } from '@/lib/brandCenter/brandOrders.messages';
import { SHIPMENTS_FILE_PATH, sendShipmentsFile } from '@/lib/brandCenter/client/brandOrders';
import { isApiError } from '@/lib/client/errors';
import { colors, fontSizes, radii, space } from '@/styles/theme';
import { ReportScroll, ReportTable } from './reportTable';

const text = brandOrderMessages.bulk;

/**
 * 엑셀로 한 번에 발송: the file of the groups waiting to ship, then the filled file uploaded and
 * checked row by row before anything changes; a file without a refused row ships at once.
 */
export function BulkShipPanel({ onShipped }: { onShipped: (message: string) => void }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<BulkShipmentPreview | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function send(apply: boolean) {
    if (!file) {
      setError(text.fileRequired);
      return;
    }
    setBusy(true);
    setError('');
    try {
      const bytes = await file.arrayBuffer();
      if (apply) {
        const { shipped } = await sendShipmentsFile(bytes, true);
        setPreview(null);
        setFile(null);
        onShipped(text.applied(shipped));
      } else {
        setPreview(await sendShipmentsFile(bytes, false));
      }
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : '');
    } finally {
      setBusy(false);
    }
  }

  const columns = text.columns;
  return (
    <Panel aria-labelledby={`${id}-title`}>
      {/* Closed until wanted: the orders stay at the top of a phone's screen. */}
      <details>
      <summary>
        <h2 id={`${id}-title`}>{text.title}</h2>
      </summary>
      <p>{text.lead}</p>
      <p>
        <a href={SHIPMENTS_FILE_PATH} download>
          {text.download}
        </a>
      </p>
      <Row>
        <label htmlFor={`${id}-file`}>{text.upload}</label>
        <input
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
          {text.check}
        </Button>
      </Row>
      {error ? <p role="alert">{error}</p> : null}
      {preview ? (
        <>
          <p role="status">{text.summary(preview.ready, preview.refused)}</p>
          <ReportScroll role="region" aria-label={text.previewLabel} tabIndex={0}>
            <ReportTable>
              <caption>{text.previewLabel}</caption>
              <TableHead columns={[columns.row, columns.order, columns.carrier, columns.trackingNo, columns.result]} />
              <tbody>
                {preview.rows.map((row) => (
                  <tr key={row.row}>
                    <th scope="row">{row.row}</th>
                    <td data-label={columns.order}>{row.idOrder ?? ''}</td>
                    <td data-label={columns.carrier}>{row.carrier}</td>
                    <td data-label={columns.trackingNo}>{row.trackingNo}</td>
                    <td data-label={columns.result} data-refused={row.error ? 'true' : undefined}>
                      {row.error ?? text.ok}
                    </td>
                  </tr>
                ))}
              </tbody>
            </ReportTable>
          </ReportScroll>
          {preview.refused === 0 && preview.ready > 0 ? (
            <Button type="button" $size="lg" disabled={busy} onClick={() => void send(true)}>
              {text.apply(preview.ready)}
            </Button>
          ) : null}
        </>
      ) : null}
      </details>
    </Panel>
  );
}

const Panel = styled.section`
  margin: ${space.lg} 0;
  padding: ${space.sm} ${space.lg};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};

  /* The disclosure triangle says it opens; at least 44 px tall to tap. */
  summary {
    display: list-item;
    min-height: 44px;
    padding: 10px 0;
    cursor: pointer;
  }

  h2 {
    display: inline;
    margin: 0;
    font-size: ${fontSizes.lg};
    font-weight: 800;
  }

  details[open] summary {
    margin-bottom: ${space.sm};
  }

  p {
    margin: 0 0 ${space.md};
  }

  a {
    ${textLink};
  }

  td[data-refused] {
    color: ${colors.danger};
    font-weight: 700;
    white-space: normal;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
  margin-bottom: ${space.md};

  label {
    font-weight: 700;
  }

  input {
    min-height: 44px;
  }

  button {
    min-height: 44px;
  }
`;
