/**
 * A step limit for a run: empty for none, else a whole number 1…max; takes effect when valid,
 * and says what is allowed, as text, while it is not.
 */
import { useEffect, useState } from 'preact/hooks';

export interface LimitFieldProps {
  /** 0: no limit. */
  readonly value: number;
  readonly max: number;
  /** What a step is ("swap tries"). */
  readonly unit: string;
  readonly onChange: (limit: number) => void;
}

function parse(text: string, max: number): number | null {
  if (text === '') return 0;
  return /^[0-9]{1,13}$/.test(text) && Number(text) >= 1 && Number(text) <= max
    ? Number(text)
    : null;
}

export function LimitField({ value, max, unit, onChange }: LimitFieldProps) {
  const [text, setText] = useState(value === 0 ? '' : String(value));
  useEffect(() => setText(value === 0 ? '' : String(value)), [value]);
  const ok = parse(text, max) !== null;
  return (
    <>
      <label>
        Stop after
        <input
          class="seed"
          type="text"
          inputMode="numeric"
          placeholder="no limit"
          autocomplete="off"
          value={text}
          aria-invalid={!ok}
          aria-describedby={ok ? undefined : 'limit-problem'}
          onInput={(e) => {
            const t = e.currentTarget.value.trim();
            setText(t);
            const v = parse(t, max);
            if (v !== null) onChange(v);
          }}
        />
        {unit}
      </label>
      {ok ? null : (
        <span id="limit-problem" class="field-problem" role="alert">
          The limit must be empty or a whole number from 1 to {max}.
        </span>
      )}
    </>
  );
}
