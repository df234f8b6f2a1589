/**
 * The board-size field shared by the queens views: takes effect when the typed value is a whole
 * number in range, and says what is allowed, as text, while it is not.
 */
import { useEffect, useState } from 'preact/hooks';

export interface SizeFieldProps {
  readonly value: number;
  readonly max: number;
  readonly onChange: (n: number) => void;
  readonly disabled?: boolean;
}

/** A whole number 1…max in plain digits (no sign, exponent or spaces). */
function inRange(text: string, max: number): boolean {
  return (
    /^[0-9]+$/.test(text) &&
    text.length <= String(max).length &&
    Number(text) >= 1 &&
    Number(text) <= max
  );
}

export function SizeField({ value, max, onChange, disabled }: SizeFieldProps) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const ok = inRange(text, max);
  return (
    <>
      <label>
        N
        <input
          type="number"
          class={max >= 10_000 ? 'wide' : undefined}
          inputMode="numeric"
          min={1}
          max={max}
          value={text}
          disabled={disabled}
          aria-invalid={!ok}
          aria-describedby={ok ? undefined : 'n-problem'}
          onInput={(e) => {
            const t = e.currentTarget.value.trim();
            setText(t);
            if (inRange(t, max)) onChange(Number(t));
          }}
        />
      </label>
      {ok ? null : (
        <span id="n-problem" class="field-problem" role="alert">
          N must be a whole number from 1 to {max.toLocaleString('en-US')}.
        </span>
      )}
    </>
  );
}
