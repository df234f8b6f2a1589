/**
 * Reference data for the tests, from two places.
 *
 * - Published facts (N-Queens counts, tiling and polycube counts, OEIS rows, the expected counts
 *   of the exact-cover problems) are transcribed into the repository, each row with its source:
 *   `test/fixtures/reference/` (its README). A fresh clone has them.
 * - Data made elsewhere (the real "Queens" levels, the exact-cover problem files in Knuth's
 *   format) stays in `../shared/reference/` beside the clone. A test that reads it asks
 *   `withoutShared(sub)` first and skips with that one line when the folder is absent; the
 *   families it covers are tested on the project's own data as well.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const fixturesDir = fileURLToPath(new URL('../fixtures/reference/', import.meta.url));
const sharedDir = fileURLToPath(new URL('../../../shared/reference/', import.meta.url));

/**
 * Null when `../shared/reference/<sub>` is there; otherwise the one line a test skips with
 * (node:test's `skip` option takes it as the reason).
 */
export function withoutShared(sub: string): string | null {
  const dir = sharedDir + sub;
  return existsSync(dir) ? null : `needs ${dir} (data made elsewhere; absent from a bare clone)`;
}

/** Rows of a tab-separated file with a header line, as records by column name. */
function parseTsv(text: string): Record<string, string>[] {
  const [head, ...rows] = text.trim().split('\n');
  const keys = head.split('\t');
  return rows.map((line) => {
    const cells = line.split('\t');
    return Object.fromEntries(keys.map((k, i) => [k, cells[i] ?? '']));
  });
}

/** A transcribed fixture (test/fixtures/reference/NAME). */
function fixture(name: string): Record<string, string>[] {
  return parseTsv(readFileSync(fixturesDir + name, 'utf8'));
}

/** A file of ../shared/reference/; the caller has checked `withoutShared` first. */
function shared(path: string): string {
  return readFileSync(sharedDir + path, 'utf8');
}

export interface QueensReference {
  n: number;
  total: bigint;
  fundamental: bigint;
}

/** OEIS A000170 / A002562, N = 1…27 (test/fixtures/reference/queens.tsv). */
export const queensReference: QueensReference[] = fixture('queens.tsv').map((r) => ({
  n: Number(r.n),
  total: BigInt(r.total),
  fundamental: BigInt(r.fundamental),
}));

export interface TilingReference {
  region: string;
  pieces: string;
  total: bigint;
  distinct: bigint;
  note: string;
  /** Where the counts are published. */
  source: string;
}

/** Published tiling counts (test/fixtures/reference/tilings.tsv). */
export const tilingReference: TilingReference[] = fixture('tilings.tsv').map((r) => ({
  region: r.region,
  pieces: r.pieces,
  total: BigInt(r.total),
  distinct: BigInt(r.distinct),
  note: r.note,
  source: r.source,
}));

/** An OEIS row for other pieces (test/fixtures/reference/pieces-oeis.tsv): its terms, exact. */
export function oeisTerms(aNumber: string): bigint[] {
  const row = fixture('pieces-oeis.tsv').find((r) => r.a_number === aNumber);
  if (row === undefined) throw new Error(`pieces-oeis.tsv has no row ${aNumber}`);
  return row.terms.split(',').map((t) => BigInt(t.trim()));
}

/** The expected count of one exact-cover problem file (test/fixtures/reference/xcc.tsv). */
export interface XccExpected {
  readonly file: string;
  /** dlx1 (plain), dlx2 (colours) or dlx3 (multiplicities). */
  readonly kind: string;
  readonly expected: bigint;
  readonly source: string;
}

/** One exact-cover problem of ../shared/reference/xcc/: its expected count and its text. */
export interface XccReference extends XccExpected {
  readonly text: string;
}

/** Every problem's expected count, transcribed: a bare clone has these. */
export function xccExpected(): XccExpected[] {
  return fixture('xcc.tsv').map((r) => ({
    file: r.file,
    kind: r.kind,
    expected: BigInt(r.expected),
    source: r.source,
  }));
}

/** The expected count of the problem in `file` (a row of xcc.tsv). */
export function xccCount(file: string): bigint {
  const row = xccExpected().find((r) => r.file === file);
  if (row === undefined) throw new Error(`xcc.tsv has no row ${file}`);
  return row.expected;
}

/** Every problem of ../shared/reference/xcc/ with its text (check `withoutShared('xcc')` first). */
export function xccReference(): XccReference[] {
  return xccExpected().map((r) => ({ ...r, text: shared('xcc/' + r.file) }));
}

/** One level of ../shared/reference/queens-regions/ (index.tsv): its grid and what is known of it. */
export interface RegionsReference {
  readonly file: string;
  /** The level file's path. */
  readonly path: string;
  readonly n: number;
  readonly solutions: number;
  readonly connected: boolean;
  /** The lexicographically first solution: its column per row, 0-based. */
  readonly first: number[];
  /** R1…R4 for single-solution levels, '-' otherwise. */
  readonly rating: string;
  readonly text: string;
}

/**
 * Every level of ../shared/reference/queens-regions/index.tsv, read from its file; none when the
 * folder is absent (check `withoutShared('queens-regions')` to skip with a reason).
 */
export function regionsReference(): RegionsReference[] {
  if (withoutShared('queens-regions') !== null) return [];
  const dir = sharedDir + 'queens-regions/';
  return parseTsv(shared('queens-regions/index.tsv')).map((r) => ({
    file: r.file,
    path: dir + r.file,
    n: Number(r.n),
    solutions: Number(r.solutions),
    connected: r.regions_connected === 'yes',
    first: r.first_solution.split(',').map(Number),
    rating: r.logic_rating,
    text: shared('queens-regions/' + r.file),
  }));
}

/**
 * A row of test/fixtures/reference/polycubes.tsv with its counts known: the box, its pieces as a
 * piece file (each NAME=xyz.xyz… of the row, or of the row it says it shares them with), and the
 * counts — every packing, classes up to rotations, and up to rotations and reflections (null
 * where the row says the set has no reflection symmetry).
 */
export interface PolycubeReference {
  readonly id: string;
  readonly box: string;
  readonly pieceFile: string;
  readonly total: bigint;
  readonly rotations: bigint;
  readonly rotationsReflections: bigint | null;
}

/** The leading whole number of a cell ("2112 (derived: 264 x 8)"), or null ("?", "n/a …"). */
function leadingNumber(cell: string): bigint | null {
  const m = /^([0-9]+)/.exec(cell.trim());
  return m === null ? null : BigInt(m[1]);
}

export function polycubeReference(): PolycubeReference[] {
  const rows = fixture('polycubes.tsv');
  const piecesOf = (r: Record<string, string>): string => {
    const same = /^same 12 as (\S+)/.exec(r.pieces);
    const own = same === null ? r.pieces : (rows.find((q) => q.id === same[1])?.pieces ?? '');
    return own
      .split(/\s+/)
      .map((w) => w.split('='))
      .filter((kv) => kv.length === 2)
      .map(([name, cubes]) => `${name}\n${cubes}`)
      .join('\n\n');
  };
  const out: PolycubeReference[] = [];
  for (const r of rows) {
    const total = leadingNumber(r.total);
    const rotations = leadingNumber(r.distinct_rotations);
    const pieceFile = piecesOf(r);
    if (total === null || rotations === null || pieceFile === '') continue;
    out.push({
      id: r.id,
      box: r.container,
      pieceFile,
      total,
      rotations,
      rotationsReflections: leadingNumber(r.distinct_rot_refl),
    });
  }
  return out;
}
