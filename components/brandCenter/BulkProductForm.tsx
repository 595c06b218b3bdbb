import { useId, useState } from 'react';
import styled from 'styled-components';
import type { BulkProductPreview, BulkProductRow } from '@/lib/brandCenter/brandProducts.contract';
import { brandProductsBulkMessages } from '@/lib/brandCenter/brandProductsBulk.messages';
import { PRODUCTS_FILE_PATH, sendProductsFile, uploadBrandPicture } from '@/lib/brandCenter/client/brandProducts';
import { isApiError } from '@/lib/client/errors';
import { colors, fontSizes, space } from '@/styles/theme';
import { ExcelUploadForm, PanelRow, PreviewTable } from './ExcelUploadForm';

const text = brandProductsBulkMessages;
const columns = text.previewColumns;

/**
 * 엑셀로 상품 등록·수정 (BulkProductPanel's form, loaded when opened): the brand's products as a
 * file, the edited file checked product by product (what changes, what is wrong) before anything
 * is saved, and saved at once when no product is refused. New products take pictures uploaded
 * here first, by their addresses.
 */
export function BulkProductForm({ onSaved }: { onSaved: (message: string) => void }) {
  return (
    <ExcelUploadForm<BulkProductPreview>
      texts={{ ...text, fileRequired: text.errors.fileRequired }}
      downloadHref={PRODUCTS_FILE_PATH}
      check={(file) => sendProductsFile(file, false)}
      apply={async (file) => {
        const saved = await sendProductsFile(file, true);
        return text.applied(saved.created, saved.updated);
      }}
      applicable={(preview) => (preview.refused === 0 ? preview.created + preview.updated : 0)}
      applyLabel={text.apply}
      onApplied={onSaved}
      renderPreview={(preview) => (
        <>
          <p role="status">{text.summary(preview.created, preview.updated, preview.unchanged, preview.refused)}</p>
          {/* The products the file changes or cannot save; the unchanged ones are only counted. */}
          {preview.rows.some(shown) ? (
            <PreviewTable caption={text.previewLabel} columns={[columns.rows, columns.product, columns.change, columns.result]}>
              {preview.rows.filter(shown).map((row) => (
                <tr key={row.firstRow}>
                  <th scope="row">{text.rows(row.firstRow, row.lastRow)}</th>
                  <td data-label={columns.product}>{row.idProduct ? `${row.idProduct} ${row.name}` : row.name}</td>
                  <td data-label={columns.change}>{row.changes.length > 0 ? `${text.change[row.change]}: ${row.changes.join(', ')}` : text.change[row.change]}</td>
                  <td data-label={columns.result} data-refused={row.error ? 'true' : undefined}>
                    {row.error ?? text.ok}
                  </td>
                </tr>
              ))}
            </PreviewTable>
          ) : null}
        </>
      )}
    >
      <PictureAddresses />
    </ExcelUploadForm>
  );
}

const shown = (row: BulkProductRow) => row.error !== null || row.change !== 'same';

/** Pictures for new products: uploaded one by one, each address shown to copy into the file. */
function PictureAddresses() {
  const id = useId();
  const [uploaded, setUploaded] = useState<{ name: string; url: string }[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  async function upload(files: FileList | null) {
    if (!files || files.length === 0) return;
    setBusy(true);
    const failed: string[] = [];
    for (const file of Array.from(files)) {
      try {
        const picture = await uploadBrandPicture(file);
        setUploaded((current) => [...current, { name: file.name, url: picture.url }]);
      } catch (failure) {
        failed.push(text.pictureFailed(file.name, isApiError(failure) ? failure.message : ''));
      }
    }
    setErrors(failed);
    setBusy(false);
  }

  return (
    <Pictures aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{text.pictures}</h3>
      <p>{text.picturesHint}</p>
      <PanelRow>
        <label htmlFor={`${id}-files`}>{text.pictureFiles}</label>
        <input
          id={`${id}-files`}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp"
          disabled={busy}
          onChange={(event) => {
            void upload(event.target.files);
            event.target.value = '';
          }}
        />
      </PanelRow>
      {errors.map((error) => (
        <p key={error} role="alert">
          {error}
        </p>
      ))}
      {uploaded.length > 0 ? (
        <ul>
          {uploaded.map((picture) => (
            <li key={picture.url}>
              <label htmlFor={`${id}-${picture.url}`}>{text.pictureAddress(picture.name)}</label>
              <input id={`${id}-${picture.url}`} readOnly value={picture.url} onFocus={(event) => event.target.select()} />
            </li>
          ))}
        </ul>
      ) : null}
    </Pictures>
  );
}

const Pictures = styled.section`
  margin-bottom: ${space.md};
  padding: ${space.md};
  background: ${colors.surface};

  h3 {
    margin: 0 0 ${space.xs};
    font-size: ${fontSizes.md};
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li {
    display: grid;
    gap: ${space.xs};
    margin-top: ${space.sm};
  }

  li input {
    min-height: 44px;
    padding: 0 ${space.sm};
    border: 1px solid ${colors.border};
    font-family: monospace;
    font-size: ${fontSizes.sm};
  }
`;
