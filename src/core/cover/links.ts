/**
 * The dancing-links layout both exact-cover engines search (exactCover.ts's Algorithm X and
 * algorithmM.ts's Algorithm M), laid out once here: Knuth's dlx1 arrays in typed arrays. Item
 * headers are nodes 1…I (item id + 1); root 0 heads the circular list of primary items, and
 * secondary items link to themselves. Each option is a run of consecutive nodes closed by a
 * spacer (TOP ≤ 0) whose ULINK points back to the option's first node and whose DLINK points on
 * to the next option's last node, so no node needs left/right links. Also here: what the two
 * searches say alike of how far they got.
 */
import { progressOf, type Progress } from '../run/engine.js';
import type { ExactCoverProblem } from './problem.js';

/** The arrays of the layout (TOP/ULINK/DLINK per node, LLINK/RLINK/LEN per item header). */
export interface CoverLinks {
  readonly top: Int32Array;
  readonly ulink: Int32Array;
  readonly dlink: Int32Array;
  readonly llink: Int32Array;
  readonly rlink: Int32Array;
  readonly len: Int32Array;
  /** Option id of each node (−1 for headers and spacers). */
  readonly optOf: Int32Array;
  /** Each node's colour (0 none; problem.colours' numbers), when asked for. */
  readonly color: Int32Array | null;
}

/** Lays the problem's options into the links (with the nodes' colours when `withColours`). */
export function layLinks(problem: ExactCoverProblem, withColours: boolean): CoverLinks {
  const nItems = problem.items.length;
  const nOpts = problem.optionStart.length - 1;
  const nNodes = nItems + 2 + problem.optionItems.length + nOpts;
  const top = new Int32Array(nNodes);
  const ulink = new Int32Array(nNodes);
  const dlink = new Int32Array(nNodes);
  const llink = new Int32Array(nItems + 2);
  const rlink = new Int32Array(nItems + 2);
  const len = new Int32Array(nItems + 2);
  const optOf = new Int32Array(nNodes).fill(-1);
  const color = withColours ? new Int32Array(nNodes) : null;
  const colours = problem.colours;
  const np = problem.primary;
  for (let i = 0; i <= np; i++) {
    llink[i] = i === 0 ? np : i - 1;
    rlink[i] = i === np ? 0 : i + 1;
  }
  for (let i = np + 1; i <= nItems; i++) {
    llink[i] = i;
    rlink[i] = i;
  }
  for (let i = 1; i <= nItems; i++) {
    ulink[i] = i;
    dlink[i] = i;
  }
  let p = nItems + 1;
  let spacer = p;
  p++;
  for (let k = 0; k < nOpts; k++) {
    const first = p;
    for (let t = problem.optionStart[k]; t < problem.optionStart[k + 1]; t++) {
      const it = problem.optionItems[t] + 1;
      top[p] = it;
      optOf[p] = k;
      if (color !== null && colours !== null) color[p] = colours[t];
      len[it]++;
      const u = ulink[it];
      ulink[p] = u;
      dlink[u] = p;
      dlink[p] = it;
      ulink[it] = p;
      p++;
    }
    dlink[spacer] = p - 1;
    top[p] = -(k + 1);
    ulink[p] = first;
    spacer = p;
    p++;
  }
  dlink[spacer] = spacer;
  return { top, ulink, dlink, llink, rlink, len, optOf, color };
}

/** Node of the first item of option k (options follow the headers, one spacer before each). */
export function firstNodeOf(problem: ExactCoverProblem, k: number): number {
  return problem.items.length + 2 + problem.optionStart[k] + k;
}

/** Throws RangeError unless k is an option of the problem (`what`: fixed, excluded). */
export function checkOptionId(problem: ExactCoverProblem, k: number, what: string): void {
  if (!Number.isInteger(k) || k < 0 || k >= problem.optionStart.length - 1) {
    throw new RangeError(`${what} option ${k} does not exist`);
  }
}

/**
 * Estimated fraction of a search tree explored (0…1), from the position of each level's branch
 * among its siblings (each sibling assumed equal in size); `inner`: the fraction done inside
 * the deepest level's branch, when the search can say.
 */
export function treeFraction(
  rank: Int32Array,
  size: Int32Array,
  levels: number,
  inner = 0,
): number {
  let f = 0;
  let w = 1;
  for (let l = 0; l < levels; l++) {
    const s = size[l];
    if (s <= 0) return Math.min(1, f);
    f += (w * rank[l]) / s;
    w /= s;
  }
  return Math.min(1, f + w * inner);
}

/**
 * A search's progress: steps are nodes; the pieces of work are the branches below the root once
 * the search branches there (`rootSize` ≥ 0, `rootRank` of them passed), one piece in all when
 * it finished without.
 */
export function searchProgress(
  nodes: number,
  rootSize: number,
  rootRank: number,
  finished: boolean,
  fraction: number,
  found: bigint,
): Progress {
  const split = rootSize >= 0;
  const total = split ? rootSize : finished ? 1 : null;
  return progressOf(nodes, 'nodes', {
    done: finished ? (total as number) : split ? rootRank : 0,
    total,
    fraction,
    found,
  });
}
