/**
 * Published reference data, read where the project keeps it (../shared/reference, beside the clone):
 * OEIS A000170 / A002562 for N-Queens and published tiling counts.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const sharedDir = fileURLToPath(new URL('../../../shared/reference/', import.meta.url));

function readTsv(name: string): Record<string, string>[] {
  const [head, ...rows] = readFileSync(sharedDir + name, 'utf8')
    .trim()
    .split('\n');
  const keys = head.split('\t');
  return rows.map((line) => {
    const cells = line.split('\t');
    return Object.fromEntries(keys.map((k, i) => [k, cells[i] ?? '']));
  });
}

export interface QueensReference {
  n: number;
  total: bigint;
  fundamental: bigint;
}

export const queensReference: QueensReference[] = readTsv('queens.tsv').map((r) => ({
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
}

export const tilingReference: TilingReference[] = readTsv('tilings.tsv').map((r) => ({
  region: r.region,
  pieces: r.pieces,
  total: BigInt(r.total),
  distinct: BigInt(r.distinct),
  note: r.note,
}));

/** The project's shared folder beside the repository (CI lays a copy there, as for a session). */

/** A row of shared/reference/pieces-oeis.tsv (OEIS rows for other pieces): its terms, exact. */
export function oeisTerms(aNumber: string): bigint[] {
  const [head, ...rows] = readFileSync(sharedDir + 'pieces-oeis.tsv', 'utf8')
    .trim()
    .split('\n');
  const keys = head.split('\t');
  const row = rows.map((line) => line.split('\t')).find((cells) => cells[0] === aNumber);
  if (row === undefined) throw new Error(`pieces-oeis.tsv has no row ${aNumber}`);
  const terms = row[keys.indexOf('terms')];
  return terms.split(',').map((t) => BigInt(t.trim()));
}

/** One exact-cover problem of shared/reference/xcc/ (index.tsv): its text and expected count. */
export interface XccReference {
  readonly file: string;
  /** dlx1 (plain), dlx2 (colours) or dlx3 (multiplicities). */
  readonly kind: string;
  readonly expected: bigint;
  readonly source: string;
  readonly text: string;
}

/** Every problem of shared/reference/xcc/index.tsv, read from its file. */
export function xccReference(): XccReference[] {
  const dir = sharedDir + 'xcc/';
  return readTsv('xcc/index.tsv').map((r) => ({
    file: r.file,
    kind: r.kind,
    expected: BigInt(r.expected),
    source: r.source,
    text: readFileSync(dir + r.file, 'utf8'),
  }));
}

/** One level of shared/reference/queens-regions/ (index.tsv): its grid and what is known of it. */
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

/** Every level of shared/reference/queens-regions/index.tsv, read from its file. */
export function regionsReference(): RegionsReference[] {
  const dir = sharedDir + 'queens-regions/';
  return readTsv('queens-regions/index.tsv').map((r) => ({
    file: r.file,
    path: dir + r.file,
    n: Number(r.n),
    solutions: Number(r.solutions),
    connected: r.regions_connected === 'yes',
    first: r.first_solution.split(',').map(Number),
    rating: r.logic_rating,
    text: readFileSync(dir + r.file, 'utf8'),
  }));
}

/**
 * A row of shared/reference/polycubes.tsv with its counts known: the box, its pieces as a piece
 * file (each NAME=xyz.xyz… of the row, or of the row it says it shares them with), and the
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
  const rows = readTsv('polycubes.tsv');
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
