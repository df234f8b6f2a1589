/**
 * For the people who play (issue 35): A-Puzzle-A-Day's every date counted by the CLI, and the
 * one-step tiling hint. The all-dates count is a whole process (`placer tile calendar
 * --all-dates --format json`) pinned to one CPU, medians of several runs after a warm-up; every
 * run's 366 rows are checked (each date once, 21 May 36 and 1 May 57, as published solvers print
 * them: see core/tiling/calendar.test.ts). No program of ours does the same work to compare with: the figure to
 * beat is the issue's own (≤ 2 s; the fastest published all-dates run found took 1,027 s, in
 * Python, on its author's machine), quoted, not rerun.
 *
 * The one search's saving is counted, not timed: its search nodes against the sum of every date's
 * own search, both in this process on the same engine.
 *
 * The hint is timed in this process on the library's `tilingHint`, as the CLI and the page call
 * it: after a warm-up, on the empty board and on drawings that keep a random part of a tiling
 * (seeded, so every run times the same drawings); the median and the slowest are reported.
 */
import {
  CALENDAR_PIECES,
  calendarDates,
  calendarPicture,
  CLASSIC_CALENDAR,
} from '../src/core/tiling/calendar.js';
import { countCalendarDates } from '../src/core/tiling/calendarCount.js';
import { buildTilingProblem } from '../src/core/tiling/problem.js';
import { countTilings } from '../src/core/tiling/tile.js';
import { tilingHint } from '../src/core/tiling/hint.js';
import { parsePieceFile } from '../src/core/tiling/pieceFile.js';
import { pieceSet, selectPieces, type PieceCount } from '../src/core/tiling/pieceSets.js';
import {
  parseRectangleSpec,
  parseRegionPicture,
  regionRows,
  type Region,
} from '../src/core/tiling/region.js';
import { Random } from '../src/core/random.js';
import { median, pinned, placer, timeCommand, type BenchRow } from './lib.js';

/** A whole tiling, reached by following hints from the empty board. */
function someTiling(region: Region, kinds: readonly PieceCount[]): string[] {
  let rows = regionRows(region);
  for (;;) {
    const h = tilingHint(region, kinds, rows);
    if (h.kind === 'complete') return rows;
    if (h.kind !== 'place') throw new Error(`no tiling to start from: ${h.kind}`);
    rows = [...h.rows];
  }
}

/** The drawings timed: the empty board, then `count` random parts of one tiling. */
function drawings(region: Region, kinds: readonly PieceCount[], count: number): string[][] {
  const full = someTiling(region, kinds);
  const random = new Random(35);
  const out = [regionRows(region)];
  const letters = [...new Set(full.join(''))].filter((ch) => ch !== '#');
  while (out.length <= count) {
    const keep = new Set(letters.filter(() => random.float() < 0.5));
    out.push(
      full.map((row) => [...row].map((ch) => (ch === '#' || keep.has(ch) ? ch : '.')).join('')),
    );
  }
  return out;
}

function timeHints(
  label: string,
  region: Region,
  kinds: readonly PieceCount[],
  target: string,
  count: number,
): BenchRow {
  const cases = drawings(region, kinds, count);
  for (const rows of cases.slice(0, 3)) tilingHint(region, kinds, rows); // warm-up
  const ms: number[] = [];
  for (const rows of cases) {
    const t0 = performance.now();
    tilingHint(region, kinds, rows);
    ms.push(performance.now() - t0);
  }
  return {
    section: 'play',
    case: label,
    placer: median(ms) / 1000,
    baseline: 'no baseline',
    baselineSeconds: null,
    ratio: null,
    target,
    reps: ms.length,
    note: `slowest of ${ms.length} ${(Math.max(...ms) / 1000).toFixed(4)} s (the empty board and random parts of a tiling, seed 35)`,
  };
}

export async function benchPlay(opts: { quick: boolean }): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const reps = opts.quick ? 3 : 7;
  const all = pinned({ ...placer('tile', 'calendar', '--all-dates', '--format', 'json', '-q') });
  await timeCommand(all);
  const runs = [];
  let sum = 0n;
  for (let i = 0; i < reps; i++) {
    const run = await timeCommand(all);
    runs.push(run);
    // One JSON row per date, each date once; two published counts where they belong.
    const dates = new Map(
      run.stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { date: string; total: string })
        .map((d) => [d.date, BigInt(d.total)]),
    );
    if (dates.size !== 366 || dates.get('05-21') !== 36n || dates.get('05-01') !== 57n) {
      throw new Error(`tile calendar --all-dates: ${dates.size} dates, or a known count wrong`);
    }
    sum = [...dates.values()].reduce((s, n) => s + n, 0n);
  }
  rows.push({
    section: 'play',
    case: 'tile calendar --all-dates: 366 dates counted (1 thread, whole process)',
    placer: median(runs.map((r) => r.seconds)),
    baseline: 'the fastest published all-dates run found: 1,027 s in Python (quoted, not rerun)',
    baselineSeconds: null,
    ratio: null,
    target: '≤ 2 s',
    reps,
    pinned: true,
    note: `${sum} tilings over the 366 dates`,
  });

  // What the one search saves: its nodes against every date's own search, in this process.
  const f0 = parsePieceFile(CALENDAR_PIECES);
  const kinds0 = selectPieces(f0.pieces, f0.counts, []);
  let oneSearch = 0;
  countCalendarDates(kinds0, 'auto', CLASSIC_CALENDAR, (_f, _t, nodes) => (oneSearch = nodes));
  let dateByDate = 0;
  for (const date of calendarDates()) {
    const problem = buildTilingProblem(parseRegionPicture(calendarPicture(date)), kinds0);
    dateByDate += countTilings(problem).nodes;
  }
  rows.push({
    section: 'play',
    case: 'tile calendar --all-dates: search nodes, one search for all dates',
    placer: oneSearch,
    unit: 'nodes',
    baseline: `each date searched alone: ${dateByDate} nodes`,
    baselineSeconds: null,
    ratio: oneSearch / dateByDate,
    target: '—',
    note: 'the same engine (auto), counted in process; lower is better',
  });

  const calendar = parseRegionPicture(calendarPicture({ month: 5, day: 21 }));
  const f = parsePieceFile(CALENDAR_PIECES);
  rows.push(
    timeHints(
      'tile calendar --date 05-21 --hint: one hint, in process',
      calendar,
      selectPieces(f.pieces, f.counts, []),
      '≤ 0.05 s',
      opts.quick ? 10 : 40,
    ),
  );
  const box = parseRectangleSpec('10x6');
  if (box === null) throw new Error('10x6');
  rows.push(
    timeHints(
      'tile 6x10 --hint: one hint on the pentomino box, in process',
      box,
      selectPieces(pieceSet('pentominoes'), new Map(), []),
      '≤ 0.5 s',
      opts.quick ? 10 : 40,
    ),
  );
  return rows;
}
