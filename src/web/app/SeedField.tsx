/**
 * The seed of a randomised method: takes effect when the typed value is a whole number
 * 0…2^53-1 (core/random.ts), and says what is allowed, as text, while it is not.
 */
import { useEffect, useState } from 'preact/hooks';
import { MAX_SEED } from '../../core/random.js';

export interface SeedFieldProps {
  readonly value: number;
  readonly onChange: (seed: number) => void;
}

function valid(text: string): boolean {
  return /^[0-9]{1,16}$/.test(text) && Number(text) <= MAX_SEED;
}

export function SeedField({ value, onChange }: SeedFieldProps) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const ok = valid(text);
  return (
    <>
      <label>
        Seed
        <input
          class="seed"
          type="text"
          inputMode="numeric"
          spellcheck={false}
          autocomplete="off"
          value={text}
          aria-invalid={!ok}
          aria-describedby={ok ? undefined : 'seed-problem'}
          onInput={(e) => {
            const t = e.currentTarget.value.trim();
            setText(t);
            if (valid(t)) onChange(Number(t));
          }}
        />
      </label>
      {ok ? null : (
        <span id="seed-problem" class="field-problem" role="alert">
          The seed must be a whole number from 0 to {MAX_SEED}.
        </span>
      )}
    </>
  );
}
