import { useId, useRef, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { CloseIcon } from './icons';
import { iconButton } from './iconButton';
import { useOverlay } from './useOverlay';
import { colors, fontSizes, media, radii, shadows, space, zIndex } from '@/styles/theme';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Accessible name of the close (X) button. */
  closeLabel: string;
  /** Element focused on open (default: the dialog itself). */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/** A centred modal dialog (`role="dialog"`, `aria-modal`), bottom sheet on phones. */
export function Modal({ open, onClose, title, closeLabel, initialFocus, children }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const backdrop = useOverlay(open, onClose, panel, initialFocus);
  if (!open) return null;
  return (
    <Backdrop {...backdrop}>
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Head>
          <Title id={titleId}>{title}</Title>
          <CloseButton type="button" aria-label={closeLabel} onClick={onClose}>
            <CloseIcon size={22} />
          </CloseButton>
        </Head>
        {children}
      </Panel>
    </Backdrop>
  );
}

/* The animations are in the global stylesheet (styles/globalCss.ts). */
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${zIndex.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${space.lg};
  background: ${colors.overlay};
  animation: shell-fade-in 0.15s ease-out;

  ${media.belowMobile} {
    align-items: flex-end;
    padding: 0;
  }
`;

const Panel = styled.div`
  width: 100%;
  max-width: 420px;
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  padding: ${space.xl} ${space.xl} ${space.xl};
  border-radius: ${radii.lg};
  background: ${colors.background};
  box-shadow: ${shadows.dropdown};
  animation: shell-rise 0.18s ease-out;

  &:focus {
    outline: none;
  }

  ${media.belowMobile} {
    max-width: none;
    border-radius: ${radii.lg} ${radii.lg} 0 0;
    padding: ${space.xl} ${space.lg} calc(${space.xl} + env(safe-area-inset-bottom));
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${space.lg};
`;

const Title = styled.h2`
  font-size: ${fontSizes.xl};
  font-weight: 700;
`;

/* A 44 px tap target; the negative margins keep the heading row and the icon where a 36 px button had them. */
const CloseButton = styled.button`
  ${iconButton};
  margin: -4px -12px -4px 0;
  color: ${colors.textSecondary};

  &:hover {
    color: ${colors.text};
  }
`;
