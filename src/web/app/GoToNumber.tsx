/**
 * A "go to #k" row for a numbered listing (exact-cover solutions, distinct tilings): a typed
 * number from 1, Go, Previous and Next, any extra buttons, and what is wrong with the typed text
 * said as text beside them. Going anywhere clears that message.
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { parseTypedNumber } from '../state/typedNumber.js';

export interface GoToNumberProps {
  /** The field's label ("Solution #"). */
  readonly label: string;
  /** What the number is, for the message on bad text ("solution number"). */
  readonly what: string;
  /** Goes to #k (1-based). */
  readonly onGo: (k: number) => void;
  /** Previous and Next: where they go (null: disabled). */
  readonly previous: number | null;
  readonly next: number | null;
  readonly children?: ComponentChildren;
}

export function GoToNumber({ label, what, onGo, previous, next, children }: GoToNumberProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const go = (k: number) => {
    setProblem(null);
    onGo(k);
  };
  const submit = () => {
    const typed = parseTypedNumber(text, 1, what);
    if ('problem' in typed) setProblem(typed.problem);
    else go(typed.value);
  };
  return (
    <div class="controls goto">
      <label>
        {label}
        <input
          class="row-field"
          inputMode="numeric"
          value={text}
          onInput={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => e.key === 'Enter' && submit()}
        />
      </label>
      <button type="button" onClick={submit}>
        Go
      </button>
      <button
        type="button"
        disabled={previous === null}
        onClick={() => previous !== null && go(previous)}
      >
        Previous
      </button>
      <button type="button" disabled={next === null} onClick={() => next !== null && go(next)}>
        Next
      </button>
      {children}
      {problem !== null && (
        <span class="problem-line" role="alert">
          {problem}
        </span>
      )}
    </div>
  );
}
