import Link from '@/components/ui/Link';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { CloseIcon } from '@/components/ui/icons';
import { TOAST_DURATION_MS } from '@/lib/client/alerts';
import { cartToastMessages } from '@/lib/catalog/cartToast.messages';
import { routes } from '@/lib/site';
import { colors, fontSizes, media, radii, shadows, space, zIndex } from '@/styles/theme';

const text = cartToastMessages;

/**
 * "Put in the cart" with a working link to the cart: a small notice at the
 * top of the screen that closes by itself after TOAST_DURATION_MS
 * (docs/DECISIONS.md), unless the pointer or the focus is on it (so the link
 * can still be reached), or with its close button. A polite live region, so
 * a screen reader hears it without losing its place.
 */
export function CartToast() {
  const [open, setOpen] = useState(true);
  const [held, setHeld] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (!open || held) return undefined;
    timer.current = window.setTimeout(() => setOpen(false), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer.current);
  }, [open, held]);

  return (
    <Region role="status" aria-live="polite">
      {open ? (
        <Toast
          onMouseEnter={() => setHeld(true)}
          onMouseLeave={() => setHeld(false)}
          onFocus={() => setHeld(true)}
          onBlur={() => setHeld(false)}
        >
          <span>{text.addedToCart}</span>
          <Link href={routes.cart}>{text.viewCart}</Link>
          <Close type="button" aria-label={text.closeToast} onClick={() => setOpen(false)}>
            <CloseIcon size={18} />
          </Close>
        </Toast>
      ) : null}
    </Region>
  );
}

/** At the top of a desktop; on a phone just above the bottom bar, clear of the header's cart badge. */
const Region = styled.div`
  position: fixed;
  top: ${space.lg};

  ${media.belowMobile} {
    top: auto;
    bottom: 80px;
  }

  left: 50%;
  z-index: ${zIndex.overlay};
  transform: translateX(-50%);
  width: max-content;
  max-width: calc(100vw - 32px);
`;

const Toast = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.md};
  padding: ${space.xs} ${space.xs} ${space.xs} ${space.lg};
  border-radius: ${radii.md};
  background: ${colors.topBar};
  color: ${colors.textInverse};
  box-shadow: ${shadows.dropdown};
  font-size: ${fontSizes.md};

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${colors.textInverse};
    font-weight: 700;
    text-decoration: underline;
  }
`;

const Close = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  color: ${colors.textInverse};
`;
