/**
 * A count with its noun, singular when the count is one: "1 option", "2 options", "1 cell".
 * One helper so every line the CLI and the page print agrees ("1 options" read as a bug); it
 * lives in core (core/plural.ts), whose own messages count too.
 */
export { nounFor, plural } from '../core/plural.js';
