/**
 * Errors at the boundaries (command-line arguments, text formats, URL parameters) are values with
 * a stable `code` and a one-line message that names the bad input and what is allowed. Engines
 * trust validated input and never throw these.
 */
export class PlacerError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'PlacerError';
  }
}

/** Whether `e` is a PlacerError (an error in the input, with a stable code). */
export function isPlacerError(e: unknown): e is PlacerError {
  // Also one from another copy of this module: the CLI loads the queue as a bundle of its own.
  return (
    e instanceof PlacerError ||
    (e instanceof Error && e.name === 'PlacerError' && typeof (e as PlacerError).code === 'string')
  );
}

/** What a caught value says: an Error's message, anything else as text. */
export function errorMessage(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
