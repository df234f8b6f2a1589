/**
 * What one generation may spend (generate.ts): search nodes in all, search nodes per layout, and
 * an abort flag. Running out is an expected end, so it is returned as a LayoutEnd, never thrown.
 */

/**
 * Why a layout ends without a puzzle: 'drop' when it stalls or spends its share of nodes (the
 * next layout is drawn), 'stop' when the node budget is spent or the signal aborted (generation
 * returns null).
 */
export type LayoutEnd = 'drop' | 'stop';

/**
 * Search nodes one layout may spend on its counts before it is dropped, for 1 star and for 2
 * or 3. The counts' cost has a heavy tail (a few layouts need millions of nodes to settle); a
 * fresh layout is cheaper. Measured medians, seeds 1 … 5: 18×18 with 2 stars 0.6 s at 3·10^4,
 * 1.4 s at 10^5, 8.8 s at 3·10^5; with 3 stars 2.2 s at 3·10^4, 8.8 s at 10^4, 15 s at 10^5;
 * 18×18 with 1 star 11 ms at 10^5, 13 ms at 3·10^4.
 */
const LAYOUT_NODES_1 = 100_000;
const LAYOUT_NODES_MORE = 30_000;

/** The nodes spent so far against the two limits, and the abort flag. */
export class NodeBudget {
  /** Search nodes spent counting, in all layouts. */
  nodes = 0;
  /** `nodes` when the current layout began. */
  private layoutStart = 0;
  /** The most one layout may spend (LAYOUT_NODES_*). */
  private readonly layoutNodes: number;
  private readonly maxNodes: number;
  private readonly signal: { readonly aborted: boolean } | undefined;

  constructor(stars: number, maxNodes: number, signal?: { readonly aborted: boolean }) {
    this.layoutNodes = stars === 1 ? LAYOUT_NODES_1 : LAYOUT_NODES_MORE;
    this.maxNodes = maxNodes;
    this.signal = signal;
  }

  /** A new layout begins: its share is counted from here. */
  beginLayout(): void {
    this.layoutStart = this.nodes;
  }

  /** Whether the whole budget is spent or the signal aborted: generation ends. */
  stopped(): boolean {
    return this.nodes > this.maxNodes || this.signal?.aborted === true;
  }

  /** Whether the current layout has spent its share: it is dropped. */
  layoutSpent(): boolean {
    return this.nodes - this.layoutStart > this.layoutNodes;
  }
}
