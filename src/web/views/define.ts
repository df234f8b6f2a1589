/**
 * What a view declares of itself to the page (the registry, views/index.ts, lists them in tab
 * order): its id in the URL, its tab's label, the puzzles the page's tagline names by it, the URL
 * parameters it reads (rows of state/params.ts, some shared with other views) and its own rules
 * for a change of state.
 * Plain data, no DOM, so the URL's state is unit-tested in Node; the shell pairs each id with
 * its component (app/Shell.tsx).
 */
import type { AnyParam, StateOf } from '../state/params.js';

export interface ViewDef<Id extends string, P extends AnyParam> {
  readonly id: Id;
  readonly label: string;
  /**
   * Its family's puzzles as the page's tagline names them (render/workbench.ts): one view of
   * each family (its first tab) gives them, the others none.
   */
  readonly puzzles?: string;
  readonly params: readonly P[];
  /**
   * What else changes when `patch` makes `next` of `before` (a row number dropped when its
   * listing changes…); fields the patch sets itself are the caller's to keep.
   */
  readonly reset?: (
    before: StateOf<P>,
    next: StateOf<P>,
    patch: Partial<StateOf<P>>,
  ) => Partial<StateOf<P>>;
}

/** Declares a view (the identity: it infers the id and the rows). */
export function defineView<Id extends string, P extends AnyParam>(
  v: ViewDef<Id, P>,
): ViewDef<Id, P> {
  return v;
}
