/**
 * The bodies of the tiling jobs a face asks a worker for before and besides a count
 * (core/protocol.ts): the facts of a problem and its units (`tiling-plan`: what the page shows
 * before any search, the CLI's quick rejections and colouring proof included), the k-th tiling of
 * a listing by random access (`tiling-at`, seek.ts), and the problem in DLX form. Every tiling
 * job names its problem by its spec (`tilingProblem`): the runner keeps the last one built
 * (run/lastProblem.ts) with its listing indexes, so browsing goes down one unit per read.
 */
import { isPlacerError, PlacerError } from '../errors.js';
import { quoted } from '../text.js';
import type { JobProblem } from '../run/job.js';
import { printDlx } from '../cover/dlxFormat.js';
import { tilingExactCover } from './coverForm.js';
import type { Copies } from './pieceSets.js';
import { checkFeasible, colouringObstruction, type TilingProblem } from './problem.js';
import { regionSymmetries } from './region.js';
import { TilingListingIndex } from './seek.js';
import { tilingProblemFromSpec, type TilingSpec } from './spec.js';
import { tilingSymmetry, type SymmetryMode } from './symmetryPlan.js';
import { isReflection } from '../symmetry.js';
import { tilingParts } from './tile.js';
import { counterFor, type TilingUnit } from './units.js';

/** A tiling problem as a thread keeps it between jobs: built from a spec, and its listings. */
export interface TilingWork {
  readonly problem: TilingProblem;
  /** Listing indexes by listing ('distinct' or 'all'), and whether told a count's counts. */
  readonly indexes: Map<string, { index: TilingListingIndex; told: boolean }>;
}

/** The problem a tiling job's spec describes, its spec checked (spec.ts): one per spec kept. */
export const tilingProblem: JobProblem<{ readonly spec: TilingSpec }, TilingWork> = {
  key: (job) => JSON.stringify(job.spec),
  build: (job) => ({ problem: tilingProblemFromSpec(job.spec), indexes: new Map() }),
};

/** A problem's facts before any search, as a page shows them. */
export interface TilingFacts {
  readonly width: number;
  readonly height: number;
  readonly cells: number;
  /** The region's own symmetries (1…8 in the plane, 1…48 in 3-D). */
  readonly symmetries: number;
  /** Layers: 1 for a plane region. */
  readonly depth: number;
  /**
   * The symmetry group G the count's classes are taken under (the region's symmetries that map
   * the piece set onto itself): its size, and whether it holds a reflection (in 3-D: whether the
   * count also gives classes up to rotations alone).
   */
  readonly group: { readonly size: number; readonly reflections: boolean };
  /** Each kind's piece name, letter and count (Infinity: any number; `min`: a range). */
  readonly kinds: readonly (Copies & {
    readonly name: string;
    readonly letter: string;
  })[];
  readonly placements: number;
  /**
   * Why no tiling exists, known without searching: a quick check's PlacerError (area, a part of
   * the region, a piece that fits nowhere) or the colouring proof (code 'colouring'); else null.
   */
  readonly impossible: { readonly code: string; readonly message: string } | null;
  /** The count's units in plan order (none when impossible). */
  readonly units: readonly TilingUnit[];
  readonly engine: 'bits' | 'dlx';
  /** The piece the count breaks the symmetry on, or null. */
  readonly breakPiece: string | null;
  readonly mode: SymmetryMode;
}

/** The facts of a problem before any search. */
export function tilingFacts(p: TilingProblem, symmetry: SymmetryMode = 'break'): TilingFacts {
  const { region } = p;
  let impossible: TilingFacts['impossible'] = null;
  try {
    checkFeasible(p);
    const proof = colouringObstruction(p);
    if (proof !== null) impossible = { code: 'colouring', message: proof };
  } catch (e) {
    if (!isPlacerError(e)) throw e;
    impossible = { code: e.code, message: e.message };
  }
  const counter = impossible === null ? counterFor(p, { symmetry }) : null;
  const plan = counter?.setup.plan ?? null;
  const sym = plan?.symmetry ?? tilingSymmetry(p);
  return {
    width: region.width,
    height: region.height,
    cells: region.cellCount,
    symmetries: regionSymmetries(region).length,
    depth: region.depth,
    group: {
      size: sym.transforms.length,
      reflections: sym.transforms.some((t) => isReflection(sym.group, t)),
    },
    kinds: p.kinds.map((k) => ({
      name: k.piece.name,
      letter: k.piece.letter,
      count: k.count,
      ...(k.min === undefined ? {} : { min: k.min }),
    })),
    placements: p.placements.length,
    impossible,
    units: counter?.units ?? [],
    engine: counter?.setup.engineName ?? 'bits',
    breakPiece: plan !== null && plan.breakKind >= 0 ? p.kinds[plan.breakKind].piece.name : null,
    mode: plan?.mode ?? symmetry,
  };
}

/** A tiling of a listing, ready to draw: per cell its piece (index into `kinds`), per piece its kind. */
export interface TilingAt {
  readonly found: boolean;
  /** Per grid cell (r * width + c): the index of the piece covering it, −1 for a hole. */
  readonly part: Int32Array;
  /** Per piece of the tiling: its kind (index into the problem's kinds). */
  readonly kinds: Int32Array;
  readonly orbitSize: number;
  readonly canonical: boolean;
  /** The listing's tilings per unit learnt so far (decimal; null where not counted). */
  readonly unitCounts: readonly (string | null)[];
}

/** Largest index a job may ask for (decimal digits). */
const INDEX_RE = /^[0-9]{1,30}$/;
/** Cache entries for the dancing-links engine's counts while seeking (as the CLI's listing). */
const SEEK_MEMO = 1 << 16;

/**
 * The k-th (0-based) tiling of `placer tile --list [--distinct]` on a kept problem, found by
 * counting (seek.ts) with the problem's index of that listing. `unitCounts`: the listing's
 * tilings per unit where known (a count's distinct figures, plan order), so they are not counted
 * again.
 */
export function tilingAt(
  work: TilingWork,
  k: string,
  distinct: boolean,
  unitCounts: readonly (string | null)[] = [],
): TilingAt {
  if (!INDEX_RE.test(k)) {
    throw new PlacerError(
      'bad-job',
      `k must be a tiling index in decimal, got ${quoted(String(k))}`,
    );
  }
  const { problem: p, indexes } = work;
  const key = distinct ? 'distinct' : 'all';
  const told = unitCounts.length > 0;
  let kept = indexes.get(key);
  // An index built before a count finished learns the counts it is now told.
  if (kept === undefined || (told && !kept.told)) {
    const known = unitCounts.map((c) => (c === null || !INDEX_RE.test(c) ? null : BigInt(c)));
    kept = { index: new TilingListingIndex(p, { distinct, memoEntries: SEEK_MEMO }, known), told };
    indexes.set(key, kept);
  }
  const index = kept.index;
  const seek = index.seek(BigInt(k));
  seek.run();
  index.learn(seek);
  const learnt = seek.unitCounts.map((c) => (c === null ? null : c.toString()));
  if (seek.cursor === null) {
    return {
      found: false,
      part: new Int32Array(0),
      kinds: new Int32Array(0),
      orbitSize: 0,
      canonical: false,
      unitCounts: learnt,
    };
  }
  const s = index.listFrom(seek.cursor);
  if (s.run() !== 'found') throw new Error('unreachable: the cursor starts at a tiling');
  const t = s.tiling;
  return {
    found: true,
    part: tilingParts(p, t),
    kinds: Int32Array.from(t, (pid) => p.placements[pid].kind),
    orbitSize: s.orbitSize,
    canonical: s.canonical,
    unitCounts: learnt,
  };
}

/** A problem in DLX form (DLX3 where a piece is used more than once), as `placer tile … --dlx -` writes it. */
export function tilingDlx(p: TilingProblem, comment?: string): string {
  // A piece used m times is an item covered m times: DLX3's `m|name`.
  return printDlx(tilingExactCover(p), comment);
}
