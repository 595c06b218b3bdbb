import type { BulkShipmentPreview } from '@/lib/brandCenter/brandOrders.contract';
import { brandOrderMessages } from '@/lib/brandCenter/brandOrders.messages';
import { SHIPMENTS_FILE_PATH, sendShipmentsFile } from '@/lib/brandCenter/client/brandOrders';
import { ExcelUploadForm, PreviewTable } from './ExcelUploadForm';

const text = brandOrderMessages.bulk;
const columns = text.columns;

/**
 * 엑셀로 한 번에 발송 (BulkShipPanel's form, loaded when opened): the file of the groups waiting
 * to ship, then the filled file uploaded and checked row by row before anything changes; a file
 * without a refused row ships at once.
 */
export function BulkShipForm({ onShipped }: { onShipped: (message: string) => void }) {
  return (
    <ExcelUploadForm<BulkShipmentPreview>
      texts={text}
      downloadHref={SHIPMENTS_FILE_PATH}
      check={(file) => sendShipmentsFile(file, false)}
      apply={async (file) => text.applied((await sendShipmentsFile(file, true)).shipped)}
      applicable={(preview) => (preview.refused === 0 ? preview.ready : 0)}
      applyLabel={text.apply}
      onApplied={onShipped}
      renderPreview={(preview) => (
        <>
          <p role="status">{text.summary(preview.ready, preview.refused)}</p>
          <PreviewTable caption={text.previewLabel} columns={[columns.row, columns.order, columns.carrier, columns.trackingNo, columns.result]}>
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
          </PreviewTable>
        </>
      )}
    />
  );
}
