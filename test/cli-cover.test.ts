import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { interruptOnFirstProgress, placer, tempFiles } from './support/cli.js';
import { KNUTH_DLX, queensDlx } from './support/fixtures.js';
import { latinColourDlx, twoPerLineDlx, twoRoomsDlx } from '../bench/xccInstances.js';

const QUEENS4 = `| 4 queens: rows and columns primary, diagonals secondary
r1 r2 r3 r4 c1 c2 c3 c4 | a0 a1 a2 a3 a4 a5 a6 b0 b1 b2 b3 b4 b5 b6
${Array.from({ length: 16 }, (_, k) => {
  const r = Math.floor(k / 4);
  const c = k % 4;
  return `r${r + 1} c${c + 1} a${r + c} b${r - c + 3}`;
}).join('\n')}
`;

test('cover FILE: the first solution, its options as written', () => {
  const dir = tempFiles({ 'k.dlx': KNUTH_DLX });
  const r = placer(['cover', join(dir, 'k.dlx')]);
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual(r.stdout.trimEnd().split('\n').sort(), ['a d f', 'b g', 'c e']);
});

test('cover --count and --list (secondary items), also from standard input', () => {
  const c = placer(['cover', '-', '--count', '--format', 'json'], { input: QUEENS4 });
  assert.equal(c.code, 0, c.stderr);
  assert.equal((JSON.parse(c.stdout) as { total: string }).total, '2');
  const l = placer(['cover', '-', '--list', '--format', 'json'], { input: QUEENS4 });
  const sols = l.stdout
    .trimEnd()
    .split('\n')
    .map((x) => JSON.parse(x) as { options: number[]; lines: number[] });
  assert.equal(sols.length, 2);
  assert.ok(sols.every((s) => s.options.length === 4 && s.lines.every((n) => n >= 3)));
  const text = placer(['cover', '-', '--list'], { input: QUEENS4 });
  assert.equal(text.stdout.trimEnd().split('\n\n').length, 2);
});

test('cover --list --offset K: the listing from solution K+1 on, found by counting', () => {
  // Langford pairs, n = 7: 52 solutions.
  const n = 7;
  const lines = [Array.from({ length: n }, (_, k) => `${k + 1}`).join(' ')];
  lines[0] += ' ' + Array.from({ length: 2 * n }, (_, i) => `s${i + 1}`).join(' ');
  for (let k = 1; k <= n; k++) {
    for (let i = 1; i + k + 1 <= 2 * n; i++) lines.push(`${k} s${i} s${i + k + 1}`);
  }
  const input = lines.join('\n') + '\n';
  const all = placer(['cover', '-', '--list', '--format', 'json'], { input });
  assert.equal(all.code, 0, all.stderr);
  const whole = all.stdout.trimEnd().split('\n');
  assert.equal(whole.length, 52);
  const some = placer(
    ['cover', '-', '--list', '--offset', '37', '--limit', '4', '--format', 'json'],
    {
      input,
    },
  );
  assert.equal(some.code, 0, some.stderr);
  // The same solutions, numbered as in the whole listing (38…41).
  assert.deepEqual(some.stdout.trimEnd().split('\n'), whole.slice(37, 41));
  const second = placer(
    ['cover', '-', '--list', '--offset', '1', '--limit', '2', '--format', 'json'],
    { input },
  );
  assert.equal(second.code, 0, second.stderr);
  assert.deepEqual(second.stdout.trimEnd().split('\n'), whole.slice(1, 3));
  const past = placer(['cover', '-', '--list', '--offset', '52'], { input });
  assert.equal(past.code, 1);
  assert.equal(past.stdout, '');
  assert.match(past.stderr, /--offset 52: past the end, the listing has 52 solutions/);
  const alone = placer(['cover', '-', '--offset', '3'], { input });
  assert.equal(alone.code, 2);
  assert.match(alone.stderr, /--offset needs --list/);
});

test('cover: a count of 0 is exit 0, no solution found is exit 1; bad input is exit 2 with file, line and column', () => {
  const dir = tempFiles({ 'none.dlx': 'a b\na\n', 'bad.dlx': 'a b\na b\nb  c\n' });
  const none = placer(['cover', join(dir, 'none.dlx'), '--count']);
  assert.equal(none.code, 0);
  assert.match(none.stdout, /^solutions +0$/m);
  assert.equal(none.stderr, '');
  const search = placer(['cover', join(dir, 'none.dlx')]);
  assert.equal(search.code, 1);
  assert.match(search.stdout, /^no solution \(\d+ nodes?,/);
  const bad = placer(['cover', join(dir, 'bad.dlx')]);
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /^placer: .*bad\.dlx:3:4: unknown item 'c'\n$/);
  const missing = placer(['cover', join(dir, 'nope.dlx')]);
  assert.equal(missing.code, 2);
  assert.match(missing.stderr, /no such file/);
  const zero = placer(['cover', join(dir, 'none.dlx'), '--list', '--limit', '0']);
  assert.equal(zero.code, 2);
  assert.equal(zero.stdout, '');
  assert.match(zero.stderr, /^placer: --limit must be a whole number from 1 to \d+, got '0'\n$/);
});

test('Ctrl-C stops a long count: partial result, a message, exit 130', async () => {
  // 17-queens as exact cover: about 95 million solutions, far more than a test waits for.
  const dir = tempFiles({ 'q.dlx': queensDlx(17) });
  const { code, stdout, stderr } = await interruptOnFirstProgress([
    'cover',
    join(dir, 'q.dlx'),
    '--count',
  ]);
  assert.equal(code, 130, stderr);
  assert.match(stdout, /^solutions +\d+$/m);
  // The result itself says so (stdout may be a file), under the instance line.
  assert.match(
    stdout.split('\n')[1],
    /^status {7}cancelled: the count below is partial: finished units only, \d+ of \d+$/,
    stdout,
  );
  assert.match(stderr, /cancelled after .*: the count above is partial/);
});

/** Knuth's dlx2.w example, written out here, with its option that has no primary item. */
const DLX2 = 'A B C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\nX:0 Y:1\nB X:1\nC Y:1\n';

/** Kings dominating a 4×4 board (DLX3: each cell watched 1…4 times, exactly 4 kings). */
function kingdom(n: number, kings: number): string {
  const cell = (r: number, c: number): string => `c${r}${c}`;
  const items: string[] = [];
  const options: string[] = [];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      items.push(`1:${kings}|${cell(r, c)}`);
      const near: string[] = [];
      for (let dr = -1; dr <= 1; dr++) {
        for (let dc = -1; dc <= 1; dc++) {
          if (r + dr >= 0 && r + dr < n && c + dc >= 0 && c + dc < n) {
            near.push(cell(r + dr, c + dc));
          }
        }
      }
      options.push(`K ${near.join(' ')}`);
    }
  }
  return `${items.join(' ')} ${kings}|K\n${options.join('\n')}\n`;
}

test('cover reads DLX2: warns about an option without primary items, lists the colours in JSON', () => {
  const r = placer(['cover', '-', '--list', '--format', 'json'], { input: DLX2 });
  assert.equal(r.code, 0, r.stderr);
  assert.equal(
    r.stderr,
    'placer: warning: stdin:4: option ignored: it has no primary item (so no solution can take it)\n',
  );
  const sol = JSON.parse(r.stdout) as { lines: number[]; text: string[]; colours: object };
  assert.deepEqual(sol.lines, [3, 5]);
  assert.deepEqual(sol.text, ['A C X:1 Y:1', 'B X:1']);
  assert.deepEqual(sol.colours, { X: '1', Y: '1' });
});

test('cover counts DLX3 bounds the same on one thread, two, and from a checkpoint', () => {
  // 4 kings dominate a 4×4 board in 256 ways (each 2×2 quarter holds one: 4^4).
  const input = kingdom(4, 4);
  const one = placer(['cover', '-', '--count', '--format', 'json'], { input });
  assert.equal(one.code, 0, one.stderr);
  const j = JSON.parse(one.stdout) as { total: string; algorithm: string; units: number };
  assert.equal(j.total, '256');
  assert.equal(j.algorithm, 'algorithm-m');
  const dir = tempFiles({ 'k.dlx': input });
  const cp = join(dir, 'k.ckpt');
  const two = placer([
    'cover',
    join(dir, 'k.dlx'),
    '--count',
    '--threads',
    '2',
    '--checkpoint',
    cp,
  ]);
  assert.equal(two.code, 0, two.stderr);
  assert.match(two.stdout, /^solutions +256$/m);
  assert.match(two.stdout, /^algorithm +Algorithm M/m);
  const again = placer(['cover', join(dir, 'k.dlx'), '--count', '--checkpoint', cp]);
  assert.match(again.stdout, /^solutions +256$/m);
  assert.match(again.stderr, /resumed/);
  // The listing from an offset is the whole listing's tail.
  const all = placer(['cover', '-', '--list', '--format', 'json'], { input });
  const whole = all.stdout.trimEnd().split('\n');
  assert.equal(whole.length, 256);
  const some = placer(
    ['cover', '-', '--list', '--offset', '200', '--limit', '3', '--format', 'json'],
    {
      input,
    },
  );
  assert.deepEqual(some.stdout.trimEnd().split('\n'), whole.slice(200, 203));
});

test('cover: bad DLX3 input is exit 2, one line naming file, line and column', () => {
  const r = placer(['cover', '-'], { input: 'A 3:2|B | x\nA B\n' });
  assert.equal(r.code, 2);
  assert.equal(r.stdout, '');
  assert.equal(r.stderr, "placer: stdin:1:3: '3:2|B': lower bound 3 above upper bound 2\n");
});

test('tile --dlx writes pieces used several times as DLX3 items, and cover counts the same', () => {
  const args = ['tile', '4x4', '--pieces', 'tetrominoes', '--piece', 'I=2,O=2'];
  const tiled = placer([...args, '--count', '--symmetry', 'none', '--format', 'json']);
  assert.equal(tiled.code, 0, tiled.stderr);
  const dlx = placer([...args, '--dlx', '-']);
  assert.equal(dlx.code, 0, dlx.stderr);
  assert.match(dlx.stdout, /^2\|I 2\|O /m);
  const covered = placer(['cover', '-', '--count', '--format', 'json'], { input: dlx.stdout });
  assert.equal(
    (JSON.parse(covered.stdout) as { total: string }).total,
    (JSON.parse(tiled.stdout) as { total: string }).total,
  );
});

test('cover --count says what became of its cache: kept, dropped as saving too little, or off', () => {
  const text = (input: string, ...more: string[]) => {
    const r = placer(['cover', '-', '--count', '--format', 'json', ...more], { input });
    assert.equal(r.code, 0, r.stderr);
    return JSON.parse(r.stdout) as {
      total: string;
      memo: string;
      memoHits: number;
      engine: string;
    };
  };
  // Latin squares: sub-problems repeat, the cache stays.
  const latin = text(latinColourDlx(4));
  assert.deepEqual([latin.total, latin.memo], ['576', 'kept']);
  assert.ok(latin.memoHits > 0);
  // "Two per line" on 7×7: they rarely do; its trial drops it, and the count is the same.
  const two = twoPerLineDlx(7);
  const dropped = text(two);
  assert.deepEqual([dropped.total, dropped.memo], ['19448', 'dropped']);
  const off = text(two, '--no-memo');
  assert.deepEqual([off.total, off.memo, off.memoHits], ['19448', 'off', 0]);
  // --engine: the trial (auto, the default), the cache kept whatever it saves, or none.
  const plain = text(two, '--engine', 'plain');
  assert.deepEqual([plain.total, plain.memo, plain.engine], ['19448', 'off', 'plain']);
  const kept = text(two, '--engine', 'cached');
  assert.deepEqual([kept.total, kept.memo, kept.engine], ['19448', 'kept', 'cached']);
  assert.ok(kept.memoHits > dropped.memoHits, `${kept.memoHits} ≤ ${dropped.memoHits}`);
  assert.equal(dropped.engine, 'auto');
  // Worker threads are told too (the jobs carry it).
  const threads = text(two, '--engine', 'cached', '--threads', '2');
  assert.deepEqual([threads.total, threads.memo], ['19448', 'kept']);
  const words = placer(['cover', '-', '--count', '--quiet'], { input: two });
  // (With answers found before the verdict, or none.)
  assert.match(
    words.stdout,
    /^nodes +\d+ \((\S+ sub-problems? from the cache, then|the cache) dropped: it saved too little\)$/m,
  );
});

test('cover --count: a board cut in two counts room by room, and says how often it split', () => {
  const room = placer(
    ['tile', '4x4', '--pieces', 'tetrominoes', '--piece', 'I=*,O=*,T=*,S=*,L=*', '--count'],
    { input: '' },
  );
  const one = BigInt(/^total +(\d+)$/m.exec(room.stdout)?.[1] ?? 'x');
  assert.ok(one > 1n, room.stdout);
  const rooms = twoRoomsDlx(4, 4);
  // No counting tables: one run's table (kept in this process) would answer the next's parts.
  for (const threads of ['1', '2']) {
    const args = ['--count', '--no-memo', '--format', 'json', '--threads', threads];
    const r = placer(['cover', '-', ...args], { input: rooms });
    assert.equal(r.code, 0, r.stderr);
    const j = JSON.parse(r.stdout) as { total: string; splits: number };
    assert.equal(BigInt(j.total), one * one);
    assert.ok(j.splits > 0, r.stdout);
  }
  const words = placer(['cover', '-', '--count', '--no-memo'], { input: rooms }).stdout;
  assert.match(words, /^nodes +\d+ \(.*\d+ splits? into separate parts\)$/m);
  // Four queens: the diagonals join everything; nothing splits, and the line says nothing of it.
  const q = placer(['cover', '-', '--count', '--format', 'json'], { input: QUEENS4 });
  assert.equal((JSON.parse(q.stdout) as { splits: number }).splits, 0);
  assert.doesNotMatch(placer(['cover', '-', '--count'], { input: QUEENS4 }).stdout, /split/);
});

test('a count the split into units answers itself still counts its nodes, as one search does', () => {
  // Knuth's example: the plan's own search reaches its one solution; no unit searches further.
  const r = placer(['cover', '-', '--count', '--format', 'json'], { input: KNUTH_DLX });
  assert.equal(r.code, 0, r.stderr);
  const j = JSON.parse(r.stdout) as { total: string; nodes: number };
  assert.equal(j.total, '1');
  assert.ok(j.nodes > 0, `nodes ${j.nodes}`);
  const text = placer(['cover', '-', '--count'], { input: KNUTH_DLX }).stdout;
  assert.match(text, new RegExp(`^nodes {8}${j.nodes}$`, 'm'));
});

/** k kings on an n×n board, none attacking another: each takes the 2×2 blocks around its cell. */
function quietKings(n: number, k: number): string {
  const blocks: string[] = [];
  for (let r = 0; r + 1 < n; r++) for (let c = 0; c + 1 < n; c++) blocks.push(`b${r}${c}`);
  const options: string[] = [];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const mine = blocks.filter((b) => {
        const [br, bc] = [Number(b[1]), Number(b[2])];
        return (br === r || br === r - 1) && (bc === c || bc === c - 1);
      });
      options.push(`K ${mine.join(' ')}`);
    }
  }
  return `${k}|K | ${blocks.join(' ')}\n${options.join('\n')}\n`;
}

test('cover says which loop counted, and why not the kernel where it did not', () => {
  const run = (input: string, ...args: string[]): { backend: string; words: string } => {
    const j = placer(['cover', '-', '--count', '--format', 'json', ...args], { input });
    const t = placer(['cover', '-', '--count', ...args], { input });
    assert.equal(j.code, 0, j.stderr);
    const line = t.stdout.split('\n').find((l) => l.startsWith('algorithm')) ?? '';
    return { backend: (JSON.parse(j.stdout) as { backend: string }).backend, words: line };
  };
  const m = run(kingdom(4, 4));
  assert.equal(m.backend, 'wasm');
  assert.match(m.words, /multiplicities \(WebAssembly kernel\)$/);
  const js = run(kingdom(4, 4), '--backend', 'js');
  assert.equal(js.backend, 'js');
  assert.match(js.words, /multiplicities \(TypeScript\)$/);
  // Algorithm X with an exact multiplicity: its endgame, the kernel's part, takes none.
  const x = run(quietKings(5, 4));
  assert.equal(x.backend, 'js');
  assert.match(x.words, /^algorithm {4}Algorithm X, .*\(TypeScript: .*takes no multiplicities\)$/);
  // The count's plan finds the root a dead end: no unit, so no loop ran.
  const none = run('a b | x\na x:1\nb x:2\n');
  assert.equal(none.backend, 'none');
  assert.match(none.words, /\(no search loop ran: .*\)$/);
});
