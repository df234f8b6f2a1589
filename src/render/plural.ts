/**
 * A count with its noun, singular when the count is one: "1 option", "2 options", "1 cell".
 * One helper so every line the CLI and the page print agrees ("1 options" read as a bug).
 */

/** `${n} ${noun}`, the noun made plural (noun + "s", or `many`) unless n is exactly one. */
export function plural(n: number | bigint, noun: string, many = `${noun}s`): string {
  return `${n} ${n === 1 || n === 1n ? noun : many}`;
}
