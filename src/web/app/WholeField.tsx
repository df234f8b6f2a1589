/**
 * A bounded whole-number field (a board's side, K, an N): it takes effect only when the typed
 * text is a whole number lo…hi, says what is allowed, as text, while it is not, and tells its
 * view (onValid) so the view can disable the action the value is for. Nothing is clamped.
 */
import { useEffect, useState } from 'preact/hooks';
import { wholeInRange } from '../state/typedNumber.js';

export interface WholeFieldProps {
  /** Names the field's test id and its message's id (`${id}-problem`). */
  readonly id: string;
  readonly label: string;
  /** What the message calls the value ("N" for the label "N-Queens, N ="); the label otherwise. */
  readonly name?: string;
  readonly value: number;
  readonly lo: number;
  readonly hi: number;
  readonly onChange: (v: number) => void;
  readonly onValid?: (ok: boolean) => void;
  readonly class?: string;
  readonly disabled?: boolean;
  /**
   * What the value belongs to (a region, a board): when it is replaced from elsewhere, the field
   * shows the value again, and a rule it showed for text typed before goes (the value itself
   * may be unchanged).
   */
  readonly resetOn?: unknown;
}

export function WholeField(props: WholeFieldProps) {
  const { id, label, value, lo, hi, onChange, onValid, disabled } = props;
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value, props.resetOn]);
  const ok = wholeInRange(text, lo, hi);
  useEffect(() => onValid?.(ok), [ok]);
  return (
    <>
      <label>
        {label}
        <input
          type="number"
          class={props.class}
          inputMode="numeric"
          min={lo}
          max={hi}
          value={text}
          disabled={disabled}
          aria-invalid={!ok}
          aria-describedby={ok ? undefined : `${id}-problem`}
          data-testid={id}
          onInput={(e) => {
            const t = e.currentTarget.value.trim();
            setText(t);
            if (wholeInRange(t, lo, hi)) onChange(Number(t));
          }}
        />
      </label>
      {ok ? null : (
        <span id={`${id}-problem`} class="field-problem" role="alert">
          {props.name ?? label} must be a whole number from {lo.toLocaleString('en-US')} to{' '}
          {hi.toLocaleString('en-US')}.
        </span>
      )}
    </>
  );
}
