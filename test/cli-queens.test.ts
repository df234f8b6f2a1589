import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { queensReference } from './support/reference.js';
import { killAndResume } from './support/killResume.js';
import { spawnSync } from 'node:child_process';
import {
  BIN,
  cliEnv,
  interruptOnFirstProgress,
  placer,
  placerPiped,
  tempFiles,
  usageLine,
  interruptedInOnePipe,
} from './support/cli.js';
import { parsePlacement } from '../src/core/queens/formats.js';
import { canonicalForm } from '../src/core/queens/classes.js';
import { isSolution } from '../src/core/queens/placement.js';

test('count --json agrees with OEIS for N = 1…14 (through the CLI)', () => {
  for (const ref of queensReference.filter((r) => r.n <= 14)) {
    const r = placer(['queens', 'count', String(ref.n), '--json']);
    assert.equal(r.code, 0, r.stderr);
    const j = JSON.parse(r.stdout) as Record<string, unknown>;
    assert.equal(j.n, ref.n);
    assert.equal(j.total, ref.total.toString());
    assert.equal(j.classes, ref.fundamental.toString());
    assert.equal(typeof j.seconds, 'number');
    const o = j.orbits as Record<string, string>;
    assert.equal(
      BigInt(o['8']) * 8n + BigInt(o['4']) * 4n + BigInt(o['2']) * 2n + BigInt(o['1']),
      ref.total,
    );
  }
});

test('count --threads K runs worker threads and gets the same answer', () => {
  for (const ref of queensReference.filter((r) => r.n === 1 || r.n === 6 || r.n === 12)) {
    const j = JSON.parse(
      placer(['queens', 'count', String(ref.n), '--json', '--threads', '2']).stdout,
    );
    assert.equal(j.total, ref.total.toString());
    assert.equal(j.classes, ref.fundamental.toString());
  }
  assert.match(usageLine(placer(['queens', 'count', '8', '--threads', '0'])), /--threads.*'0'/);
});

test('count prints total, fundamental, the orbit breakdown and the time', () => {
  const r = placer(['queens', 'count', '8']);
  assert.equal(r.code, 0);
  assert.match(r.stdout, /^total +92$/m);
  assert.match(r.stdout, /^fundamental +12$/m);
  assert.match(r.stdout, /11 of size 8, 1 of size 4, 0 of size 2/);
  assert.match(r.stdout, /^time +\d/m);
});

test('bad N is a one-line usage error naming the value and the range (exit 2)', () => {
  for (const bad of ['', ' ', '1e3', '0x10', '8.5', 'Infinity', '-1', '0', '33', 'eight']) {
    for (const cmd of ['count', 'list']) {
      const line = usageLine(placer(['queens', cmd, bad]));
      assert.ok(line.includes(`'${bad}'`), line);
      assert.ok(line.includes('1 to 32'), line);
    }
  }
  assert.match(usageLine(placer(['queens', 'count'])), /N is missing.*1 to 32/);
  assert.match(
    usageLine(placer(['queens', 'list', '8', '--format', 'xml'])),
    /--format.*perm.*'xml'/,
  );
  assert.match(usageLine(placer(['queens', 'list', '8', '--limit', '-3'])), /'-3'/);
  assert.match(usageLine(placer(['queens', 'list', '8', '--offset', '1.5'])), /--offset.*'1.5'/);
  assert.match(
    usageLine(placer(['queens', 'frob'])),
    /unknown command 'frob'.*count, list, show, walk/,
  );
  assert.match(usageLine(placer(['queens', 'count', '8', '--bogus'])), /unknown option '--bogus'/);
  assert.match(usageLine(placer(['queens', 'list', '27', '--format', 'algebraic'])), /N ≤ 26/);
});

test('list: every line is a solution, sorted, distinct, as many as the count', () => {
  const r = placer(['queens', 'list', '8']);
  assert.equal(r.code, 0);
  const lines = r.stdout.trimEnd().split('\n');
  assert.equal(lines.length, 92);
  assert.equal(new Set(lines).size, 92);
  const keys = lines.map((l) => Array.from(parsePlacement(l).cols));
  for (let i = 1; i < keys.length; i++) {
    const a = keys[i - 1];
    const b = keys[i];
    const k = a.findIndex((x, j) => x !== b[j]);
    assert.ok(a[k] < b[k], 'lexicographic order');
  }
  assert.ok(keys.every((cols) => isSolution({ n: 8, cols: Int32Array.from(cols) })));
});

test('list --fundamental: canonical members with orbit sizes summing to the total', () => {
  const r = placer(['queens', 'list', '8', '--fundamental']);
  const lines = r.stdout.trimEnd().split('\n');
  assert.equal(lines.length, 12);
  let sum = 0;
  for (const line of lines) {
    const m = /^(.*) {2}\(orbit (\d)\)$/.exec(line);
    assert.ok(m, line);
    const p = parsePlacement(m[1]);
    const c = canonicalForm(p);
    assert.deepEqual(Array.from(c.placement.cols), Array.from(p.cols));
    assert.equal(c.orbitSize, Number(m[2]));
    sum += Number(m[2]);
  }
  assert.equal(sum, 92);
  const j = placer(['queens', 'list', '6', '--fundamental', '--format', 'json']);
  assert.deepEqual(JSON.parse(j.stdout), { n: 6, cols: [2, 4, 6, 1, 3, 5], orbit: 4 });
});

test('list in every format parses back to the same placements; offset and limit slice', () => {
  const perm = placer(['queens', 'list', '7']).stdout.trimEnd().split('\n');
  for (const format of ['pairs', 'angle', 'algebraic', 'json']) {
    const lines = placer(['queens', 'list', '7', '--format', format]).stdout.trimEnd().split('\n');
    assert.deepEqual(
      lines.map((l) => Array.from(parsePlacement(l).cols).join()),
      perm.map((l) => Array.from(parsePlacement(l).cols).join()),
      format,
    );
  }
  const slice = placer(['queens', 'list', '7', '--offset', '5', '--limit', '3'])
    .stdout.trimEnd()
    .split('\n');
  assert.deepEqual(slice, perm.slice(5, 8));
  assert.equal(placer(['queens', 'list', '7', '--offset', '40']).stdout, '');
  const boards = placer(['queens', 'list', '4', '--format', 'board']).stdout;
  assert.equal((boards.match(/♛/g) ?? []).length, 8);
  assert.match(boards, /^#1$/m);
});

test('list 20 | head -3 prints three lines and exits 0 (a listing without end stops with its reader)', () => {
  // N = 20: 39 029 188 884 solutions, no end in sight; the first come at once (N = 32's first
  // three took 1.5 s of CPU to find).
  const r = placerPiped(['queens', 'list', '20'], 'head -3');
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stdout.trimEnd().split('\n').length, 3);
  assert.equal(r.stderr, '');
});

test('show draws the board and says whether it is a solution', () => {
  const ok = placer(['queens', 'show', '4', '2', '4', '1', '3']);
  assert.equal(ok.code, 0);
  assert.equal((ok.stdout.match(/♛/g) ?? []).length, 4);
  assert.match(ok.stdout, /status +a solution/);
  assert.match(ok.stdout, /orbit of 2/);
  // any text format is accepted
  for (const text of [
    '<1,2> <2,4> <3,1> <4,3>',
    'a2 b4 c1 d3',
    '2,1-4,2-1,3-3,4-',
    '{"n":4,"cols":[2,4,1,3]}',
  ]) {
    assert.match(placer(['queens', 'show', '4', text]).stdout, /a solution/, text);
  }
  const bad = placer(['queens', 'show', '4', '1 2 4 3']);
  assert.equal(bad.code, 0);
  assert.match(bad.stdout, /not a solution/);
  assert.match(bad.stdout, /row 1 \(column 1\) and row 2 \(column 2\) share a diagonal/);
  assert.match(bad.stdout, /\(♛\)/);
  const partial = placer(['queens', 'show', '8', '1 . 5 . . . . .']);
  assert.match(partial.stdout, /partial: 2 of 8 queens/);
});

test('check and show take N from the placement where it says it; a given N is checked', () => {
  const json = '{"n":4,"cols":[2,4,1,3]}';
  const check = (args: string[], input?: string) => placer(['queens', 'check', ...args], { input });
  const show = (args: string[], input?: string) => placer(['queens', 'show', ...args], { input });
  // Standard input in perm and json, and a placement given as one word: N from the entries.
  for (const [args, input] of [
    [['--in', '-'], `${json}\n`],
    [['--in', '-'], '2 4 1 3\n'],
    [[json]],
    [['2 4 1 3']],
  ] as [string[], string?][]) {
    const r = check(args, input);
    assert.equal(r.code, 0, `${args.join(' ')}: ${r.stderr}`);
    assert.equal(r.stdout, 'valid: 4 queens, no two attack each other\n');
    assert.match(show(args, input).stdout, /^status +a solution$/m);
  }
  // placer's own output reads back with no N.
  const solved = placer(['queens', 'solve', '30', '--seed', '3', '-o', '-']);
  assert.match(check(['--in', '-'], solved.stdout).stdout, /^valid: 30 queens/);
  const listed = placer(['queens', 'list', '6', '--format', 'json', '--limit', '1']).stdout;
  assert.match(show(['--in', '-'], listed).stdout, /^status +a solution$/m);
  // "No" is still exit 1, with N in the JSON answer.
  const no = check(['--in', '-', '--format', 'json'], '1 2 3 4 5\n');
  assert.equal(no.code, 1);
  assert.deepEqual([JSON.parse(no.stdout).n, JSON.parse(no.stdout).valid], [5, false]);
  // A given N must match what the placement says: a usage error naming both.
  assert.match(usageLine(check(['5', '--in', '-'], '2 4 1 3\n')), /4 rows but N is 5/);
  assert.match(usageLine(check(['5', json])), /4 rows but N is 5/);
  assert.match(
    usageLine(check(['--in', '-'], '{"n":5,"cols":[2,4,1,3]}')),
    /JSON placement says n=5 but has 4 entries in cols/,
  );
  assert.match(usageLine(show(['{"n":5,"cols":[2,4,1,3]}'])), /says n=5 but has 4 entries/);
  // Where the text does not say N (rows may be left out), or says one too big: one line.
  assert.match(usageLine(check(['a2 b4 c1 d3'])), /partial placement in algebraic format needs N/);
  const seventy = Array.from({ length: 70 }, (_, i) => i + 1).join(' ');
  assert.match(usageLine(show(['--in', '-'], seventy)), /past the largest board: N is at most 64/);
  assert.match(usageLine(show([seventy])), /the placement has 70 rows: N must be from 1 to 64/);
  assert.match(usageLine(check(['--in', '-'], '{"cols":[]}')), /placement is empty/);
  assert.match(usageLine(show(['4', '2 4 1 3', '--in', '-'], json)), /not both/);
  assert.match(usageLine(check([])), /PLACEMENT is missing: give the columns/);
});

test('show rejects malformed and wrong-size placements with one line (exit 2)', () => {
  assert.match(usageLine(placer(['queens', 'show', '4', '1', '2', '3'])), /3 rows but N is 4/);
  assert.match(usageLine(placer(['queens', 'show', '4', '1', '2', '3', '9'])), /column 9.*1…4/);
  assert.match(usageLine(placer(['queens', 'show', '4', 'x'])), /'x'/);
  assert.match(usageLine(placer(['queens', 'show', '4'])), /PLACEMENT is missing/);
  assert.match(
    usageLine(placer(['queens', 'show', '4', '2 4 1 3', '--input-format', 'roman'])),
    /--input-format .*'roman'/,
  );
});

test('show --svg writes a standalone SVG (atomically) and - writes it to stdout', () => {
  const dir = tempFiles();
  const file = join(dir, 'board.svg');
  const r = placer(['queens', 'show', '5', '1 3 5 2 4', '--svg', file]);
  assert.equal(r.code, 0);
  const svg = readFileSync(file, 'utf8');
  assert.match(svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  assert.equal((svg.match(/<path /g) ?? []).length, 5);
  assert.match(r.stderr, /wrote/);
  const out = placer(['queens', 'show', '4', '1 2 3 4', '--svg', '-']).stdout;
  assert.match(out, /^<svg xmlns=/);
  assert.equal((out.match(/<line /g) ?? []).length, 6, 'one line per attacking pair');
  const missing = join(dir, 'missing', 'x.svg');
  const fail = placer(['queens', 'show', '4', '2 4 1 3', '--svg', missing]);
  assert.equal(
    usageLine(fail),
    `placer: --svg '${missing}': folder '${join(dir, 'missing')}' does not exist`,
  );
  assert.ok(!existsSync(join(dir, 'missing')));
  assert.match(
    usageLine(placer(['queens', 'show', '4', '2 4 1 3', '--svg', dir])),
    /is a directory/,
  );
});

test('a stdout that cannot be written is one line and exit 1', () => {
  const r = spawnSync('bash', ['-c', `'${process.execPath}' '${BIN}' queens count 8 > /dev/full`], {
    env: cliEnv(),
    encoding: 'utf8',
  });
  assert.equal(r.status, 1);
  assert.equal(r.stderr, 'placer: cannot write standard output: ENOSPC\n');
});

test('walk prints the robot steps; ndjson events are 1-based and find the solutions', () => {
  const text = placer(['queens', 'walk', '4']);
  assert.equal(text.code, 0);
  assert.match(text.stdout, /up-left/);
  assert.match(text.stdout, /done: 2 solutions in \d+ steps/);
  const events = placer(['queens', 'walk', '5', '--format', 'ndjson'])
    .stdout.trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l) as { type: string; queens: number[]; step: number });
  const sols = events.filter((e) => e.type === 'solution').map((e) => e.queens.join(' '));
  assert.deepEqual(sols, placer(['queens', 'list', '5']).stdout.trimEnd().split('\n'));
  const limited = placer(['queens', 'walk', '8', '--limit', '10']).stdout.trimEnd().split('\n');
  assert.match(limited.at(-1) ?? '', /stopped after 10 steps/);
  assert.match(usageLine(placer(['queens', 'walk', '8', '--limit', '0'])), /--limit/);
});

test('count --checkpoint resumes finished work and refuses another job', () => {
  const dir = tempFiles();
  const file = join(dir, 'cp.ndjson');
  const first = placer(['queens', 'count', '12', '--json', '--checkpoint', file]);
  assert.equal(JSON.parse(first.stdout).total, '14200');
  const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
  assert.equal(JSON.parse(lines[0]).kind, 'placer-queens-count');
  assert.equal(lines.length - 1, JSON.parse(first.stdout).subproblems);
  const again = placer(['queens', 'count', '12', '--json', '--checkpoint', file]);
  assert.equal(JSON.parse(again.stdout).total, '14200');
  assert.match(again.stderr, /resumed \d+ of \d+ subproblems/);
  assert.match(usageLine(placer(['queens', 'count', '11', '--checkpoint', file])), /another job/);
  assert.match(
    usageLine(placer(['queens', 'count', '8', '--checkpoint', join(dir, 'no', 'cp')])),
    /cannot use checkpoint .*: its folder does not exist/,
  );
  assert.match(usageLine(placer(['queens', 'count', '8', '--checkpoint', dir])), /is a directory/);
  const devNull = placer(['queens', 'count', '8', '--json', '--checkpoint', '/dev/null']);
  assert.equal(JSON.parse(devNull.stdout).total, '92');
  // a torn last line (killed mid-write) is ignored and redone
  writeFileSync(file, lines.slice(0, -3).join('\n') + '\n{"id":"3.0.', 'utf8');
  const torn = placer(['queens', 'count', '12', '--json', '--checkpoint', file]);
  assert.equal(JSON.parse(torn.stdout).total, '14200');
  assert.equal(JSON.parse(torn.stdout).classes, '1787');
});

test('a cancelled (SIGINT) or killed (SIGKILL) count loses no finished work', async () => {
  // Constellations, N = 15: 2311 subproblems, 0.8 s of CPU a run. (The join's N = 17 killed with
  // its worker threads is in cli-queens.slow.test.ts: 5 s of CPU.)
  await killAndResume('SIGINT', '1', 'constellations', 15); // between subproblems
  await killAndResume('SIGKILL', '1', 'constellations', 15);
  await killAndResume('SIGINT', '2', 'constellations', 15); // workers terminated
});

test('the join and the constellations give the same JSON but for the method and units', () => {
  for (const n of [4, 9, 12]) {
    const j = JSON.parse(
      placer(['queens', 'count', String(n), '--method', 'join', '--json']).stdout,
    );
    const c = JSON.parse(placer(['queens', 'count', String(n), '--json']).stdout);
    assert.equal(j.method, 'join');
    assert.equal(c.method, 'constellations');
    for (const k of ['n', 'total', 'classes', 'orbits', 'complete']) {
      assert.deepEqual(j[k], c[k], `N=${n} ${k}`);
    }
    assert.ok(j.subproblems > 0 && c.subproblems > 0);
  }
  // By default the join counts N from 14 on, the constellations the smaller.
  assert.equal(JSON.parse(placer(['queens', 'count', '14', '--json']).stdout).method, 'join');
  assert.equal(
    JSON.parse(placer(['queens', 'count', '13', '--json']).stdout).method,
    'constellations',
  );
});

test('queens count: a bad --method, a join past 23, a join over --memory are one line (exit 2)', () => {
  const cases: [string[], RegExp][] = [
    [
      ['10', '--method', 'dfs'],
      /^placer: --method must be one of join, constellations, got 'dfs'$/,
    ],
    [
      ['24', '--method', 'join'],
      /^placer: --method join counts N = 4…23, got 24: use --method constellations$/,
    ],
    [['3', '--method', 'join'], /got 3: use --method constellations$/],
    [
      ['21', '--method', 'join', '--memory', '64M'],
      /^placer: the join of N = 21 on 1 thread needs about \d+ MiB, over the --memory limit of 64 MiB: /,
    ],
    [['15', '--memory', 'lots'], /^placer: --memory must be a size of 1M or more .*got 'lots'$/],
    [
      ['15', '--method', 'join', '--split', '1'],
      /^placer: --split is for --method constellations$/,
    ],
  ];
  for (const [args, message] of cases) {
    const r = placer(['queens', 'count', ...args]);
    assert.equal(r.code, 2, args.join(' '));
    assert.match(r.stderr.trimEnd(), message);
    assert.equal(r.stderr.trimEnd().split('\n').length, 1);
    assert.equal(r.stdout, '');
  }
});

test('a cancelled queens count says in its result on stdout that it is partial', async () => {
  // `placer queens count 18 > r.txt`, then Ctrl-C: the file itself must say so.
  const constellations = ['--method', 'constellations'];
  const text = await interruptOnFirstProgress([
    'queens',
    'count',
    '18',
    ...constellations,
    '--no-checkpoint',
  ]);
  assert.equal(text.code, 130, text.stderr);
  const lines = text.stdout.trimEnd().split('\n');
  assert.equal(lines[0], 'N            18');
  assert.match(
    lines[1],
    /^status {7}cancelled: the counts below are partial: finished subproblems only, \d+ of \d+$/,
    text.stdout,
  );
  assert.match(text.stderr.trimEnd().split('\n').at(-1)!, /^cancelled after .*partial/);
  const json = await interruptOnFirstProgress([
    'queens',
    'count',
    '18',
    ...constellations,
    '--no-checkpoint',
    '--json',
  ]);
  assert.equal(json.code, 130, json.stderr);
  assert.equal((JSON.parse(json.stdout) as { complete: boolean }).complete, false);
  // A finished count has no status line.
  assert.doesNotMatch(placer(['queens', 'count', '8']).stdout, /status/);
});

test('a cancelled join has a total so far and no fundamental count', async () => {
  const text = await interruptOnFirstProgress(['queens', 'count', '19', '--no-checkpoint']);
  assert.equal(text.code, 130, text.stderr);
  const lines = text.stdout.trimEnd().split('\n');
  assert.deepEqual(lines.slice(0, 1), ['N            19']);
  assert.match(lines[1], /^status {7}cancelled: .*finished units only, \d+ of \d+$/);
  assert.equal(lines[2], 'method       join');
  assert.match(lines[3], /^total {8}\d+$/);
  assert.equal(lines[4], 'fundamental  unknown until every unit is counted');
  const json = await interruptOnFirstProgress([
    'queens',
    'count',
    '19',
    '--no-checkpoint',
    '--json',
  ]);
  const partial = JSON.parse(json.stdout) as Record<string, unknown>;
  assert.equal(partial.complete, false);
  assert.equal(partial.method, 'join');
  assert.equal(partial.classes, undefined, 'no fundamental count for a part');
});

test('Ctrl-C during queens count: the message comes after the counts, as on a terminal', async () => {
  const { code, out, lines } = await interruptedInOnePipe([
    'queens',
    'count',
    '18',
    '--method',
    'constellations',
    '--no-checkpoint',
    '--progress',
  ]);
  assert.equal(code, 130, out);
  assert.match(lines.at(-1)!, /^cancelled after .*: the counts above are partial\b/);
  assert.match(lines.at(-2)!, /^time +/, 'the counts end just before the message');
  assert.ok(
    lines.some((l) => l.startsWith('status       cancelled: the counts below are partial: ')),
    out,
  );
});

test('walk: docs/cli.md maps the text commands to the ndjson types, as the two outputs pair them', () => {
  const text = placer(['queens', 'walk', '4']).stdout.trimEnd().split('\n');
  const ndjson = placer(['queens', 'walk', '4', '--format', 'ndjson']).stdout.trimEnd().split('\n');
  // Line by line, each text step names a command that stands for one ndjson type.
  const seen = new Map<string, string>();
  for (const [i, line] of ndjson.entries()) {
    const type = (JSON.parse(line) as { type: string }).type;
    const word = /^ +\d+ +(\S+)/.exec(text[i])?.[1] ?? type;
    if (type !== 'solution' && type !== 'done') seen.set(word, type);
  }
  assert.deepEqual(Object.fromEntries(seen), {
    'up-left': 'place',
    process: 'process',
    right: 'move',
    down: 'remove',
  });
  const doc = readFileSync(new URL('../docs/cli.md', import.meta.url), 'utf8');
  const walk = doc.slice(
    doc.indexOf('### placer queens walk'),
    doc.indexOf('### placer queens solve'),
  );
  for (const [word, type] of seen) {
    if (word !== type) assert.ok(walk.includes(`\`${word}\` = \`${type}\``), `${word} = ${type}`);
  }
});
