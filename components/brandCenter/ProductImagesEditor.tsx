import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '@/components/ui/VisuallyHidden';
import { pictureFrame } from '@/components/ui/thumbnail';
import { acceptOf } from '@/lib/contract/attachments';
import { PRODUCT_LIMITS } from '@/lib/brandCenter/brandProducts.contract';
import { uploadBrandPicture } from '@/lib/brandCenter/client/brandProducts';
import { isApiError } from '@/lib/client/errors';
import { brandProductsMessages } from '@/lib/brandCenter/brandProducts.messages';
import { FieldError, FieldHint } from '@/components/ui/fieldParts';
import { SmallButton } from './ProductParts';
import { colors, fontSizes, media, radii, space } from '@/styles/theme';
import { Picture } from '@/components/ui/Picture';

const t = brandProductsMessages.form;

export interface ProductImagesEditorProps {
  images: string[];
  onChange: (images: string[]) => void;
  error?: string;
}

interface Upload {
  id: number;
  name: string;
  percent: number;
}

let uploadSeq = 0;

/**
 * The product's pictures: upload (one request per file, with its progress),
 * a preview of each, move it forward or back (the first is the thumbnail),
 * remove it. A failed upload says why in Korean.
 */
export function ProductImagesEditor({ images, onChange, error }: ProductImagesEditorProps) {
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [uploadError, setUploadError] = useState<string | null>(null);
  // The latest list, for uploads that finish after other changes.
  const latest = useRef(images);
  useEffect(() => {
    latest.current = images;
  }, [images]);

  const add = async (files: FileList | null) => {
    if (!files) return;
    setUploadError(null);
    const room = PRODUCT_LIMITS.imagesMax - latest.current.length - uploads.length;
    const chosen = Array.from(files).slice(0, Math.max(0, room));
    if (chosen.length < files.length) setUploadError(brandProductsMessages.errors.imagesCount(PRODUCT_LIMITS.imagesMin, PRODUCT_LIMITS.imagesMax));
    for (const file of chosen) {
      const upload: Upload = { id: ++uploadSeq, name: file.name, percent: 0 };
      setUploads((current) => [...current, upload]);
      try {
        const stored = await uploadBrandPicture(file, (percent) =>
          setUploads((current) => current.map((entry) => (entry.id === upload.id ? { ...entry, percent } : entry))),
        );
        latest.current = [...latest.current, stored.url];
        onChange(latest.current);
      } catch (failure) {
        setUploadError(isApiError(failure) ? failure.message : String(failure));
      } finally {
        setUploads((current) => current.filter((entry) => entry.id !== upload.id));
      }
    }
    if (input.current) input.current.value = '';
  };

  const move = (from: number, to: number) => {
    const next = [...images];
    const [picked] = next.splice(from, 1);
    next.splice(to, 0, picked);
    onChange(next);
  };

  const message = uploadError ?? error;
  return (
    <div>
      <FieldHint $size="sm">{t.imagesHint}</FieldHint>
      <Pictures>
        {images.map((url, index) => (
          <li key={url}>
            <Frame>
              <Picture src={url} alt={t.imageAlt(index + 1)} size={240} priority />
              {index === 0 ? <First>{t.thumbnail}</First> : null}
            </Frame>
            <Controls>
              <SmallButton type="button" aria-label={t.moveUp(index + 1)} disabled={index === 0} onClick={() => move(index, index - 1)}>
                ←
              </SmallButton>
              <SmallButton type="button" aria-label={t.moveDown(index + 1)} disabled={index === images.length - 1} onClick={() => move(index, index + 1)}>
                →
              </SmallButton>
              <SmallButton type="button" aria-label={t.removeImage(index + 1)} onClick={() => onChange(images.filter((_, i) => i !== index))}>
                ×
              </SmallButton>
            </Controls>
          </li>
        ))}
        {uploads.map((upload) => (
          <li key={`upload-${upload.id}`}>
            <Frame>
              <Progress>
                <progress max={100} value={upload.percent} aria-label={upload.name} />
                <span>{t.uploading(upload.percent)}</span>
              </Progress>
            </Frame>
          </li>
        ))}
      </Pictures>
      <VisuallyHidden as="label" htmlFor="product-image-file">
        {t.addImage}
      </VisuallyHidden>
      <VisuallyHidden
        as="input"
        id="product-image-file"
        ref={input}
        type="file"
        accept={acceptOf('product_image')}
        multiple
        tabIndex={-1}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => void add(event.target.files)}
      />
      <SmallButton type="button" onClick={() => input.current?.click()} disabled={images.length + uploads.length >= PRODUCT_LIMITS.imagesMax}>
        {t.addImage}
      </SmallButton>
      {message ? <FieldError $size="sm" role="alert">{message}</FieldError> : null}
    </div>
  );
}

const Pictures = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space.md};
  margin: ${space.md} 0;

  ${media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Frame = styled.div`
  position: relative;
  aspect-ratio: 1;
  border: 1px solid ${colors.border};
  ${pictureFrame}
`;

const First = styled.span`
  position: absolute;
  top: ${space.xs};
  left: ${space.xs};
  padding: 2px ${space.sm};
  border-radius: ${radii.pill};
  background: ${colors.primary};
  color: ${colors.textInverse};
  font-size: ${fontSizes.sm};
  font-weight: 700;
`;

const Controls = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${space.xs};
  margin-top: ${space.xs};
`;

const Progress = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space.sm};
  height: 100%;
  padding: ${space.sm};
  font-size: ${fontSizes.sm};

  progress {
    width: 100%;
  }
`;
