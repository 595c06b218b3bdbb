import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { quantityStepperMessages } from '@/lib/messages/quantityStepper';
import { largestQuantity, snapQuantity, type QuantityRule } from './quantityRule';
import { colors, fontSizes, radii, space } from '@/styles/theme';

const text = quantityStepperMessages;

export interface QuantityStepperProps extends QuantityRule {
  value: number;
  onChange: (value: number) => void;
  /** The id of a message about the quantity (an API error) shown next to the stepper. */
  describedBy?: string;
  disabled?: boolean;
  /** The field's accessible name (default 수량); a list of lines names each one. */
  label?: string;
}

/**
 * The quantity of one order line: starts at the minimum order quantity, goes
 * up and down by the order step, never below the minimum nor above the
 * chosen option's stock; a typed value snaps to the nearest valid one when
 * the field is left (or Enter is pressed). Each limit it meets is said in a
 * polite live region, so a screen reader hears why a tap changed nothing.
 */
export function QuantityStepper({ value, onChange, min, step, max, describedBy, disabled = false, label }: QuantityStepperProps) {
  const id = useId();
  const statusId = `${id}-status`;
  const rule = { min, step, max };
  const largest = largestQuantity(rule);
  const blocked = disabled || largest === null;
  const [draft, setDraft] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  function commit(next: number, announce: string) {
    setStatus(announce);
    if (next !== value) onChange(next);
  }

  function decrease() {
    if (blocked) return;
    if (value <= min) commit(min, text.atMinimum(min));
    else {
      const next = snapQuantity(value - step, rule);
      commit(next, next === min ? text.atMinimum(min) : '');
    }
  }

  function increase() {
    if (blocked || largest === null) return;
    if (value >= largest) commit(largest, text.atMaximum(largest));
    else {
      const next = snapQuantity(value + step, rule);
      commit(next, next === largest ? text.atMaximum(largest) : '');
    }
  }

  function finishTyping() {
    if (draft === null) return;
    setDraft(null);
    const typed = Number.parseInt(draft, 10);
    const next = snapQuantity(Number.isNaN(typed) ? min : typed, rule);
    let announce = '';
    if (!Number.isNaN(typed) && typed !== next) {
      if (typed < min) announce = text.atMinimum(min);
      else if (largest !== null && typed > largest) announce = text.atMaximum(largest);
      else announce = text.snappedToStep(step, next);
    }
    commit(next, announce);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      finishTyping();
    }
  }

  const described = [statusId, describedBy].filter(Boolean).join(' ');
  return (
    <Wrapper>
      <Controls>
        <StepButton
          type="button"
          aria-label={text.decrease}
          aria-disabled={blocked || value <= min}
          onClick={decrease}
        >
          −
        </StepButton>
        <Field
          id={id}
          type="number"
          inputMode="numeric"
          aria-label={label ?? text.quantity}
          aria-describedby={described}
          min={min}
          max={largest ?? min}
          step={step}
          value={draft ?? String(value)}
          disabled={blocked}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={finishTyping}
          onKeyDown={onKeyDown}
        />
        <StepButton
          type="button"
          aria-label={text.increase}
          aria-disabled={blocked || (largest !== null && value >= largest)}
          onClick={increase}
        >
          +
        </StepButton>
        <Unit aria-hidden="true">{text.quantityUnit}</Unit>
      </Controls>
      <Status id={statusId} role="status">
        {largest === null && !disabled ? text.notEnoughStock(min) : status}
      </Status>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.xs};
`;

const StepButton = styled.button`
  width: 44px;
  height: 44px;
  border: 1px solid ${colors.borderStrong};
  border-radius: ${radii.md};
  background: ${colors.background};
  color: ${colors.text};
  font-size: ${fontSizes.xl};

  &[aria-disabled='true'] {
    color: ${colors.textMuted};
    background: ${colors.surface};
    cursor: not-allowed;
  }
`;

const Field = styled.input`
  width: 88px;
  height: 44px;
  padding: 0 ${space.sm};
  border: 1px solid ${colors.borderStrong};
  border-radius: ${radii.md};
  text-align: center;
  font-size: ${fontSizes.lg};
  color: ${colors.text};
  background: ${colors.background};
  -moz-appearance: textfield;

  &::-webkit-outer-spin-button,
  &::-webkit-inner-spin-button {
    margin: 0;
    -webkit-appearance: none;
  }
`;

const Unit = styled.span`
  color: ${colors.textSecondary};
`;

const Status = styled.p`
  min-height: 1em;
  color: ${colors.textSecondary};
  font-size: ${fontSizes.sm};

  &:empty {
    min-height: 0;
  }
`;
