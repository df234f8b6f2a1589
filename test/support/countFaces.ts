/**
 * Each family's counts through every face by one harness (after prettier's runFormatTest: one
 * fixture, every face): a row names an instance, its published count and where it is published,
 * and how each face counts it — the library (`placer-puzzles`' namespaces), the CLI (`--json`,
 * in-process) and the page's worker pool (the views' own count functions over in-thread workers
 * that run the page's worker body). A family joins with its row in FAMILY_COUNTS.
 */
import { exactCover, kings, queens, regions, tiling } from '../../src/index.js';
import { runJob } from '../../src/core/jobs.js';
import { resultOf } from '../../src/core/protocol.js';
import { langfordDlx } from '../../src/core/cover/langford.js';
import type { TilingSpec } from '../../src/core/tiling/spec.js';
import type { Spawn } from '../../src/web/state/serialWorker.js';
import { countFamilyOnPool } from '../../src/web/state/familyCount.js';
import { countCoverOnPool } from '../../src/web/views/cover/coverCount.js';
import { countQueensOnPool } from '../../src/web/views/placements/count.js';
import { countTilingsOnPool } from '../../src/web/views/tilings/tilingCount.js';
import { oeisTerms, queensReference, tilingReference, xccCount } from './reference.js';

export interface FamilyCount {
  /** The family, as its job row and CLI command name it, and the instance. */
  readonly family: string;
  readonly instance: string;
  /** The published count and where it is published (transcribed in test/fixtures/reference/). */
  readonly expected: bigint;
  readonly source: string;
  /** The count as the library gives it. */
  readonly library: () => bigint;
  /** `placer …` arguments whose JSON has the count as `total`, and its standard input. */
  readonly cli: { readonly args: readonly string[]; readonly input?: string };
  /** The count on the page's pool, over the workers `spawn` makes (null: cancelled). */
  readonly page: (spawn: Spawn, threads: number) => Promise<bigint | null>;
}

const queensTotal = (n: number): bigint => {
  const row = queensReference.find((r) => r.n === n);
  if (row === undefined) throw new Error(`queens.tsv has no row N = ${n}`);
  return row.total;
};

const TILING: TilingSpec = { region: '3x20', pieces: { set: 'pentominoes' } };
const tilingRow = tilingReference.find((r) => r.region === '3x20' && r.pieces === 'pentominoes');

const LANGFORD_7 = langfordDlx(7);

/** A 1-star grid whose regions are its rows: no two stars touching is Hertzsprung's problem. */
const ROWS_6 = 'AAAAAA\nBBBBBB\nCCCCCC\nDDDDDD\nEEEEEE\nFFFFFF\n';

const KINGS_4X4 = { rows: 4, cols: 4, kings: 4 };
/** A193580's row n = 4 starts at term 1 + 2 + 2 + 5 = 10 (rows 0…3 hold 1, 2, 2 and 5 terms). */
const A193580_4X4_4 = 10 + 4;

export const FAMILY_COUNTS: readonly FamilyCount[] = [
  {
    family: 'queens',
    instance: 'N = 10 by the constellations',
    expected: queensTotal(10),
    source: 'OEIS A000170 (queens.tsv)',
    library: () => queens.countQueens(10).total,
    cli: { args: ['queens', 'count', '10', '--method', 'constellations', '--json'] },
    page: async (spawn, threads) =>
      (await countQueensOnPool(10, { spawn, threads, method: 'constellations' }))?.total ?? null,
  },
  {
    family: 'queens',
    instance: 'N = 12 by the quadrant join',
    expected: queensTotal(12),
    source: 'OEIS A000170 (queens.tsv)',
    library: () => queens.countQueensJoin(12).total,
    cli: { args: ['queens', 'count', '12', '--method', 'join', '--json'] },
    page: async (spawn, threads) =>
      (await countQueensOnPool(12, { spawn, threads, method: 'join' }))?.total ?? null,
  },
  {
    family: 'tiling',
    instance: 'the 12 pentominoes in 3×20',
    expected: tilingRow?.total ?? -1n,
    source: `tilings.tsv: ${tilingRow?.source ?? 'no row 3x20'}`,
    library: () => tiling.countTilings(tiling.tilingProblemFromSpec(TILING)).total,
    cli: { args: ['tile', '3x20', '--count', '--format', 'json'] },
    page: async (spawn, threads) => {
      // The plan the view's helper worker makes, then the units on the pool.
      const plan = resultOf(runJob({ kind: 'tiling-plan', spec: TILING }), 'tiling-plan');
      return (
        (await countTilingsOnPool(TILING, plan.units, { spawn, threads }))?.partial.total ?? null
      );
    },
  },
  {
    family: 'cover',
    instance: 'Langford pairs n = 7',
    expected: xccCount('langford7.dlx'),
    source: 'OEIS A014552, both orders (xcc.tsv)',
    library: () => exactCover.countExactCover(exactCover.parseDlx(LANGFORD_7).problem).count,
    cli: { args: ['cover', '-', '--count', '--format', 'json'], input: LANGFORD_7 },
    page: async (spawn, threads) => {
      const plan = resultOf(runJob({ kind: 'cover-plan', dlx: LANGFORD_7 }), 'cover-plan');
      const c = await countCoverOnPool(LANGFORD_7, plan.units, { spawn, threads, memoEntries: 0 });
      return c?.partial.count ?? null;
    },
  },
  {
    family: 'kings',
    instance: '4 kings on 4×4',
    expected: oeisTerms('A193580')[A193580_4X4_4],
    source: 'OEIS A193580, n = 4, k = 4 (pieces-oeis.tsv)',
    library: () => BigInt(kings.countKings(KINGS_4X4)),
    cli: { args: ['kings', 'count', '4x4', '--kings', '4', '--json'] },
    page: async (spawn, threads) =>
      (await countFamilyOnPool(kings.kingsUnitCount(KINGS_4X4), { spawn, threads }))?.count ?? null,
  },
  {
    family: 'regions',
    instance: '1 star, 6×6, a region per row',
    expected: oeisTerms('A002464')[6],
    source: "OEIS A002464 a(6), Hertzsprung's problem (pieces-oeis.tsv)",
    library: () => BigInt(regions.countRegions(regions.parseRegions(ROWS_6))),
    cli: { args: ['regions', 'count', '-', '--json'], input: ROWS_6 },
    page: async (spawn, threads) => {
      const count = regions.regionsUnitCount(regions.parseRegions(ROWS_6));
      return (await countFamilyOnPool(count, { spawn, threads }))?.count ?? null;
    },
  },
];
