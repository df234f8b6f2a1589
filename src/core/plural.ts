/**
 * A count with its noun, singular when the count is one: "1 option", "2 options", "1 cell".
 * One helper so every line the CLI, the page and core's own messages print agrees ("1 options"
 * read as a bug); in core because core's errors count too ("the placement has 1 row"), and
 * render/plural.ts hands the same one on.
 */

/** The noun for `n` of it: `noun` when n is exactly one, else `many` (noun + "s"). */
export function nounFor(n: number | bigint, noun: string, many = `${noun}s`): string {
  return n === 1 || n === 1n ? noun : many;
}

/** `${n} ${noun}`, the noun made plural (noun + "s", or `many`) unless n is exactly one. */
export function plural(n: number | bigint, noun: string, many = `${noun}s`): string {
  return `${n} ${nounFor(n, noun, many)}`;
}
