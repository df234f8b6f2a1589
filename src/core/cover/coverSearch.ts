/**
 * The one way every face starts an exact-cover search: Algorithm X over dancing links
 * (exactCover.ts, with its counting cache and bit-mask endgame) for plain instances and exact
 * multiplicities, Algorithm M (algorithmM.ts) once an instance has colours or a range of
 * multiplicities. Both take the same options and branches and answer the same questions, so
 * units, listings, the seek by number and the workers never ask which one runs.
 */
import { ColourBoundSearch } from './algorithmM.js';
import {
  ExactCoverSearch,
  type CoverBackend,
  type CoverBranch,
  type ExactCoverOptions,
} from './exactCover.js';
import { exactMultiplicities, needsColoursOrRanges, type ExactCoverProblem } from './problem.js';
import type { Engine, RunStatus } from '../run/engine.js';

/** What the faces ask of an exact-cover search, whichever algorithm runs it. */
export interface CoverSearch extends Engine {
  readonly problem: ExactCoverProblem;
  readonly nodes: number;
  readonly count: bigint;
  readonly memoHits: number;
  /** Nodes where a count split into parts that no option joins (Algorithm X's endgame). */
  readonly splits: number;
  /** Whether a counting table was tried and dropped (it saved too little): none since. */
  readonly memoDropped: boolean;
  /**
   * Where the search loop runs now: the WebAssembly kernel (Algorithm M, core/cover/kernel.ts)
   * or TypeScript (Algorithm X; `backend: 'js'`; no WebAssembly).
   */
  readonly backend: CoverBackend;
  readonly done: boolean;
  /** Runs for at most `budget` nodes (all of them when omitted). */
  run(budget?: number): RunStatus;
  /** Estimated fraction of the search tree explored (0…1). */
  fraction(): number;
  /** The options of the solution just found (after run() returned 'found'). */
  solution(): Int32Array;
  /** The branches below the root, in the order the search visits them (before run()). */
  rootBranches(): CoverBranch[] | null;
}

/** The backends, as `--backend` names them. */
export const COVER_BACKENDS: readonly CoverBackend[] = ['wasm', 'js'];

/** The algorithms, by the names the JSON output (`algorithm`) and the page use. */
export type CoverAlgorithm = 'dlx' | 'algorithm-m';

/** The algorithm a search of this instance uses. */
export function coverAlgorithm(problem: ExactCoverProblem): CoverAlgorithm {
  return needsColoursOrRanges(problem) ? 'algorithm-m' : 'dlx';
}

/**
 * What of a search of `problem` the WebAssembly kernel can run: Algorithm M's whole loop
 * ('loop'), Algorithm X's bit-mask endgame ('endgame'), or nothing (null: Algorithm X with
 * exact multiplicities, whose endgame takes none, searches in TypeScript throughout).
 */
export type CoverKernelPart = 'loop' | 'endgame' | null;

/** What the WebAssembly kernel can run of a search of `problem` (CoverKernelPart). */
export function coverKernelPart(problem: ExactCoverProblem): CoverKernelPart {
  if (coverAlgorithm(problem) === 'algorithm-m') return 'loop';
  return exactMultiplicities(problem) === null ? 'endgame' : null;
}

/** A search of `problem` by the algorithm it needs. */
export function coverSearch(problem: ExactCoverProblem, opts: ExactCoverOptions = {}): CoverSearch {
  return coverAlgorithm(problem) === 'algorithm-m'
    ? new ColourBoundSearch(problem, opts)
    : new ExactCoverSearch(problem, opts);
}

/** Counts every solution (exact, bigint), by the algorithm the instance needs. */
export function countExactCover(
  problem: ExactCoverProblem,
  opts: Omit<ExactCoverOptions, 'countOnly'> = {},
): { count: bigint; nodes: number } {
  const s = coverSearch(problem, { ...opts, countOnly: true });
  s.run();
  return { count: s.count, nodes: s.nodes };
}

/** The first solution (option ids), or null when there is none. */
export function firstExactCover(problem: ExactCoverProblem): Int32Array | null {
  const s = coverSearch(problem);
  return s.run() === 'found' ? s.solution() : null;
}

/** Every solution as a stream of option-id arrays (each a fresh array). */
export function* exactCoverSolutions(
  problem: ExactCoverProblem,
  opts: Pick<ExactCoverOptions, 'endgame'> = {},
): Generator<Int32Array> {
  const s = coverSearch(problem, opts);
  while (s.run() === 'found') yield s.solution();
}
