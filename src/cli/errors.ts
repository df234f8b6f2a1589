/**
 * Exit codes, and the usage errors that carry exit 2 out of a command. The other codes are
 * outcomes an action returns (outcome.ts): main alone maps them.
 */
import { PlacerError } from '../core/errors.js';

export const EXIT_OK = 0;
/** The command ran but the answer is "no" (not a solution, nothing found, cancelled). */
export const EXIT_FAILURE = 1;
/** Bad arguments or input: nothing was done. */
export const EXIT_USAGE = 2;
/** Interrupted by the user (128 + SIGINT). */
export const EXIT_INTERRUPTED = 130;

/** A usage error: one line naming the bad value and what is allowed; exit 2. */
export function usage(code: string, message: string): PlacerError {
  return new PlacerError(code, message);
}
