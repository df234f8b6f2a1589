/**
 * The board-size field shared by the queens views: takes effect when the typed value is a whole
 * number in range, says what is allowed, as text, while it is not, and tells the view (onValid)
 * so that its action (Start, Complete, Count) is disabled meanwhile.
 */
import { WholeField } from './WholeField.js';

export interface SizeFieldProps {
  readonly value: number;
  readonly max: number;
  readonly onChange: (n: number) => void;
  readonly onValid?: (ok: boolean) => void;
  readonly disabled?: boolean;
}

export function SizeField({ value, max, onChange, onValid, disabled }: SizeFieldProps) {
  return (
    <WholeField
      id="n"
      label="N"
      value={value}
      lo={1}
      hi={max}
      class={max >= 10_000 ? 'wide' : undefined}
      disabled={disabled}
      onChange={onChange}
      onValid={onValid}
    />
  );
}
