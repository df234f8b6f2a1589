/**
 * Symmetry of a tiling problem, and how the search uses it.
 *
 * The group G: the elements of the region's group (the square's 8 for a plane region, the
 * box's 48 in 3-D: region.ts regionGroup) that map the region onto itself and the piece set
 * onto itself. In 3-D every piece turns by rotations only, so a reflection maps each piece to the
 * piece with its mirror shape (itself when achiral), which must be in the set with the same
 * count (Soma's A and B: yes; Bedlam's chiral pieces: no, so its G has the 24 rotations only). A free piece stays itself under every transform; a one-sided piece stays itself
 * under rotations, and a reflection turns it into the piece with the mirror shape (which must be
 * in the set with the same count, else that reflection is not a symmetry of the problem). A
 * tiling is a set of (piece, cells) placements; g maps it to another tiling of the same problem.
 * "Distinct" tilings are the orbits of G.
 *
 * Breaking the symmetry in the search (the X-pentomino trick of Knuth's "Dancing Links", made
 * exact in general). Pick a piece P used exactly once that every g ∈ G keeps (P's kind is fixed).
 * Every tiling T has one placement p(T) of P, and p(gT) = g·p(T). Split P's placements into
 * G-orbits and keep one representative q of each (the one whose first cell comes earliest in the
 * search order, so the search can give up on it early). Let X_q be the tilings with p(T) = q and
 * Stab(q) = {g : g·q = q}. Then:
 *
 *   total    = Σ_q |G| / |Stab(q)| · |X_q|    (the orbit of q has |G|/|Stab(q)| placements, each
 *                                              with as many tilings as q)
 *   distinct = Σ_q |X_q / Stab(q)|             (orbits of tilings whose P lies in the orbit of q
 *                                              correspond to Stab(q)-orbits on X_q)
 *
 * so each q is a sub-problem with P fixed at q. Where Stab(q) is trivial (almost always) every
 * tiling found is one distinct tiling standing for |G| tilings, and the sub-problem is counted
 * without looking at its tilings. Where it is not (P on a mirror line or at the centre), each
 * tiling found is compared with its images under Stab(q) and counted as distinct only when it is
 * the smallest of them (so symmetric tilings, which equal their image, are counted once); its
 * orbit size is |G| divided by the number of elements of Stab(q) that fix it. The search visits
 * the share Σ_q |Stab(q)| / (P's placements) of all tilings, 1/|G| at best: P is the piece with
 * the fewest placements that reaches that ideal (Knuth's X in 6×10), else the one with the
 * smallest share (in the 3×30 strip every X placement lies on the mirror line; V does better).
 *
 * Without breaking ("none"), the search visits every tiling and compares each with its |G|−1
 * images: exact, but |G| times the work. That is also the fallback when no piece qualifies
 * (every piece used several times, say). The search still splits on one piece used once (the
 * one with fewest placements): placing the most constrained piece first is faster, and the
 * sub-problems are independent units of work.
 */
import { isReflection, SQUARE_IDS, type SymmetryGroup, type TransformId } from '../symmetry.js';
import { isSingle, pieceSolid, sameCopies } from './pieceSets.js';
import { mirrorSolid, rotationKey } from './polycube.js';
import { oneSidedKey, transformShape } from './polyomino.js';
import type { TilingProblem } from './problem.js';
import { cellMap, isSolidRegion, regionGroup, regionSymmetries } from './region.js';

/** The symmetries of a tiling problem (its region's, mapping the pieces onto pieces), as cell and piece maps. */
export interface TilingSymmetry {
  /** The group the region's cells are mapped by (the square's 8); G is a subgroup of it. */
  readonly group: SymmetryGroup;
  /** The group G as elements of `group`, identity first; its order is the length. */
  readonly transforms: readonly TransformId[];
  /** Per element: image of each grid cell. */
  readonly cellMaps: readonly Int32Array[];
  /** Per element: image of each kind. */
  readonly kindPerm: readonly Int32Array[];
}

/**
 * Each kind's key up to the moves it may make, and its mirror image's: in the plane, a one-sided
 * piece's rotation class (a free piece, or a polycube lying flat, turns over: null, it is its own
 * mirror image); in 3-D, every piece's rotation class as a solid (pieces never turn over there,
 * so a chiral piece's mirror image is another piece, or none).
 */
function mirrorKeys(p: TilingProblem): { own: (string | null)[]; mirror: (string | null)[] } {
  if (isSolidRegion(p.region)) {
    const solids = p.kinds.map((k) => pieceSolid(k.piece));
    return {
      own: solids.map((s) => rotationKey(s)),
      mirror: solids.map((s) => rotationKey(mirrorSolid(s))),
    };
  }
  const turns = p.kinds.map((k) => !k.piece.oneSided || k.piece.solid !== undefined);
  return {
    own: p.kinds.map((k, i) => (turns[i] ? null : oneSidedKey(k.piece.shape))),
    mirror: p.kinds.map((k, i) =>
      turns[i] ? null : oneSidedKey(transformShape(k.piece.shape, SQUARE_IDS.flipH)),
    ),
  };
}

export function tilingSymmetry(p: TilingProblem): TilingSymmetry {
  const group = regionGroup(p.region);
  const transforms: TransformId[] = [];
  const cellMaps: Int32Array[] = [];
  const kindPerm: Int32Array[] = [];
  const { own: ownKey, mirror: mirrorKey } = mirrorKeys(p);
  for (const t of regionSymmetries(p.region)) {
    const perm = new Int32Array(p.kinds.length);
    let ok = true;
    if (isReflection(group, t)) {
      const taken = new Uint8Array(p.kinds.length);
      // Pieces that are their own mirror images first, so a chiral one never takes their place.
      p.kinds.forEach((_, i) => {
        if (ownKey[i] === mirrorKey[i]) {
          perm[i] = i;
          taken[i] = 1;
        }
      });
      p.kinds.forEach((k, i) => {
        if (!ok || ownKey[i] === mirrorKey[i]) return;
        // The first one-sided kind with the mirror shape and the same count, not yet matched.
        const j = p.kinds.findIndex(
          (q, jj) => !taken[jj] && ownKey[jj] === mirrorKey[i] && sameCopies(q, k),
        );
        if (j < 0) ok = false;
        else {
          perm[i] = j;
          taken[j] = 1;
        }
      });
    } else {
      for (let i = 0; i < perm.length; i++) perm[i] = i;
    }
    if (!ok) continue;
    transforms.push(t);
    cellMaps.push(cellMap(p.region, t));
    kindPerm.push(perm);
  }
  return { group, transforms, cellMaps, kindPerm };
}

/** One sub-problem of a tiling search (TilingPlan): a placement fixed in advance, and how its tilings count. */
export interface Subproblem {
  /** Placement fixed in advance (−1: none). */
  readonly fixed: number;
  /**
   * More placements fixed with it (a 3-D plan splits each symmetry-broken placement on a second
   * piece, for units enough to share between threads); usually none.
   */
  readonly also?: readonly number[];
  /** Tilings each tiling found stands for. */
  readonly weight: number;
  /** Group elements (indices, identity excluded) to compare each tiling with; empty: none. */
  readonly check: readonly number[];
}

/** 'break': break the region's symmetry in the search (counts distinct tilings fast); 'none': visit every tiling. */
export type SymmetryMode = 'break' | 'none';

/**
 * How a tiling search covers its problem: the region's symmetries, the piece whose placements
 * break them (or tilings compared instead), and the sub-problems the search is split into.
 */
export interface TilingPlan {
  readonly symmetry: TilingSymmetry;
  readonly mode: SymmetryMode;
  /** The piece whose placements break the symmetry (−1: none, tilings compared instead). */
  readonly breakKind: number;
  /** The piece whose placements define the sub-problems (−1: one sub-problem). */
  readonly splitKind: number;
  readonly subproblems: readonly Subproblem[];
}

function placementKey(kind: number, cells: ArrayLike<number>): string {
  return `${kind}:${Array.from(cells).join(',')}`;
}

/** Image of placement `pid` under group element g (a placement id). */
function imageOf(
  p: TilingProblem,
  sym: TilingSymmetry,
  g: number,
  pid: number,
  index: Map<string, number>,
): number {
  const pl = p.placements[pid];
  const map = sym.cellMaps[g];
  const cells = Int32Array.from(pl.cells, (c) => map[c]).sort();
  const id = index.get(placementKey(sym.kindPerm[g][pl.kind], cells));
  if (id === undefined) throw new Error('unreachable: a symmetry maps placements to placements');
  return id;
}

/** Search-order position of a placement's first cell. */
function firstPosition(p: TilingProblem, order: Int32Array, pid: number): number {
  let lo = Infinity;
  for (const c of p.placements[pid].cells) lo = Math.min(lo, order[c]);
  return lo;
}

interface BreakCandidate {
  kind: number;
  reps: { pid: number; stab: number[] }[];
  score: number;
}

function breakCandidate(
  p: TilingProblem,
  sym: TilingSymmetry,
  order: Int32Array,
  kind: number,
): BreakCandidate {
  const ids = p.byKind[kind];
  const index = new Map<string, number>();
  for (const pid of ids) index.set(placementKey(kind, p.placements[pid].cells), pid);
  const seen = new Set<number>();
  const reps: { pid: number; stab: number[] }[] = [];
  let work = 0;
  for (const pid of ids) {
    if (seen.has(pid)) continue;
    const orbit = new Set<number>();
    const stab: number[] = [];
    for (let g = 0; g < sym.transforms.length; g++) {
      const img = imageOf(p, sym, g, pid, index);
      orbit.add(img);
      if (img === pid && g > 0) stab.push(g);
    }
    let rep = pid;
    for (const q of orbit) {
      seen.add(q);
      const a = firstPosition(p, order, q);
      const b = firstPosition(p, order, rep);
      if (a < b || (a === b && q < rep)) rep = q;
    }
    // Stab(rep) is conjugate to Stab(pid); compute it for rep itself.
    const repStab: number[] = [];
    for (let g = 1; g < sym.transforms.length; g++) {
      if (imageOf(p, sym, g, rep, index) === rep) repStab.push(g);
    }
    reps.push({ pid: rep, stab: repStab });
    work += repStab.length + 1;
  }
  reps.sort((a, b) => a.pid - b.pid);
  return { kind, reps, score: work / Math.max(1, ids.length) };
}

/** The sub-problems of a count or a listing, in a stable order. */
export function planTiling(p: TilingProblem, order: Int32Array, mode: SymmetryMode): TilingPlan {
  const symmetry = tilingSymmetry(p);
  const size = symmetry.transforms.length;
  const allOthers = Array.from({ length: size - 1 }, (_, i) => i + 1);
  // The split piece: used once, fewest placements.
  let splitKind = -1;
  p.kinds.forEach((k, i) => {
    if (!isSingle(k) || p.byKind[i].length === 0) return;
    if (splitKind < 0 || p.byKind[i].length < p.byKind[splitKind].length) splitKind = i;
  });
  const split = (check: number[]): Subproblem[] =>
    splitKind < 0
      ? [{ fixed: -1, weight: 1, check }]
      : p.byKind[splitKind].map((pid) => ({ fixed: pid, weight: 1, check }));
  if (mode === 'none' || size === 1) {
    return { symmetry, mode, breakKind: -1, splitKind, subproblems: split(allOthers) };
  }
  // Candidates by fewest placements; the first that reaches the ideal share 1/|G| wins outright.
  const eligible = p.kinds
    .map((_, i) => i)
    .filter(
      (i) =>
        isSingle(p.kinds[i]) &&
        p.byKind[i].length > 0 &&
        symmetry.kindPerm.every((perm) => perm[i] === i),
    )
    .sort((a, b) => p.byKind[a].length - p.byKind[b].length || a - b);
  let best: BreakCandidate | null = null;
  for (const i of eligible) {
    const c = breakCandidate(p, symmetry, order, i);
    if (best === null || c.score < best.score - 1e-12) best = c;
    if (best.score <= 1 / size + 1e-12) break;
  }
  if (best === null) {
    return { symmetry, mode, breakKind: -1, splitKind, subproblems: split(allOthers) };
  }
  const chosen: BreakCandidate = best;
  const subproblems: Subproblem[] = chosen.reps.map((r) => ({
    fixed: r.pid,
    weight: size / (r.stab.length + 1),
    check: r.stab,
  }));
  return {
    symmetry,
    mode,
    breakKind: chosen.kind,
    splitKind: chosen.kind,
    subproblems: isSolidRegion(p.region) ? splitFurther(p, subproblems, chosen.kind) : subproblems,
  };
}

/** Fewest units a 3-D count is split into where it can be (see splitFurther). */
const MIN_SOLID_UNITS = 16;

/**
 * In 3-D the piece that breaks the symmetry best is often a symmetric one with few orbits of
 * placements (Bedlam's X: 2 sub-problems), too few units for threads or workers to share. Each
 * is then split on a second piece used once (the one with fewest placements): one sub-problem
 * per placement of it that misses the first, the same weight and comparisons (every tiling of
 * the sub-problem has the second piece somewhere, exactly once).
 */
function splitFurther(p: TilingProblem, subs: Subproblem[], breakKind: number): Subproblem[] {
  if (subs.length >= MIN_SOLID_UNITS) return subs;
  let second = -1;
  p.kinds.forEach((k, i) => {
    if (i === breakKind || !isSingle(k) || p.byKind[i].length === 0) return;
    if (second < 0 || p.byKind[i].length < p.byKind[second].length) second = i;
  });
  if (second < 0) return subs;
  const out: Subproblem[] = [];
  for (const s of subs) {
    const taken = new Set(p.placements[s.fixed].cells);
    for (const pid of p.byKind[second]) {
      if (p.placements[pid].cells.some((c) => taken.has(c))) continue;
      out.push({ ...s, also: [pid] });
    }
  }
  return out;
}

/**
 * Compares a tiling with its images under the listed group elements. `canonical`: no image is
 * smaller (in the order of per-cell labels: kind, then the first cell of the cell's piece);
 * `fixedBy`: how many listed elements map the tiling onto itself; `mirrorSymmetric`: whether one
 * of them is a reflection (then the tiling's class up to rotations is its whole class; else the
 * class splits into two classes up to rotations, mirror images of each other).
 */
export function classifyTiling(
  p: TilingProblem,
  sym: TilingSymmetry,
  placements: ArrayLike<number>,
  check: readonly number[],
): { canonical: boolean; fixedBy: number; mirrorSymmetric: boolean } {
  const n = p.region.cells.length;
  const own = new Int32Array(n).fill(-1);
  for (let t = 0; t < placements.length; t++) {
    const pl = p.placements[placements[t]];
    const label = pl.kind * n + pl.cells[0];
    for (const c of pl.cells) own[c] = label;
  }
  let canonical = true;
  let fixedBy = 0;
  let mirrorSymmetric = false;
  const img = new Int32Array(n);
  for (const g of check) {
    img.fill(-1);
    const map = sym.cellMaps[g];
    for (let t = 0; t < placements.length; t++) {
      const pl = p.placements[placements[t]];
      let first = Infinity;
      for (const c of pl.cells) first = Math.min(first, map[c]);
      const label = sym.kindPerm[g][pl.kind] * n + first;
      for (const c of pl.cells) img[map[c]] = label;
    }
    let cmp = 0;
    for (let i = 0; i < n && cmp === 0; i++) cmp = img[i] - own[i];
    if (cmp < 0) canonical = false;
    if (cmp === 0) {
      fixedBy++;
      if (isReflection(sym.group, sym.transforms[g])) mirrorSymmetric = true;
    }
  }
  return { canonical, fixedBy, mirrorSymmetric };
}
