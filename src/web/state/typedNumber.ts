/**
 * A number typed into one of the page's "go to" fields (a placement's row, a distinct tiling's
 * or an exact-cover solution's number): digits, with ',', '_' or spaces between them as the page
 * prints numbers; numbers counted from 1 are shown as '#k', so those fields also take the '#'.
 * And the check of a bounded field (a board's N or side): plain digits, lo…hi.
 */

/** What `parseTypedNumber` makes of a field's text: the number, or the words for what is wrong. */
export type TypedNumber = { readonly value: number } | { readonly problem: string };

/**
 * Reads `text` as a whole number from `from` (0 or 1); `what` names it in the message ("row
 * number", "tiling number").
 */
export function parseTypedNumber(text: string, from: 0 | 1, what: string): TypedNumber {
  let t = text.trim();
  if (from === 1) t = t.replace(/^#/, '');
  t = t.replace(/[,_ ]/g, '');
  const value = Number(t);
  if (!/^[0-9]{1,16}$/.test(t) || value < from || !Number.isSafeInteger(value))
    return { problem: `A ${what} is a whole number from ${from}, got '${text.slice(0, 20)}'.` };
  return { value };
}

/**
 * Whether `text` is a whole number lo…hi in plain digits (no sign, exponent, point or spaces):
 * what a bounded field (N, a side) takes; anything else is named, never clamped or ignored.
 */
export function wholeInRange(text: string, lo: number, hi: number): boolean {
  return (
    /^[0-9]+$/.test(text) &&
    text.length <= String(hi).length &&
    Number(text) >= lo &&
    Number(text) <= hi
  );
}
