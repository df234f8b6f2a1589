/**
 * Why a partial placement has no completion, in the words `placer queens complete` prints after
 * "no completion: " and the play view shows: the same sentence on every face.
 */
import type { CompletionSetup } from '../../core/queens/complete.js';

/** A setup that is not a search space (core's prepareCompletion), or a search that found none. */
export type NoCompletion = Exclude<CompletionSetup, { kind: 'space' }> | { readonly kind: 'none' };

/** The reason, lower case and without a full stop, as the CLI prints it after "no completion: ". */
export function noCompletionReason(why: NoCompletion): string {
  switch (why.kind) {
    case 'conflict':
      return `the fixed queens attack each other (${why.total} pair${why.total === 1n ? '' : 's'})`;
    case 'blocked':
      return `row ${why.row + 1} is attacked in every column by the fixed queens`;
    case 'none':
      return 'no way to place the other queens';
  }
}
