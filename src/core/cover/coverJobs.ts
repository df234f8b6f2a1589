/**
 * The bodies of the exact-cover jobs a face asks a worker for besides a count (core/protocol.ts):
 * an instance's size and units (`cover-plan`), and its first solutions with their options'
 * text (`cover-list`), both from the DLX text. A worker keeps the last instance it parsed.
 */
import { PlacerError } from '../errors.js';
import { checkExactCover, optionCount, type ExactCoverProblem } from './problem.js';
import { planExactCoverUnits } from './coverUnits.js';
import { formatOption, parseDlx, printDlx } from './dlxFormat.js';
import { ExactCoverSearch } from './exactCover.js';
import { queensExactCover } from './nQueens.js';

let last: { dlx: string; problem: ExactCoverProblem; lines: Int32Array } | null = null;

/** The instance a DLX text holds, parsed once per text on this thread. */
export function coverProblemOf(dlx: string): { problem: ExactCoverProblem; lines: Int32Array } {
  if (last?.dlx !== dlx) {
    const parsed = parseDlx(dlx, 'DLX');
    last = { dlx, problem: parsed.problem, lines: parsed.optionLines };
  }
  return last;
}

/** An instance's size and the units of its count. */
export interface CoverFacts {
  readonly items: number;
  readonly primary: number;
  readonly options: number;
  /** Unit ids in the order the search visits them (cover-count jobs). */
  readonly units: readonly number[];
}

export function coverFacts(dlx: string): CoverFacts {
  const { problem } = coverProblemOf(dlx);
  return {
    items: problem.items.length,
    primary: problem.primary,
    options: optionCount(problem),
    units: planExactCoverUnits(problem).map((u) => u.id),
  };
}

/** A solution: its options (0-based, file order), their source lines and texts. */
export interface CoverSolution {
  readonly options: readonly number[];
  readonly lines: readonly number[];
  readonly text: readonly string[];
}

/** Largest number of solutions one list job gives. */
export const MAX_COVER_LIST = 1000;

/** The first `count` solutions in the order `placer cover --list` prints them. */
export function coverList(dlx: string, count: number): CoverSolution[] {
  if (!Number.isSafeInteger(count) || count < 1 || count > MAX_COVER_LIST) {
    throw new PlacerError('bad-job', `count must be 1…${MAX_COVER_LIST}, got ${count}`);
  }
  const { problem, lines } = coverProblemOf(dlx);
  const search = new ExactCoverSearch(problem, {});
  const out: CoverSolution[] = [];
  while (out.length < count && search.run() === 'found') {
    const sol = search.solution();
    const bad = checkExactCover(problem, sol);
    if (bad !== null) throw new Error(`engine produced an invalid solution: ${bad}`);
    out.push({
      options: Array.from(sol),
      lines: Array.from(sol, (k) => lines[k]),
      text: Array.from(sol, (k) => formatOption(problem, k)),
    });
  }
  return out;
}

/** N-Queens as DLX text (rows and columns primary, diagonals secondary: nQueens.ts). */
export function queensDlx(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 64) {
    throw new PlacerError('bad-job', `N must be a whole number from 1 to 64, got ${n}`);
  }
  return printDlx(
    queensExactCover(n),
    `${n}-queens: rows r and columns c primary, diagonals a (r+c) and b (r-c) secondary`,
  );
}
