import { useEffect, useEffectEvent, type MouseEvent, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Whether a sweetalert2 popup is open (it handles its own keys). */
function alertOpen(): boolean {
  return document.querySelector('.swal2-container') !== null;
}

/**
 * Behaviour of a modal layer while `open`: Escape closes, Tab stays inside
 * `container`, the page behind does not scroll, focus moves into the layer
 * (to `initialFocus` or the container) and returns to where it was on close.
 * Returns the backdrop's props: a press on the backdrop itself, outside the
 * layer, closes it too.
 */
export function useOverlay(
  open: boolean,
  onClose: () => void,
  container: RefObject<HTMLElement | null>,
  initialFocus?: RefObject<HTMLElement | null>,
): { onMouseDown: (event: MouseEvent<HTMLElement>) => void } {
  const close = useEffectEvent(() => onClose());

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    (initialFocus?.current ?? container.current)?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (alertOpen()) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      const root = container.current;
      if (event.key !== 'Tab' || !root) return;
      const items = Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && (document.activeElement === first || !root.contains(document.activeElement))) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !root.contains(document.activeElement))) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      if (previous?.isConnected) previous.focus();
    };
  }, [open, container, initialFocus]);

  return {
    onMouseDown: (event) => {
      if (event.target === event.currentTarget) onClose();
    },
  };
}
