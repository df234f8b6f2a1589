/**
 * Counts split into units (tile --count, cover --count, queens count) as a user runs them:
 * --threads, checkpoints (resume, refusal of another job naming the difference, damaged lines
 * reported by number), SIGTERM like Ctrl-C, and a SIGKILL at any moment then the same command
 * giving the same totals, with real child processes.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { placer, placerChild, tempFiles, usageLine } from './support/cli.js';
import { queensDlx } from './support/fixtures.js';
import { queensReference } from './support/reference.js';

interface TileJson {
  total: string;
  classes: string;
  orbits: Record<string, string>;
  nodes: number;
  complete: boolean;
}

const TILE_6X10 = { total: '9356', classes: '2339' };
const TILE_5X12 = { total: '4040', classes: '1010' };

/** Solutions of N-Queens (OEIS A000170), the count of queensDlx(n). */
const queens = (n: number): string => queensReference.find((r) => r.n === n)!.total.toString();

/** Records in a checkpoint file (lines after the header). */
function records(file: string): number {
  if (!existsSync(file)) return 0;
  return readFileSync(file, 'utf8').split('\n').length - 2;
}

async function waitFor(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 2400; i++) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Starts placer, waits until `ready`, sends `signal`; resolves with its exit and output. */
async function signalled(
  args: string[],
  signal: NodeJS.Signals,
  ready: () => boolean,
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = placerChild(args, env);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (b: Buffer) => (stdout += b.toString()));
  child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
  const closed = new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
  await waitFor(ready, `${args.join(' ')} to be ready`);
  child.kill(signal);
  return { code: await closed, stdout, stderr };
}

test('tile and cover --count --threads 2 give the counts of one thread', () => {
  // 5x12: 8 subproblems like 6x10's, a quarter of its search.
  const one = JSON.parse(
    placer(['tile', '5x12', '--count', '--format', 'json']).stdout,
  ) as TileJson;
  const two = placer(['tile', '5x12', '--count', '--format', 'json', '--threads', '2']);
  assert.equal(two.code, 0, two.stderr);
  const t = JSON.parse(two.stdout) as TileJson;
  assert.deepEqual(
    [t.total, t.classes, t.orbits, t.nodes],
    [one.total, one.classes, one.orbits, one.nodes],
  );
  assert.deepEqual([t.total, t.classes], [TILE_5X12.total, TILE_5X12.classes]);
  // 8-queens as exact cover: 138 units, a count in milliseconds (tile's 3x20 took a second). The
  // nodes depend on which units each thread counted (a thread's units share its counting table).
  const dir = tempFiles({ 'q8.dlx': queensDlx(8) });
  const dlx = join(dir, 'q8.dlx');
  const c1 = JSON.parse(placer(['cover', dlx, '--count', '--format', 'json']).stdout);
  const c2 = JSON.parse(
    placer(['cover', dlx, '--count', '--format', 'json', '--threads', '2']).stdout,
  );
  assert.equal(c1.total, queens(8));
  assert.deepEqual([c2.total, c2.units, c2.complete], [c1.total, c1.units, true]);
  assert.match(usageLine(placer(['tile', '6x10', '--threads', '2'])), /--threads needs --count/);
  assert.match(
    usageLine(placer(['cover', dlx, '--checkpoint', 'x'])),
    /--checkpoint needs --count/,
  );
  assert.match(
    usageLine(placer(['tile', '6x10', '--count', '--threads', '0'])),
    /--threads must be a whole number from 1 to 64, got '0'/,
  );
});

/** Rewrites a checkpoint's header line as `edit` makes it (a file another placer wrote). */
function editHeader(file: string, edit: (h: Record<string, unknown>) => Record<string, unknown>) {
  const lines = readFileSync(file, 'utf8').split('\n');
  writeFileSync(file, [JSON.stringify(edit(JSON.parse(lines[0]))), ...lines.slice(1)].join('\n'));
}

/**
 * The refusals every count shares: a checkpoint another placer version wrote, one without a field
 * this run's header has, one of another kind of count, and a JSON file that is no checkpoint.
 * `run` is the count that wrote `file`; `other` is another kind of count and the kind it names.
 */
function assertCommonRefusals(
  file: string,
  run: string[],
  kind: string,
  other: [string[], string],
): void {
  const original = readFileSync(file, 'utf8');
  const refused = (args: string[], re: RegExp) =>
    assert.match(usageLine(placer([...args, '--checkpoint', file])), re);
  const head = /^placer: checkpoint .* belongs to another job: /.source;
  editHeader(file, (h) => ({ ...h, placer: '0.0.1' }));
  refused(run, new RegExp(`${head}its placer version is "0\\.0\\.1", this run's is "`));
  editHeader(file, ({ placer: _dropped, ...h }) => h);
  refused(run, new RegExp(`${head}it has no placer version, this run's is "`));
  writeFileSync(file, original);
  refused(
    other[0],
    new RegExp(`${head}it is a "${kind}" checkpoint, this is a "${other[1]}" run;`),
  );
  writeFileSync(file, '{"this is":"not a checkpoint"}\n');
  refused(run, new RegExp(`${head}its first line is not a checkpoint header \\(it names no kind`));
  writeFileSync(file, original);
  // Refusals leave the file as it was: the same command still resumes it.
  const again = placer([...run, '--checkpoint', file]);
  assert.equal(again.code, 0, again.stderr);
  assert.match(again.stderr, /resumed (\d+) of \1 (units|subproblems)/);
}

test('a checkpoint resumes, and one from another problem is refused naming what differs', () => {
  const dir = tempFiles({ 'pieces.txt': 'I 12\n#####\n' });
  const file = join(dir, 'cp.ndjson');
  const run = (args: string[]) => placer([...args, '--checkpoint', file]);
  const first = run(['tile', '5x12', '--count', '--format', 'json']);
  assert.equal(first.code, 0, first.stderr);
  const header = JSON.parse(readFileSync(file, 'utf8').split('\n')[0]);
  assert.equal(header.kind, 'placer-tile-count');
  assert.equal(records(file), header.units);
  const again = run(['tile', '5x12', '--count', '--format', 'json']);
  assert.match(again.stderr, new RegExp(`resumed ${header.units} of ${header.units} units`));
  assert.equal(JSON.parse(again.stdout).total, JSON.parse(first.stdout).total);
  const refusals: [string[], RegExp][] = [
    [
      ['tile', '6x10', '--count'],
      /belongs to another job: its region is "5x12", this run's is "6x10"/,
    ],
    [
      ['tile', '5x12', '--count', '--pieces', join(dir, 'pieces.txt')],
      /its piece set \(--pieces\) is "pentominoes", this run's is "file sha256:/,
    ],
    [
      ['tile', '5x12', '--count', '--piece', 'I=*', '--piece', 'L=*'],
      /its pieces chosen \(--piece\) is \[\], this run's is \["I=\*","L=\*"\]/,
    ],
    [
      ['tile', '5x12', '--count', '--symmetry', 'none'],
      /its symmetry \(--symmetry\) is "break", this run's is "none"/,
    ],
  ];
  for (const [args, re] of refusals) assert.match(usageLine(run(args)), re);
  assertCommonRefusals(file, ['tile', '5x12', '--count'], 'placer-tile-count', [
    ['queens', 'count', '8'],
    'placer-queens-count',
  ]);

  // Another DLX file.
  const dlxA = join(dir, 'a.dlx');
  const dlxB = join(dir, 'b.dlx');
  writeFileSync(dlxA, queensDlx(8));
  writeFileSync(dlxB, queensDlx(9));
  const cp2 = join(dir, 'cover.ndjson');
  assert.equal(placer(['cover', dlxA, '--count', '--checkpoint', cp2]).code, 0);
  assert.match(
    usageLine(placer(['cover', dlxB, '--count', '--checkpoint', cp2])),
    /its DLX file is "sha256:[0-9a-f]{16}", this run's is "sha256:[0-9a-f]{16}"/,
  );
  assertCommonRefusals(cp2, ['cover', dlxA, '--count'], 'placer-cover-count', [
    ['tile', '5x12', '--count'],
    'placer-tile-count',
  ]);

  // Another N, another split of queens.
  const cp3 = join(dir, 'queens.ndjson');
  assert.equal(placer(['queens', 'count', '10', '--checkpoint', cp3]).code, 0);
  const split = JSON.parse(readFileSync(cp3, 'utf8').split('\n')[0]).extraRows as number;
  assert.match(
    usageLine(placer(['queens', 'count', '11', '--checkpoint', cp3])),
    /its N is 10, this run's is 11/,
  );
  assert.match(
    usageLine(placer(['queens', 'count', '10', '--split', `${split + 1}`, '--checkpoint', cp3])),
    new RegExp(`its split \\(--split\\) is ${split}, this run's is ${split + 1}`),
  );
  assertCommonRefusals(cp3, ['queens', 'count', '10'], 'placer-queens-count', [
    ['cover', dlxA, '--count'],
    'placer-cover-count',
  ]);
});

test('damaged checkpoint lines are reported by number and their units run again', () => {
  const dir = tempFiles();
  const file = join(dir, 'cp.ndjson');
  const first = placer(['tile', '5x12', '--count', '--format', 'json', '--checkpoint', file]);
  const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
  const units = lines.length - 1;
  lines[3] = lines[3].slice(0, 20); // damaged in the middle
  lines[5] = lines[5].replace(/"total":"\d+"/, '"total":"-4"'); // not a count
  lines[7] = '{"id":"no such unit","total":"1"}';
  const torn = lines.slice(0, -1).join('\n') + '\n' + lines.at(-1)!.slice(0, 9);
  writeFileSync(file, torn);
  const r = placer(['tile', '5x12', '--count', '--format', 'json', '--checkpoint', file]);
  assert.equal(r.code, 0, r.stderr);
  assert.match(
    r.stderr,
    /checkpoint .*cp\.ndjson line 4: not a record: ".*"; that unit runs again/,
  );
  assert.match(r.stderr, /line 6: not a valid record: ".*"; that unit runs again/);
  assert.match(r.stderr, /line 8: no unit of this job: "no such unit"/);
  assert.match(r.stderr, new RegExp(`line ${units + 1}: cut short: `));
  assert.match(r.stderr, new RegExp(`resumed ${units - 4} of ${units} units`));
  assert.deepEqual(
    [JSON.parse(r.stdout).total, JSON.parse(r.stdout).orbits],
    [JSON.parse(first.stdout).total, JSON.parse(first.stdout).orbits],
  );
});

test('tile --count: SIGKILL at any moment, then the same command, gives the same totals', async () => {
  const dir = tempFiles();
  for (const [threads, min] of [
    ['2', 3],
    ['1', 1],
  ] as const) {
    const file = join(dir, `cp${threads}.ndjson`);
    const args = ['tile', '6x10', '--symmetry', 'none', '--count', '--format', 'json'];
    const cp = ['--checkpoint', file, '--threads', threads];
    const killed = await signalled([...args, ...cp], 'SIGKILL', () => records(file) >= min);
    assert.equal(killed.stdout, '');
    const saved = records(file);
    const r = placer([...args, ...cp]);
    assert.equal(r.code, 0, r.stderr);
    const m = /resumed (\d+) of 32 units/.exec(r.stderr);
    assert.ok(m && Number(m[1]) >= saved - 1 && Number(m[1]) >= min - 1, r.stderr);
    const out = JSON.parse(r.stdout) as TileJson;
    assert.deepEqual(
      [out.total, out.classes, out.complete],
      [TILE_6X10.total, TILE_6X10.classes, true],
    );
  }
});

test('cover --count: SIGKILL, then the same command, gives the same count', async () => {
  const dir = tempFiles();
  const dlx = join(dir, 'p.dlx');
  // 12-queens: over a hundred units of a few ms each, so the 2 records waited for come well
  // before the end (tile's 3x20, 18 units, took three times the CPU; 4x15's 26 units 4 s, twice).
  writeFileSync(dlx, queensDlx(12));
  const file = join(dir, 'cp.ndjson');
  const args = [
    'cover',
    dlx,
    '--count',
    '--format',
    'json',
    '--checkpoint',
    file,
    '--threads',
    '2',
  ];
  await signalled(args, 'SIGKILL', () => records(file) >= 2);
  const r = placer(args);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stderr, /resumed \d+ of \d+ units/);
  assert.equal(JSON.parse(r.stdout).total, queens(12));
});

test('SIGTERM stops a tile count like Ctrl-C: partial counts, exit 130, work saved by default', async () => {
  const cache = tempFiles();
  const env = { XDG_CACHE_HOME: cache };
  const args = ['tile', '6x10', '--symmetry', 'none', '--count', '--format', 'json', '--progress'];
  // Stopped once some units are done: a run this short writes no default checkpoint unless
  // it is cancelled.
  let seen = '';
  let sent = false;
  const child = placerChild(args, env);
  let stdout = '';
  child.stdout.on('data', (b: Buffer) => (stdout += b.toString()));
  child.stderr.on('data', (b: Buffer) => {
    seen += b.toString();
    if (!sent && /[1-9]\d*\/32 units/.test(seen)) {
      sent = true;
      child.kill('SIGTERM');
    }
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
  assert.equal(code, 130, seen);
  const partial = JSON.parse(stdout) as TileJson;
  assert.equal(partial.complete, false);
  assert.ok(BigInt(partial.total) < BigInt(TILE_6X10.total));
  const m =
    /finished work is saved in (\S+placer\/tile-count-[0-9a-f]{16}\.ndjson): run the same command/.exec(
      seen,
    );
  assert.ok(m, seen);
  assert.ok(m[1].startsWith(cache));
  const resumed = placer(args, { env });
  assert.equal(resumed.code, 0, resumed.stderr);
  assert.match(resumed.stderr, /resumed [1-9]\d* of 32 units/);
  assert.equal(JSON.parse(resumed.stdout).total, TILE_6X10.total);
  assert.deepEqual(
    readdirSync(join(cache, 'placer')),
    [],
    'a finished default checkpoint is removed',
  );
});

test('queens count 18 checkpoints by default; SIGTERM keeps its finished units', async () => {
  const methods = [
    { args: [], name: 'queens-join-18', kind: 'placer-queens-join' },
    { args: ['--method', 'constellations'], name: 'queens-count-18', kind: 'placer-queens-count' },
  ];
  for (const { args, name, kind } of methods) {
    const cache = tempFiles();
    const file = join(cache, 'placer', `${name}.ndjson`);
    const r = await signalled(
      ['queens', 'count', '18', ...args, '--json'],
      'SIGTERM',
      () => records(file) >= 1,
      {
        XDG_CACHE_HOME: cache,
      },
    );
    assert.equal(r.code, 130, r.stderr);
    assert.equal(JSON.parse(r.stdout).complete, false);
    assert.match(
      r.stderr,
      new RegExp(`finished work is saved in .*${name}\\.ndjson: run the same command`),
    );
    const header = JSON.parse(readFileSync(file, 'utf8').split('\n')[0]);
    assert.deepEqual([header.kind, header.n], [kind, 18]);
    assert.ok(records(file) >= 1);
  }
});
