/**
 * Black-box tests of `placer queens solve|check|complete|estimate` on the built binary
 * (`npm run build` first).
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { naiveIsSolution } from './support/naive.js';

const BIN = fileURLToPath(new URL('../bin/placer.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'placer-heur-'));
after(() => rmSync(dir, { recursive: true, force: true }));

interface Result {
  code: number | null;
  out: string;
  err: string;
}

function placer(args: string[], input?: string): Result {
  const r = spawnSync(process.execPath, [BIN, 'queens', ...args], {
    encoding: 'utf8',
    input,
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
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
    const r = placer(['solve', '12', '--method', method, '--seed', '5']);
    assert.equal(r.code, 0, r.err);
    assert.match(field(r.out, 'method'), new RegExp(`^${method}`));
    assert.match(field(r.out, 'check'), /^valid: 12 queens/);
    assert.ok(naiveIsSolution(perm(field(r.out, 'placement'))));
    assert.match(field(r.out, 'seed'), /^(5|none)/);
  }
});

test('without --seed a seed is drawn and printed; running it again replays the run', () => {
  const a = placer(['solve', '30', '--method', 'greedy']);
  assert.equal(a.code, 0, a.err);
  const seed = field(a.out, 'seed');
  assert.match(seed, /^[0-9]+$/);
  const b = placer(['solve', '30', '--method', 'greedy', '--seed', seed]);
  assert.equal(field(b.out, 'placement'), field(a.out, 'placement'));
  assert.equal(field(b.out, 'steps'), field(a.out, 'steps'));
});

test('--json gives one object; the traced run ends where the fast run ends', () => {
  for (const method of ['greedy', 'mutation']) {
    const fast = placer(['solve', '8', '--method', method, '--seed', '11', '--json']);
    assert.equal(fast.code, 0, fast.err);
    const summary = JSON.parse(fast.out) as { cols: number[]; steps: number; valid: boolean };
    assert.ok(summary.valid);
    const traced = placer(['solve', '8', '--method', method, '--seed', '11', '--trace', 'ndjson']);
    assert.equal(traced.code, 0, traced.err);
    const lines = traced.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string; cols?: number[]; steps?: number });
    const last = lines.at(-1);
    assert.equal(last?.type, 'summary');
    assert.deepEqual(last?.cols, summary.cols, method);
    assert.equal(last?.steps, summary.steps, method);
    assert.ok(lines.some((l) => l.type === (method === 'greedy' ? 'attack-scores' : 'swap')));
    const text = placer(['solve', '8', '--method', method, '--seed', '11', '--trace']);
    assert.equal(field(text.out, 'placement'), summary.cols.join(' '));
  }
});

test('--max-steps stops a stalled search with exit 1 and says so', () => {
  const r = placer(['solve', '40', '--method', 'mutation', '--seed', '1', '--max-steps', '1000']);
  assert.equal(r.code, 1);
  assert.match(field(r.out, 'status'), /^gave up after 1000 swaps \(--max-steps\)/);
  const j = placer(['solve', '40', '--method', 'mutation', '--max-steps', '10', '--json', '-q']);
  assert.equal(j.code, 1);
  const s = JSON.parse(j.out) as { status: string; cols: null };
  assert.equal(s.status, 'gave-up');
  assert.equal(s.cols, null);
});

test('N = 2 and 3 have no placement: exit 1 with a clear line', () => {
  const r = placer(['solve', '3', '--method', 'greedy']);
  assert.equal(r.code, 1);
  assert.match(field(r.out, 'status'), /no placement exists for N = 3/);
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
    const r = placer(args);
    assert.equal(r.code, 2, `${args.join(' ')}: ${r.err}`);
    assert.match(r.err, message, args.join(' '));
    assert.equal(r.err.trim().split('\n').length, 1, `one line for ${args.join(' ')}`);
  }
});

test('solve --out writes the placement atomically; check --in reads it back', () => {
  const file = join(dir, 'q.txt');
  const r = placer(['solve', '100000', '--seed', '3', '--out', file]);
  assert.equal(r.code, 0, r.err);
  assert.ok(!r.out.includes('placement '), 'stdout carries only the summary');
  assert.match(field(r.out, 'written'), /q\.txt \(perm, [0-9,]+ bytes/);
  assert.deepEqual(
    readdirSync(dir).filter((f) => f.endsWith('.tmp')),
    [],
  );
  const c = placer(['check', '100000', '--in', file]);
  assert.equal(c.code, 0, c.err);
  assert.match(c.out, /^valid: 100000 queens/);
  const json = join(dir, 'q.json');
  assert.equal(placer(['solve', '50', '--out', json, '--format', 'json']).code, 0);
  assert.equal((JSON.parse(readFileSync(json, 'utf8')) as { n: number }).n, 50);
  assert.equal(placer(['check', '50', '--in', json]).code, 0);
});

test('check reads the same JSON as words and through --in FILE (any key order, whitespace)', () => {
  const file = join(dir, 'reordered.json');
  for (const text of ['{"cols":[2,4,1,3],"n":4}', '{\n  "cols": [2, 4, 1, 3],\n  "n": 4\n}\n']) {
    writeFileSync(file, text);
    const words = placer(['check', '4', text]);
    const fromFile = placer(['check', '4', '--in', file]);
    assert.equal(words.code, 0, words.err);
    assert.equal(fromFile.code, 0, fromFile.err);
    assert.equal(fromFile.out, words.out);
  }
});

test('check names the attacking pairs and exits 1; partial placements are not solutions', () => {
  const r = placer(['check', '4', '1', '2', '3', '4']);
  assert.equal(r.code, 1);
  assert.match(r.out, /not a solution: 6 attacking pairs \(6 on a diagonal ↘\)/);
  assert.match(r.out, /row 1 \(column 1\) and row 2 \(column 2\) share a diagonal ↘/);
  const p = placer(['check', '4', '2', '.', '1', '3']);
  assert.equal(p.code, 1);
  assert.match(p.out, /1 of 4 rows has no queen \(the first: row 2\)/);
  const ok = placer(['check', '4', 'a2', 'b4', 'c1', 'd3']);
  assert.equal(ok.code, 0);
  const file = join(dir, 'bad.txt');
  writeFileSync(file, '1 3 5 2 4\n');
  assert.equal(placer(['check', '5', '--in', file]).code, 0);
  assert.equal(placer(['check', '5', '--in', '-'], '1 2 3 4 5').code, 1);
});

test('check, complete and show word an attacking pair the same way', () => {
  // Rows 1 and 2 share a "/" diagonal, rows 1 and 3 a column.
  const pairLines = (out: string): string[] =>
    out
      .split('\n')
      .filter((l) => l.includes(' share a '))
      .map((l) => l.trim());
  const check = placer(['check', '5', '3', '2', '3', '.', '.']);
  const complete = placer(['complete', '5', '--fixed', '3', '2', '3', '.', '.']);
  const show = spawnSync(process.execPath, [BIN, 'queens', 'show', '5', '3 2 3 . .'], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  const expected = [
    'row 1 (column 3) and row 2 (column 2) share a diagonal ↙',
    'row 1 (column 3) and row 3 (column 3) share a column',
    'row 2 (column 2) and row 3 (column 3) share a diagonal ↘',
  ];
  assert.deepEqual(pairLines(check.out).sort(), expected);
  assert.deepEqual(pairLines(complete.out).sort(), expected);
  assert.deepEqual(pairLines(show.stdout).sort(), expected);
  assert.match(check.out, /\(1 on a column, 1 on a diagonal ↘, 1 on a diagonal ↙\)/);
});

test('complete finds one completion, counts them, and says why there is none', () => {
  const one = placer(['complete', '8', '--fixed', '1', '.', '5', '.', '.', '.', '.', '.']);
  assert.equal(one.code, 0, one.err);
  const c = perm(field(one.out, 'completion').split('  ')[0]);
  assert.ok(naiveIsSolution(c) && c[0] === 0 && c[2] === 4);
  const all = placer(['complete', '8', '--fixed', ...Array(8).fill('.'), '--count', '--json']);
  assert.equal(JSON.parse(all.out).completions, '92');
  const squares = placer(['complete', '8', '--fixed', 'a1', 'c5', '--count']);
  assert.equal(field(squares.out, 'completions'), '1');
  const clash = placer(['complete', '8', '--fixed', '1', '2', '.', '.', '.', '.', '.', '.']);
  assert.equal(clash.code, 1);
  assert.match(clash.out, /no completion: the fixed queens attack each other/);
  const none = placer(['complete', '8', '--fixed', '1', '.', '.', '2', '.', '.', '.', '.']);
  assert.equal(none.code, 1);
  assert.match(none.out, /no completion/);
});

test('estimate gives an interval around the count, reproducibly', () => {
  const a = placer(['estimate', '10', '--seed', '4', '--json']);
  assert.equal(a.code, 0, a.err);
  const e = JSON.parse(a.out) as { solutions: { low: number; high: number }; seed: number };
  assert.ok(e.solutions.low < 724 && 724 < e.solutions.high);
  const b = placer(['estimate', '10', '--seed', '4', '--json']);
  assert.deepEqual(
    (JSON.parse(b.out) as { solutions: unknown }).solutions,
    (e as { solutions: unknown }).solutions,
  );
  const t = placer(['estimate', '15', '--seed', '1', '--samples', '2000']);
  assert.match(field(t.out, 'count time'), /for 'placer queens count 15'/);
});
