/**
 * The bodies of the exact-cover jobs a face asks a worker for besides a count (core/protocol.ts):
 * an instance's size and units (`cover-plan`), and its solutions from any index with their
 * options' text (`cover-list`, by random access: coverSeek.ts), both from the DLX text. Every
 * cover job names its instance by that text (`coverProblem`): the runner keeps the last one parsed
 * (run/lastProblem.ts) with its listing index, so browsing counts each unit once.
 */
import { PlacerError } from '../errors.js';
import type { JobProblem } from '../run/job.js';
import {
  exactCoverChecker,
  lowerBound,
  optionCount,
  upperBound,
  type ExactCoverProblem,
} from './problem.js';
import {
  coverAlgorithm,
  coverKernelPart,
  type CoverAlgorithm,
  type CoverKernelPart,
} from './coverSearch.js';
import { exactCoverPlanNodes, planExactCoverUnits } from './coverUnits.js';
import { formatOption, parseDlx } from './dlxFormat.js';
import { CoverListingIndex, type CoverCursorSearch } from './coverSeek.js';

/** An instance as a thread keeps it between jobs: parsed from its DLX text, and its listing. */
export interface CoverWork {
  readonly problem: ExactCoverProblem;
  /** The line of the text that holds each option (1-based). */
  readonly lines: Int32Array;
  /** What the parser warned of (options ignored), "line 4: …". */
  readonly warnings: readonly string[];
  /** The listing's index, once asked for; told: built with a count's unit counts. */
  index: { index: CoverListingIndex; told: boolean } | null;
}

/**
 * The instance a cover job's DLX text holds: one text kept, so a count's units share its plan
 * (a search set up for every branch it splits) and the counting table that belongs to it
 * (memo.ts).
 */
export const coverProblem: JobProblem<{ readonly dlx: string }, CoverWork> = {
  key: (job) => job.dlx,
  build: (job) => {
    // No file name: the page's messages say "line 2, column 4".
    const parsed = parseDlx(job.dlx, '');
    return {
      problem: parsed.problem,
      lines: parsed.optionLines,
      warnings: parsed.warnings,
      index: null,
    };
  },
};

/** An instance's size and the units of its count. */
export interface CoverFacts {
  readonly items: number;
  readonly primary: number;
  readonly options: number;
  /** Unit ids in the order the search visits them (cover-count jobs). */
  readonly units: readonly number[];
  /** Search nodes the plan spent splitting the search into those units. */
  readonly planNodes: number;
  /** The algorithm that searches it (coverSearch.ts). */
  readonly algorithm: CoverAlgorithm;
  /** What of its search the WebAssembly kernel can run (coverSearch.ts). */
  readonly kernelPart: CoverKernelPart;
  /** Primary items whose bounds are not 1 (DLX3), as the item line writes them; at most 200. */
  readonly bounds: readonly string[];
  /** How many primary items have bounds other than 1. */
  readonly boundedItems: number;
  /** Colour names the options use (DLX2); at most 200. */
  readonly colours: readonly string[];
  /** The parser's warnings (options ignored); at most 200. */
  readonly warnings: readonly string[];
  /** How many warnings there were. */
  readonly warningCount: number;
}

/** Most bounds and colours a plan names (the page shows them; the rest are counted). */
const MAX_NAMED = 200;

export function coverFacts(
  problem: ExactCoverProblem,
  warnings: readonly string[] = [],
): CoverFacts {
  const bounded: string[] = [];
  for (let i = 0; i < problem.primary; i++) {
    const lo = lowerBound(problem, i);
    const hi = upperBound(problem, i);
    if (lo !== 1 || hi !== 1) {
      bounded.push(lo === hi ? `${hi}|${problem.items[i]}` : `${lo}:${hi}|${problem.items[i]}`);
    }
  }
  return {
    items: problem.items.length,
    primary: problem.primary,
    options: optionCount(problem),
    units: planExactCoverUnits(problem).map((u) => u.id),
    planNodes: exactCoverPlanNodes(problem),
    algorithm: coverAlgorithm(problem),
    kernelPart: coverKernelPart(problem),
    bounds: bounded.slice(0, MAX_NAMED),
    boundedItems: bounded.length,
    colours: problem.colourNames.slice(0, MAX_NAMED),
    warnings: warnings.slice(0, MAX_NAMED),
    warningCount: warnings.length,
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

/** Solutions from an index on, and what the listing learnt. */
export interface CoverListing {
  readonly solutions: CoverSolution[];
  /** Solutions per unit counted so far (plan order, decimal; null where not counted). */
  readonly unitCounts: (string | null)[];
  /** When `from` is past the end: how many solutions there are; else null. */
  readonly total: string | null;
}

const INDEX_RE = /^[0-9]{1,30}$/;
/** Cache entries of the seek's counts (as the tilings' seek). */
const SEEK_MEMO = 1 << 16;

/**
 * Solutions from…from+count−1 (0-based, decimal) in the order `placer cover --list` prints them,
 * found by counting (coverSeek.ts) with the kept instance's index, not by listing the ones
 * before. `unitCounts`: a count's solutions per unit (plan order, decimal), so they are not
 * counted again.
 */
export function coverList(
  kept: CoverWork,
  count: number,
  from = '0',
  unitCounts: readonly (string | null)[] = [],
): CoverListing {
  if (!Number.isSafeInteger(count) || count < 1 || count > MAX_COVER_LIST) {
    throw new PlacerError('bad-job', `count must be 1…${MAX_COVER_LIST}, got ${count}`);
  }
  if (!INDEX_RE.test(from)) {
    throw new PlacerError(
      'bad-job',
      `from must be a solution index in decimal, got '${String(from).slice(0, 40)}'`,
    );
  }
  if (!Array.isArray(unitCounts)) {
    throw new PlacerError('bad-job', 'unitCounts must be a list of decimal counts or nulls');
  }
  const { problem, lines } = kept;
  const told = unitCounts.length > 0;
  // An index built before a count finished learns the counts it is now told.
  if (kept.index === null || (told && !kept.index.told)) {
    const known = unitCounts.map((c) => (c === null || !INDEX_RE.test(c) ? null : BigInt(c)));
    kept.index = { index: new CoverListingIndex(problem, { memoEntries: SEEK_MEMO }, known), told };
  }
  const index = kept.index.index;
  let search: CoverCursorSearch | null = index.listFrom();
  let total: string | null = null;
  if (from !== '0') {
    const seek = index.seek(BigInt(from));
    seek.run();
    index.learn(seek);
    search = seek.cursor === null ? null : index.listFrom(seek.cursor);
    if (search === null)
      total = String(seek.unitCounts.reduce<bigint>((a, c) => a + (c ?? 0n), 0n));
  }
  const out: CoverSolution[] = [];
  const check = exactCoverChecker(problem);
  while (search !== null && out.length < count && search.run() === 'found') {
    const sol = search.solution();
    const bad = check(sol);
    if (bad !== null) throw new Error(`engine produced an invalid solution: ${bad}`);
    out.push({
      options: Array.from(sol),
      lines: Array.from(sol, (k) => lines[k]),
      text: Array.from(sol, (k) => formatOption(problem, k)),
    });
  }
  if (out.length === 0 && from === '0') total = '0';
  return {
    solutions: out,
    unitCounts: index.counts.map((c) => (c === null ? null : c.toString())),
    total,
  };
}
