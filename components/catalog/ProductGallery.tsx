import { useRef, useState } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '@/components/ui/VisuallyHidden';
import { productMessages } from '@/lib/catalog/product.messages';
import { fillPicture, Picture } from '@/components/ui/Picture';
import { colors, fontSizes, media, radii, space } from '@/styles/theme';

const text = productMessages;

/** The main picture's width: the full phone width, half the content column from 750 px. */
const MAIN_SIZES = '(max-width: 749px) 100vw, 600px';

/**
 * Every picture of the product in one CSS scroll-snap track (no library): a
 * phone swipes it and sees dots and a "1 / 3" counter; a desktop also gets
 * thumbnails that scroll the track to their picture. Uploaded pictures come
 * in the widths the server keeps (srcset, components/ui/Picture.tsx), generated
 * SVGs as they are; the first is fetched at once with a high priority, and
 * each slide keeps a square box so nothing shifts while they load.
 */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const total = images.length;

  if (total === 0) return <Empty aria-hidden="true" />;

  function onScroll() {
    const element = track.current;
    if (!element || element.clientWidth === 0) return;
    const index = Math.round(element.scrollLeft / element.clientWidth);
    setCurrent(Math.min(total - 1, Math.max(0, index)));
  }

  function show(index: number) {
    const element = track.current;
    setCurrent(index);
    if (element) element.scrollTo({ left: index * element.clientWidth, behavior: 'smooth' });
  }

  return (
    <Wrapper>
      <Track
        ref={track}
        onScroll={onScroll}
        // Focusable so a keyboard can scroll it (arrow keys), as a finger swipes it.
        tabIndex={total > 1 ? 0 : undefined}
        role="region"
        aria-label={text.gallery}
      >
        {images.map((src, index) => (
          <Slide key={src} aria-hidden={index === current ? undefined : true}>
            <Picture src={src} alt={text.imageAlt(name, index)} sizes={MAIN_SIZES} priority={index === 0} />
          </Slide>
        ))}
      </Track>
      {total > 1 ? (
        <>
          <Counter role="status">
            <span aria-hidden="true">{text.imageCounter(current, total)}</span>
            <VisuallyHidden>{text.imageCounterLabel(current, total)}</VisuallyHidden>
          </Counter>
          <Thumbnails>
            {images.map((src, index) => (
              <li key={src}>
                <Thumbnail
                  type="button"
                  aria-label={text.showImage(index, total)}
                  aria-current={index === current ? 'true' : undefined}
                  onClick={() => show(index)}
                >
                  <Picture src={src} alt="" size={72} />
                </Thumbnail>
              </li>
            ))}
          </Thumbnails>
        </>
      ) : null}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
  min-width: 0;
`;

const Empty = styled.div`
  aspect-ratio: 1 / 1;
  border-radius: ${radii.lg};
  background: ${colors.surface};
`;

const Track = styled.div`
  display: flex;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  border-radius: ${radii.lg};
  background: ${colors.surface};

  &::-webkit-scrollbar {
    display: none;
  }

  &:focus-visible {
    outline: 2px solid ${colors.primary};
    outline-offset: 2px;
  }
`;

const Slide = styled.div`
  ${fillPicture};
  flex: 0 0 100%;
  aspect-ratio: 1 / 1;
  scroll-snap-align: start;
`;

const Counter = styled.div`
  position: absolute;
  top: ${space.md};
  right: ${space.md};
  padding: 2px 10px;
  border-radius: ${radii.pill};
  background: ${colors.topBar};
  color: ${colors.textInverse};
  font-size: ${fontSizes.sm};
`;

const Thumbnails = styled.ul`
  display: none;

  ${media.desktop} {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm};
    margin-top: ${space.md};
  }
`;

const Thumbnail = styled.button`
  display: block;
  width: 72px;
  height: 72px;
  padding: 0;
  overflow: hidden;
  border: 2px solid transparent;
  border-radius: ${radii.md};
  background: ${colors.surface};

  &[aria-current='true'] {
    border-color: ${colors.primary};
  }

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
