/**
 * The xcc bench's instances and its C yardstick (bench/xccInstances.ts, bench/anchors/xcc_count.c):
 * each builder reproduces the matching file of ../shared/reference/xcc/ (its items line exactly,
 * its options as sets), xcc_count gives index.tsv's count on every reference file and Knuth's
 * stated solutions, and the "two per line" counts the bench takes from xcc_count agree with an
 * independent brute force. The bench's big instances are counted in bench-xcc.slow.test.ts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAnchor } from '../bench/lib.js';
import {
  kingDominationDlx,
  latinColourDlx,
  queenDominationDlx,
  SAGE_SUDOKU,
  sudokuDlx,
  twoPerLineDlx,
  withoutFirstClues,
} from '../bench/xccInstances.js';
import { withoutShared } from './support/reference.js';

const REFERENCE = fileURLToPath(new URL('../../shared/reference/xcc/', import.meta.url));
/** The problem files are data made elsewhere: their tests skip with one line on a bare clone. */
const noReference = withoutShared('xcc') ?? false;
const noGcc = spawnSync('gcc', ['--version']).status === 0 ? false : 'no gcc';

function reference(name: string): string {
  return readFileSync(join(REFERENCE, name), 'utf8');
}

/** The lines that are not comments: the items line, then the options. */
function body(text: string): string[] {
  return text.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('|'));
}

/** Same items line; same options, each taken as a set of items (Knuth's order within differs). */
function assertSameProblem(ours: string, theirs: string): void {
  const [a, ...aOptions] = body(ours);
  const [b, ...bOptions] = body(theirs);
  assert.equal(a, b);
  const norm = (options: string[]): string[] =>
    options.map((o) => o.split(/\s+/).sort().join(' ')).sort();
  assert.deepEqual(norm(aOptions), norm(bOptions));
}

test(
  'the builders reproduce the reference files of shared/reference/xcc',
  { skip: noReference },
  () => {
    assertSameProblem(sudokuDlx(SAGE_SUDOKU, 3), reference('sudoku-sage-colour.dlx'));
    assertSameProblem(sudokuDlx(SAGE_SUDOKU, 3, false), reference('sudoku-sage.dlx'));
    assertSameProblem(sudokuDlx('.'.repeat(16), 2), reference('shidoku.dlx'));
    assertSameProblem(latinColourDlx(4), reference('latin4-colour.dlx'));
    assertSameProblem(queenDominationDlx(7, 4), reference('queendom7.dlx'));
    assertSameProblem(kingDominationDlx(5, 4), reference('kingdom5.dlx'));
  },
);

test('withoutFirstClues empties the first k clues in reading order', () => {
  assert.equal(withoutFirstClues('1.2.3.', 2), '....3.');
  assert.equal(withoutFirstClues(SAGE_SUDOKU, 0), SAGE_SUDOKU);
  assert.equal(withoutFirstClues(SAGE_SUDOKU, 81), '.'.repeat(81));
});

/** xcc_count's stdout on `text` (written to a temporary file). */
function xcc(text: string, list = false): string {
  const dir = mkdtempSync(join(tmpdir(), 'xcc-'));
  try {
    const file = join(dir, 'x.dlx');
    writeFileSync(file, text);
    const r = spawnSync(buildAnchor('xcc_count'), list ? ['--list', file] : [file], {
      encoding: 'utf8',
      timeout: 20_000, // a search that runs away fails instead of hanging the suite
    });
    assert.equal(r.status, 0, r.stderr);
    return r.stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function xccCount(text: string): bigint {
  const m = /^count (\d+) nodes \d+$/m.exec(xcc(text));
  assert.ok(m, 'a count line');
  return BigInt(m[1]);
}

test(
  'xcc_count gives the expected count on every reference file',
  { skip: noGcc || noReference },
  () => {
    const [, ...rows] = reference('index.tsv').trim().split('\n');
    assert.ok(rows.length >= 13);
    for (const row of rows) {
      const [file, , expected] = row.split('\t');
      assert.equal(xccCount(reference(file)), BigInt(expected), file);
    }
  },
);

test(
  "xcc_count --list: Knuth's stated solutions, each solution once",
  { skip: noGcc || noReference },
  () => {
    // dlx2.w: options "A C X:1 Y:1" (line 6) and "B X:1" (line 8); dlx3.w: also "C Y:1".
    assert.equal(
      xcc(reference('knuth-dlx2-example.dlx'), true),
      '6 8\tA C X:1 Y:1\tB X:1\ncount 1 nodes 4\n',
    );
    assert.equal(
      xcc(reference('knuth-dlx3-example.dlx'), true).split('\n')[0],
      '5 7 8\tA C X:1 Y:1\tB X:1\tC Y:1',
    );
    const lines = xcc(reference('shidoku.dlx'), true).trimEnd().split('\n');
    assert.match(lines.pop() ?? '', /^count 288 nodes \d+$/);
    assert.equal(new Set(lines).size, 288);
  },
);

/** Two queens in every row and column, at most two per diagonal: counted row by row. */
function twoPerLineBrute(n: number): number {
  const col = new Array<number>(n).fill(0);
  const a = new Array<number>(2 * n - 1).fill(0);
  const d = new Array<number>(2 * n - 1).fill(0);
  const put = (i: number, j: number, k: number): void => {
    col[j] += k;
    a[i + j] += k;
    d[i - j + n - 1] += k;
  };
  const free = (i: number, j: number): boolean =>
    col[j] < 2 && a[i + j] < 2 && d[i - j + n - 1] < 2;
  const row = (i: number): number => {
    if (i === n) return 1;
    // every column still needs 2 - col[j] queens from the n - i rows left
    if (col.some((c) => 2 - c > n - i)) return 0;
    let total = 0;
    for (let j1 = 0; j1 < n; j1++) {
      if (!free(i, j1)) continue;
      put(i, j1, 1);
      for (let j2 = j1 + 1; j2 < n; j2++) {
        if (!free(i, j2)) continue;
        put(i, j2, 1);
        total += row(i + 1);
        put(i, j2, -1);
      }
      put(i, j1, -1);
    }
    return total;
  };
  return row(0);
}

test('two per line: xcc_count agrees with a brute force for n ≤ 7', { skip: noGcc }, () => {
  for (const n of [2, 3, 4, 5, 6, 7])
    assert.equal(xccCount(twoPerLineDlx(n)), BigInt(twoPerLineBrute(n)), `n=${n}`);
  assert.equal(twoPerLineBrute(4), 11);
});

test('Latin squares of order 5 as colours: A002860(5) = 161280', { skip: noGcc }, () => {
  assert.equal(xccCount(latinColourDlx(5)), 161_280n);
});

/** A small pseudo-random generator (mulberry32), so a failing case can be rerun. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

interface SmallProblem {
  readonly text: string;
  /** Per option: how often it covers each primary item (0/1), and each secondary's colour. */
  readonly options: { primary: number[]; secondary: (string | null | undefined)[] }[];
  readonly bounds: [number, number][];
}

/** Primary items with random bounds u:v, coloured and plain secondaries, options with a primary. */
function smallProblem(next: () => number): SmallProblem {
  const pick = (k: number): number => Math.floor(next() * k);
  const nPrimary = 1 + pick(4);
  const nSecondary = pick(4);
  const bounds: [number, number][] = Array.from({ length: nPrimary }, () => {
    const v = 1 + pick(3);
    return [pick(v + 1), v];
  });
  const options = Array.from({ length: 1 + pick(12) }, () => {
    const primary = Array.from({ length: nPrimary }, () => (next() < 0.4 ? 1 : 0));
    if (!primary.includes(1)) primary[pick(nPrimary)] = 1;
    // undefined: not in the option; null: in it without a colour
    const secondary = Array.from({ length: nSecondary }, () =>
      next() < 0.5 ? undefined : next() < 0.3 ? null : 'xy'[pick(2)] + (next() < 0.3 ? 'long' : ''),
    );
    return { primary, secondary };
  });
  const bound = ([u, v]: [number, number]): string =>
    u === 1 && v === 1 ? '' : u === v ? `${v}|` : `${u}:${v}|`;
  const items = [
    ...bounds.map((b, i) => `${bound(b)}p${i}`),
    ...(nSecondary > 0 ? ['|', ...Array.from({ length: nSecondary }, (_, j) => `s${j}`)] : []),
  ].join(' ');
  const lines = options.map((o) =>
    [
      ...o.primary.flatMap((k, i) => (k ? [`p${i}`] : [])),
      ...o.secondary.flatMap((c, j) =>
        c === undefined ? [] : [c === null ? `s${j}` : `s${j}:${c}`],
      ),
    ].join(' '),
  );
  return { text: `| random\n${items}\n${lines.join('\n')}\n`, options, bounds };
}

/** Every set of options that covers each primary item u…v times, secondaries compatibly. */
function bruteForce(p: SmallProblem): number {
  let total = 0;
  for (let set = 0; set < 1 << p.options.length; set++) {
    const chosen = p.options.filter((_, k) => (set >> k) & 1);
    const fits = p.bounds.every(([u, v], i) => {
      const n = chosen.reduce((s, o) => s + o.primary[i], 0);
      return n >= u && n <= v;
    });
    const compatible = (p.options[0]?.secondary ?? []).every((_, j) => {
      const uses = chosen.map((o) => o.secondary[j]).filter((c) => c !== undefined);
      return uses.length <= 1 || uses.every((c) => c !== null && c === uses[0]);
    });
    if (fits && compatible) total++;
  }
  return total;
}

test(
  'xcc_count agrees with a brute force on random small problems with colours and bounds',
  { skip: noGcc },
  () => {
    const next = random(18);
    for (let k = 0; k < 100; k++) {
      const p = smallProblem(next);
      assert.equal(xccCount(p.text), BigInt(bruteForce(p)), p.text);
    }
  },
);
