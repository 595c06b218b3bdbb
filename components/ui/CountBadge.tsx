import styled from 'styled-components';
import { colors, fontSizes, radii } from '@/styles/theme';

export interface CountBadgeProps {
  count: number;
  /** Above this the badge reads e.g. "99+". */
  max?: number;
}

/**
 * A small red count bubble, drawn over its (position: relative) parent.
 * Renders nothing for 0 or less (docs/DECISIONS.md). Decorative: the control it sits
 * on describes the count for screen readers.
 */
export function CountBadge({ count, max = 99 }: CountBadgeProps) {
  if (!(count > 0)) return null;
  return (
    <Bubble aria-hidden="true" data-testid="count-badge">
      {count > max ? `${max}+` : count}
    </Bubble>
  );
}

const Bubble = styled.span`
  position: absolute;
  top: -2px;
  right: -6px;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: ${radii.pill};
  background: ${colors.accent};
  color: ${colors.textInverse};
  font-size: ${fontSizes.xs};
  font-weight: 700;
  line-height: 18px;
  text-align: center;
  font-variant-numeric: tabular-nums;
  box-shadow: 0 0 0 2px ${colors.background};
`;
