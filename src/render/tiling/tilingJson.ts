/**
 * The JSON of tiling results, one shape for every face (the CLI's --format json, the web page,
 * a worker's reply): a tiling with its rows and pieces, and a count in the one count shape of
 * jsonShapes.ts (classes = distinct tilings). Counts are exact decimal strings; cells are
 * [row, column], 1-based.
 */
import { isReflection, type OrbitCounts } from '../../core/symmetry.js';
import { copiesText, isExactCount } from '../../core/tiling/pieceSets.js';
import type { TilingProblem } from '../../core/tiling/problem.js';
import type { TilingPlan } from '../../core/tiling/symmetryPlan.js';
import type { EngineName } from '../../core/tiling/tilingEngine.js';
import { countJson, timingJson } from '../jsonShapes.js';
import { tilingDrawing, tilingRows } from './tiling.js';

/** A tiling in JSON: its rows as text and its pieces with their cells, 1-based. */
export interface TilingJson {
  /** The drawing, one string per row: each cell its piece's letter, holes '#' (3-D: layers, '' between). */
  readonly rows: readonly string[];
  /** Cells as [row, column]; in 3-D as [layer, row, column]. */
  readonly pieces: readonly { readonly name: string; readonly cells: number[][] }[];
}

/** A tiling as JSON, after the caller's own fields (index, orbit, canonical…). */
export function tilingJson<E extends object>(
  p: TilingProblem,
  placements: ArrayLike<number>,
  extra: E,
): E & TilingJson {
  const { width: w, height: h, depth } = p.region;
  const cellOf = (c: number): number[] => {
    const z = Math.floor(c / (w * h));
    const rc = c - z * w * h;
    const plane = [Math.floor(rc / w) + 1, (rc % w) + 1];
    return depth > 1 ? [z + 1, ...plane] : plane;
  };
  return {
    ...extra,
    rows: tilingRows(tilingDrawing(p, placements)),
    pieces: Array.from(placements, (pid) => {
      const pl = p.placements[pid];
      return {
        name: p.kinds[pl.kind].piece.name,
        cells: Array.from(pl.cells, cellOf),
      };
    }),
  };
}

/** What a count reports, from the search and the clock. */
export interface TilingCountFacts {
  /** How the region was given ("6x10", a file name). */
  readonly label: string;
  readonly problem: TilingProblem;
  readonly plan: TilingPlan;
  readonly engine: EngineName;
  readonly total: bigint;
  readonly distinct: bigint;
  /** Classes up to rotations only (shown for 3-D regions). */
  readonly rotationClasses: bigint;
  readonly orbits: OrbitCounts;
  readonly nodes: number;
  readonly proof: string | null;
  readonly seconds: number;
  readonly firstSeconds: number | null;
  /** False when the count was stopped before the end (its numbers are partial). */
  readonly complete: boolean;
}

/** Whether the problem's symmetry group G holds a reflection (in 3-D: the piece set is mirror-closed). */
export function groupHasReflections(plan: TilingPlan): boolean {
  const { group, transforms } = plan.symmetry;
  return transforms.some((t) => isReflection(group, t));
}

/** The name of the piece the plan breaks the symmetry on, or null. */
export function breakPieceName(p: TilingProblem, plan: TilingPlan): string | null {
  return plan.breakKind >= 0 ? p.kinds[plan.breakKind].piece.name : null;
}

/** A count as JSON (`placer tile --count --format json`). */
export function tilingCountJson(f: TilingCountFacts): Record<string, unknown> {
  const { region } = f.problem;
  return {
    region: f.label,
    width: region.width,
    height: region.height,
    cells: region.cellCount,
    pieces: f.problem.kinds.map((k) => ({
      name: k.piece.name,
      count: isExactCount(k) ? k.count : copiesText(k),
    })),
    ...countJson(f.total, f.orbits, f.distinct),
    ...(region.depth > 1
      ? {
          depth: region.depth,
          rotationClasses: f.rotationClasses.toString(),
          reflections: groupHasReflections(f.plan),
        }
      : {}),
    symmetries: f.plan.symmetry.transforms.length,
    symmetry: f.plan.mode,
    // A colouring proof settles the count before any search: no piece broke the symmetry and no
    // engine ran (the text says so too).
    breakPiece: f.proof === null ? breakPieceName(f.problem, f.plan) : null,
    engine: f.proof === null ? f.engine : null,
    subproblems: f.plan.subproblems.length,
    nodes: f.nodes,
    ...timingJson(f.seconds, { firstSeconds: f.firstSeconds, complete: f.complete }),
    proof: f.proof,
  };
}
