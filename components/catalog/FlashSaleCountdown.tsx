import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { productMessages } from '@/lib/catalog/product.messages';
import { colors, radii, space } from '@/styles/theme';

const text = productMessages;

function parts(ms: number) {
  const totalSeconds = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}

/** A clock that changes once a second, read through useSyncExternalStore. */
function subscribeToClock(onTick: () => void): () => void {
  const timer = window.setInterval(onTick, 1000);
  return () => window.clearInterval(timer);
}

function readClock(): number {
  return Math.floor(Date.now() / 1000) * 1000;
}

/** The server (and hydration) has no clock of its own here: `renderedAt` stands in. */
function serverClock(): null {
  return null;
}

/**
 * Time left in the flash sale. The server renders a static "N시간 N분 남음"
 * computed at `renderedAt` (the loader's clock), and the browser's first
 * render uses the same instant, so hydration matches; only after mount does
 * it read the browser's clock and tick every second
 * (useSyncExternalStore renders the server snapshot while hydrating).
 */
export function FlashSaleCountdown({ endsAt, renderedAt }: { endsAt: string; renderedAt: string }) {
  const end = Date.parse(endsAt);
  const now = useSyncExternalStore(subscribeToClock, readClock, serverClock);

  const left = end - (now ?? Date.parse(renderedAt));
  const { days, hours, minutes, seconds } = parts(left);
  let label: string;
  if (left <= 0) label = text.flashSaleEnded;
  else label = text.timeLeft(days, hours, minutes, now === null ? null : seconds);

  return (
    <Box>
      <span>{text.flashSaleEnds}</span>
      {/* Read once, not every second: screen readers would otherwise be flooded. */}
      <strong aria-live="off" data-testid="flash-sale-countdown">
        {label}
      </strong>
    </Box>
  );
}

const Box = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  padding: ${space.sm} ${space.md};
  border-radius: ${radii.md};
  background: ${colors.accentSoft};
  color: ${colors.text};

  strong {
    color: ${colors.accent};
    font-variant-numeric: tabular-nums;
  }
`;
