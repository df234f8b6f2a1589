/**
 * Black-box tests of `placer queens solve|check|complete|estimate` on the built binary
 * (`npm run build` first).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { walkEvents } from '../src/core/queens/walk.js';
import { eventJson } from '../src/render/queens/traceJson.js';
import {
  placer,
  placerChild,
  tempFiles,
  untilStderr,
  usageLine,
  type CliResult,
} from './support/cli.js';
import { naiveIsSolution } from './support/naive.js';
import { queensReference } from './support/reference.js';

const dir = tempFiles();

/** `placer queens ARGS` on the built binary. */
function queens(args: readonly string[], input?: string): CliResult {
  return placer(['queens', ...args], { input });
}

/** The value of a `key   value` line of a text summary. */
function field(out: string, key: string): string {
  const line = out.split('\n').find((l) => l.startsWith(key + ' '));
  assert.ok(line !== undefined, `no '${key}' line in:\n${out}`);
  return line.slice(key.length).trim();
}

const perm = (text: string): number[] => text.split(' ').map((x) => Number(x) - 1);

test('solve prints the method, the seed, steps, time and a checked placement', () => {
  for (const method of ['min-conflicts', 'greedy', 'mutation', 'construct', 'backtrack']) {
    const r = queens(['solve', '12', '--method', method, '--seed', '5']);
    assert.equal(r.code, 0, r.stderr);
    assert.match(field(r.stdout, 'method'), new RegExp(`^${method}`));
    assert.match(field(r.stdout, 'check'), /^valid: 12 queens/);
    assert.ok(naiveIsSolution(perm(field(r.stdout, 'placement'))));
    assert.match(field(r.stdout, 'seed'), /^(5|none)/);
  }
});

test('without --seed a seed is drawn and printed; running it again replays the run', () => {
  const a = queens(['solve', '30', '--method', 'greedy']);
  assert.equal(a.code, 0, a.stderr);
  const seed = field(a.stdout, 'seed');
  assert.match(seed, /^[0-9]+$/);
  const b = queens(['solve', '30', '--method', 'greedy', '--seed', seed]);
  assert.equal(field(b.stdout, 'placement'), field(a.stdout, 'placement'));
  assert.equal(field(b.stdout, 'steps'), field(a.stdout, 'steps'));
});

test('--json gives one object; the traced run ends where the fast run ends', () => {
  for (const method of ['greedy', 'mutation']) {
    const fast = queens(['solve', '8', '--method', method, '--seed', '11', '--json']);
    assert.equal(fast.code, 0, fast.stderr);
    const summary = JSON.parse(fast.stdout) as {
      placement: { n: number; cols: number[] };
      steps: number;
      valid: boolean;
    };
    assert.ok(summary.valid);
    const traced = queens(['solve', '8', '--method', method, '--seed', '11', '--trace', 'ndjson']);
    assert.equal(traced.code, 0, traced.stderr);
    const lines = traced.stdout
      .trim()
      .split('\n')
      .map(
        (l) => JSON.parse(l) as { type: string; placement?: { cols: number[] }; steps?: number },
      );
    const last = lines.at(-1);
    assert.equal(last?.type, 'summary');
    assert.deepEqual(last?.placement, summary.placement, method);
    assert.equal(last?.steps, summary.steps, method);
    assert.ok(lines.some((l) => l.type === (method === 'greedy' ? 'attack-scores' : 'swap')));
    const text = queens(['solve', '8', '--method', method, '--seed', '11', '--trace']);
    assert.equal(field(text.stdout, 'placement'), summary.placement.cols.join(' '));
  }
});

test('--max-steps stops a stalled search with exit 1 and says so', () => {
  const r = queens(['solve', '40', '--method', 'mutation', '--seed', '1', '--max-steps', '1000']);
  assert.equal(r.code, 1);
  assert.match(field(r.stdout, 'status'), /^gave up after 1000 swaps \(--max-steps\)/);
  const j = queens(['solve', '40', '--method', 'mutation', '--max-steps', '10', '--json', '-q']);
  assert.equal(j.code, 1);
  const s = JSON.parse(j.stdout) as { status: string; placement: null };
  assert.equal(s.status, 'gave-up');
  assert.equal(s.placement, null);
});

test('N = 2 and 3 have no placement: exit 1 with a clear line', () => {
  const r = queens(['solve', '3', '--method', 'greedy']);
  assert.equal(r.code, 1);
  assert.match(field(r.stdout, 'status'), /no placement exists for N = 3/);
});

test('bad input is one line on stderr and exit 2', () => {
  const cases: [string[], RegExp][] = [
    [['solve', 'abc'], /N must be a whole number/],
    [['solve', '8', '--seed', '1.5'], /--seed must be a whole number/],
    [['solve', '8', '--seed', '-3'], /--seed must be a whole number from 0/],
    [['solve', '8', '--method', 'magic'], /--method must be one of/],
    [['solve', '8', '--method', 'construct', '--trace'], /--trace is for --method greedy/],
    [['solve', '8', '--rule', 'seed'], /--rule and --sideways are for --method mutation/],
    [['solve', '100', '--method', 'greedy', '--trace'], /--trace needs N ≤ 64/],
    [['solve', '33', '--method', 'backtrack'], /N must be a whole number from 1 to 32/],
    [['solve', '8', '--max-steps', '0'], /--max-steps must be a whole number/],
    [['solve', '30', '--format', 'algebraic'], /algebraic needs N ≤ 26/],
    [['check', '4', '1', '2', '9', '3'], /column 9 .* is off the board/],
    [['check', '4', '--in', join(dir, 'missing.txt')], /cannot read .*: no such file/],
    [['complete', '8', '--fixed', '1', '2'], /placement has 2 rows but N is 8/],
    [['estimate', '40'], /N must be a whole number from 1 to 32/],
  ];
  for (const [args, message] of cases) {
    assert.match(usageLine(queens(args)), message, args.join(' '));
  }
});

test('solve --out writes the placement atomically; check --in reads it back', () => {
  const file = join(dir, 'q.txt');
  const r = queens(['solve', '100000', '--seed', '3', '--out', file]);
  assert.equal(r.code, 0, r.stderr);
  assert.ok(!r.stdout.includes('placement '), 'stdout carries only the summary');
  assert.match(field(r.stdout, 'written'), /q\.txt \(perm, [0-9,]+ bytes/);
  assert.deepEqual(
    readdirSync(dir).filter((f) => f.endsWith('.tmp')),
    [],
  );
  const c = queens(['check', '100000', '--in', file]);
  assert.equal(c.code, 0, c.stderr);
  assert.match(c.stdout, /^valid: 100000 queens/);
  const json = join(dir, 'q.json');
  assert.equal(queens(['solve', '50', '--out', json, '--format', 'json']).code, 0);
  assert.equal((JSON.parse(readFileSync(json, 'utf8')) as { n: number }).n, 50);
  assert.equal(queens(['check', '50', '--in', json]).code, 0);
});

test('check reads the same JSON as words and through --in FILE (any key order, whitespace)', () => {
  const file = join(dir, 'reordered.json');
  for (const text of ['{"cols":[2,4,1,3],"n":4}', '{\n  "cols": [2, 4, 1, 3],\n  "n": 4\n}\n']) {
    writeFileSync(file, text);
    const words = queens(['check', '4', text]);
    const fromFile = queens(['check', '4', '--in', file]);
    assert.equal(words.code, 0, words.stderr);
    assert.equal(fromFile.code, 0, fromFile.stderr);
    assert.equal(fromFile.stdout, words.stdout);
  }
});

test('check names the attacking pairs and exits 1; partial placements are not solutions', () => {
  const r = queens(['check', '4', '1', '2', '3', '4']);
  assert.equal(r.code, 1);
  assert.match(r.stdout, /not a solution: 6 attacking pairs \(6 on a diagonal ↘\)/);
  assert.match(r.stdout, /row 1 \(column 1\) and row 2 \(column 2\) share a diagonal ↘/);
  const p = queens(['check', '4', '2', '.', '1', '3']);
  assert.equal(p.code, 1);
  assert.match(p.stdout, /1 of 4 rows has no queen \(the first: row 2\)/);
  const ok = queens(['check', '4', 'a2', 'b4', 'c1', 'd3']);
  assert.equal(ok.code, 0);
  const file = join(dir, 'bad.txt');
  writeFileSync(file, '1 3 5 2 4\n');
  assert.equal(queens(['check', '5', '--in', file]).code, 0);
  assert.equal(queens(['check', '5', '--in', '-'], '1 2 3 4 5').code, 1);
});

test('check, complete and show word an attacking pair the same way', () => {
  // Rows 1 and 2 share a "/" diagonal, rows 1 and 3 a column.
  const pairLines = (out: string): string[] =>
    out
      .split('\n')
      .filter((l) => l.includes(' share a '))
      .map((l) => l.trim());
  const check = queens(['check', '5', '3', '2', '3', '.', '.']);
  const complete = queens(['complete', '5', '--fixed', '3', '2', '3', '.', '.']);
  const show = queens(['show', '5', '3 2 3 . .']);
  const expected = [
    'row 1 (column 3) and row 2 (column 2) share a diagonal ↙',
    'row 1 (column 3) and row 3 (column 3) share a column',
    'row 2 (column 2) and row 3 (column 3) share a diagonal ↘',
  ];
  assert.deepEqual(pairLines(check.stdout).sort(), expected);
  assert.deepEqual(pairLines(complete.stdout).sort(), expected);
  assert.deepEqual(pairLines(show.stdout).sort(), expected);
  assert.match(check.stdout, /\(1 on a column, 1 on a diagonal ↘, 1 on a diagonal ↙\)/);
});

test('complete finds one completion, counts them, and says why there is none', () => {
  const one = queens(['complete', '8', '--fixed', '1', '.', '5', '.', '.', '.', '.', '.']);
  assert.equal(one.code, 0, one.stderr);
  const c = perm(field(one.stdout, 'completion').split('  ')[0]);
  assert.ok(naiveIsSolution(c) && c[0] === 0 && c[2] === 4);
  const all = queens(['complete', '8', '--fixed', ...Array(8).fill('.'), '--count', '--json']);
  assert.equal(JSON.parse(all.stdout).total, '92');
  const squares = queens(['complete', '8', '--fixed', 'a1', 'c5', '--count']);
  assert.equal(field(squares.stdout, 'completions'), '1');
  const clash = queens(['complete', '8', '--fixed', '1', '2', '.', '.', '.', '.', '.', '.']);
  assert.equal(clash.code, 1);
  assert.match(clash.stdout, /no completion: the fixed queens attack each other/);
  const none = queens(['complete', '8', '--fixed', '1', '.', '.', '2', '.', '.', '.', '.']);
  assert.equal(none.code, 1);
  assert.match(none.stdout, /no completion/);
});

test('complete --count reports progress and stops on Ctrl-C with the partial count (exit 130)', async () => {
  // N = 17: its first part is counted in a fifth of a second, the whole in many seconds (at
  // N = 20 the first part alone took 2.6 s, and Ctrl-C waits for the part being counted).
  const child = placerChild([
    'queens',
    'complete',
    '17',
    '--fixed',
    ...Array<string>(17).fill('.'),
    '--count',
    '--json',
    '--progress',
  ]);
  let stdout = '';
  child.stdout.on('data', (b: Buffer) => (stdout += b.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  // The first progress line comes after 100 ms of counting.
  const stderr = await untilStderr(child, /parts, [0-9]+ completions so far/);
  child.kill('SIGINT');
  assert.equal(await exited, 130, stderr);
  const r = JSON.parse(stdout) as { total: string; complete: boolean };
  assert.equal(r.complete, false);
  assert.ok(BigInt(r.total) < queensReference.find((q) => q.n === 17)!.total);
});

test('a cancelled complete --count marks its text result partial, as every count does', async () => {
  const free = Array<string>(17).fill('.');
  const child = placerChild([
    'queens',
    'complete',
    '17',
    '--fixed',
    ...free,
    '--count',
    '--progress',
  ]);
  let stdout = '';
  child.stdout.on('data', (b: Buffer) => (stdout += b.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  const stderr = await untilStderr(child, /parts, [0-9]+ completions so far/);
  child.kill('SIGINT');
  assert.equal(await exited, 130, stderr);
  const lines = stdout.split('\n');
  assert.equal(lines[1], 'status       cancelled: the count below is partial', stdout);
  assert.match(lines[2], /^completions +\d+ so far \(cancelled\)$/);
});

test('estimate gives an interval around the count, reproducibly', () => {
  const a = queens(['estimate', '10', '--seed', '4', '--json']);
  assert.equal(a.code, 0, a.stderr);
  const e = JSON.parse(a.stdout) as { solutions: { low: number; high: number }; seed: number };
  assert.ok(e.solutions.low < 724 && 724 < e.solutions.high);
  const b = queens(['estimate', '10', '--seed', '4', '--json']);
  assert.deepEqual(
    (JSON.parse(b.stdout) as { solutions: unknown }).solutions,
    (e as { solutions: unknown }).solutions,
  );
  const t = queens(['estimate', '15', '--seed', '1', '--samples', '2000']);
  // The constellations' time: N = 15 counts by the join unless told.
  assert.match(
    field(t.stdout, 'count time'),
    /for 'placer queens count 15 --method constellations'/,
  );
});

test("walk --format ndjson writes each event as render's eventJson does", () => {
  const r = queens(['walk', '5', '--format', 'ndjson']);
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual(
    r.stdout.trimEnd().split('\n'),
    [...walkEvents(5)].map((e) => JSON.stringify(eventJson(e, 5))),
  );
});

test('estimate gives no interval it cannot have: one path is refused, none at row N says so', () => {
  assert.equal(
    usageLine(queens(['estimate', '8', '--samples', '1'])),
    "placer: --samples must be a whole number from 2 to 1000000000, got '1'",
  );
  // Seed 1's two paths both die before row 8: no "95% interval 0 … 0".
  const none = queens(['estimate', '8', '--samples', '2', '--seed', '1', '--no-eta']);
  assert.equal(none.code, 0, none.stderr);
  assert.match(none.stdout, /^samples +2 random paths \(seed 1\), 0 reached row 8$/m);
  assert.match(none.stdout, /^solutions +≈ 0 +no interval: no path reached row 8 /m);
  assert.doesNotMatch(none.stdout, /interval 0 … 0/);
});

test('check --in an empty file names the file (and standard input)', () => {
  writeFileSync(join(dir, 'empty.txt'), '');
  const file = join(dir, 'empty.txt');
  assert.equal(usageLine(queens(['check', '--in', file])), `placer: ${file}: placement is empty`);
  assert.equal(
    usageLine(queens(['check', '4', '--in', '-'], '')),
    'placer: standard input: placement is empty',
  );
});
