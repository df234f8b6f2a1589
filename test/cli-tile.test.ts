import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { freeKey, makeShape, oneSidedKey } from '../src/core/tiling/polyomino.js';
import { pieceSet, type PieceSetName } from '../src/core/tiling/pieceSets.js';
import {
  BIN as PLACER,
  cliEnv,
  interruptOnFirstProgress,
  placer,
  tempFiles,
  placerUnprivileged,
} from './support/cli.js';
import { tilingReference } from './support/reference.js';
import { checkTileCountRows, TILE_COUNT_CLI_BELOW } from './support/tileCountCli.js';

/**
 * Checks a plain-text tiling (one letter per cell, '#' for holes) of a set where each letter is
 * one piece: every piece of the set once, each letter's cells forming that piece's shape.
 */
function checkTextTiling(rows: string[], set: PieceSetName, width: number, height: number): void {
  assert.equal(rows.length, height, rows.join('\n'));
  const cells = new Map<string, [number, number][]>();
  rows.forEach((row, r) => {
    assert.equal(row.length, width, `row ${r + 1}: ${row}`);
    [...row].forEach((ch, c) => {
      if (ch === '#') return;
      cells.set(ch, [...(cells.get(ch) ?? []), [r, c]]);
    });
  });
  const pieces = pieceSet(set);
  assert.deepEqual([...cells.keys()].sort(), pieces.map((p) => p.letter).sort());
  for (const p of pieces) {
    const shape = makeShape(cells.get(p.letter)!);
    assert.equal(shape.cells.length, p.shape.cells.length, p.name);
    const same = p.oneSided
      ? oneSidedKey(shape) === oneSidedKey(p.shape)
      : freeKey(shape) === freeKey(p.shape);
    assert.ok(same, `piece ${p.name} has its shape`);
  }
}

test('tile 6x10: the first tiling, 10 rows of 6 letters (WxH is width × height)', () => {
  const r = placer(['tile', '6x10']);
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stderr, '');
  checkTextTiling(r.stdout.trimEnd().split('\n'), 'pentominoes', 6, 10);
});

test('tile --list: tilings separated by blank lines, all valid and different', () => {
  const r = placer(['tile', '10x6', '--list', '--limit', '5']);
  assert.equal(r.code, 0, r.stderr);
  const blocks = r.stdout.trimEnd().split('\n\n');
  assert.equal(blocks.length, 5);
  for (const b of blocks) checkTextTiling(b.split('\n'), 'pentominoes', 10, 6);
  assert.equal(new Set(blocks).size, 5);
});

test('tile --count --format json: known answers from tilings.tsv (the rows under 1000 tilings)', () => {
  // The library counts every row (src/core/tiling/tile.test.ts); the CLI's larger ones (6×10,
  // 5×12, 4×15) are counted in cli-tile.slow.test.ts.
  const rows = tilingReference.filter((ref) => ref.total < TILE_COUNT_CLI_BELOW);
  assert.ok(rows.length >= 4, `${rows.length} rows`);
  checkTileCountRows(rows);
});

test('tile --count as text names total, distinct, engine, nodes and time', () => {
  const r = placer(['tile', '3x20', '--count']);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /^total +8$/m);
  assert.match(r.stdout, /^distinct +2$/m);
  assert.match(r.stdout, /^classes +2 of size 4$/m);
  assert.match(r.stdout, /^engine +bitboard, symmetry broken on /m);
  assert.match(r.stdout, /^nodes +\d+$/m);
  assert.match(r.stdout, /^first tiling +\d/m);
  const d = placer(['tile', '3x20', '--count', '--distinct', '--symmetry', 'none']);
  assert.doesNotMatch(d.stdout, /^total/m);
  assert.match(d.stdout, /^distinct +2$/m);
  assert.match(d.stdout, /every tiling visited/);
});

test('tile --list --distinct: one tiling per class', () => {
  const r = placer(['tile', '3x20', '--list', '--distinct', '--format', 'json']);
  assert.equal(r.code, 0, r.stderr);
  const lines = r.stdout
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l) as { canonical: boolean; orbit: number; rows: string[] });
  assert.equal(lines.length, 2);
  assert.ok(lines.every((l) => l.canonical && l.orbit === 4 && l.rows.length === 20));
});

test('tile --list --offset K: the listing from its K+1-th tiling on, found by counting', () => {
  const all = placer(['tile', '6x10', '--list', '--distinct', '--format', 'json']);
  assert.equal(all.code, 0, all.stderr);
  const lines = all.stdout.trimEnd().split('\n');
  assert.equal(lines.length, 2339);
  const slice = (offset: number, limit: number) =>
    placer([
      'tile',
      '6x10',
      '--list',
      '--distinct',
      '--offset',
      `${offset}`,
      '--limit',
      `${limit}`,
      '--format',
      'json',
    ]);
  const r = slice(1999, 3);
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual(r.stdout.trimEnd().split('\n'), lines.slice(1999, 2002));
  assert.equal((JSON.parse(lines[1999]) as { index: number }).index, 2000);
  // Offset 0 and a few: a seek too (into the unit that holds them, not counting it whole).
  const first = slice(0, 2);
  assert.equal(first.code, 0, first.stderr);
  assert.deepEqual(first.stdout.trimEnd().split('\n'), lines.slice(0, 2));
  // Every tiling, text: the same blocks as the full listing's.
  const few = placer(['tile', '3x20', '--list']);
  const from5 = placer(['tile', '3x20', '--list', '--offset', '5']);
  assert.equal(from5.code, 0, from5.stderr);
  assert.equal(from5.stdout, few.stdout.split('\n\n').slice(5).join('\n\n'));
  // Past the end: said so, exit 1; without --list: a usage error.
  const past = placer(['tile', '3x20', '--list', '--distinct', '--offset', '2']);
  assert.equal(past.code, 1);
  assert.equal(past.stdout, '');
  assert.match(past.stderr, /--offset 2: past the end, the listing has 2 distinct tilings/);
  const bad = placer(['tile', '3x20', '--count', '--offset', '2']);
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /--offset needs --list/);
});

test('a region as a picture file, and piece counts: Y pentominoes only (*)', () => {
  const r = placer(['tile', '5x10', '--piece', 'Y=*', '--format', 'json']);
  assert.equal(r.code, 0, r.stderr);
  const t = JSON.parse(r.stdout) as {
    rows: string[];
    pieces: { name: string; cells: number[][] }[];
  };
  assert.equal(t.pieces.length, 10);
  const y = pieceSet('pentominoes').find((p) => p.name === 'Y')!;
  for (const p of t.pieces) {
    assert.equal(p.name, 'Y');
    assert.equal(freeKey(makeShape(p.cells.map(([a, b]) => [a, b]))), freeKey(y.shape));
  }
  assert.ok(t.rows.every((row) => /^Y{5}$/.test(row)));
});

test('a piece file with counts and one-sided pieces', () => {
  const dir = tempFiles({
    'l.pieces': '; L tetrominoes, not turned over\nL 4 one-sided\n#.\n#.\n##\n',
    'box.txt': '....\n....\n....\n....\n',
  });
  const r = placer([
    'tile',
    join(dir, 'box.txt'),
    '--pieces',
    join(dir, 'l.pieces'),
    '--count',
    '--format',
    'json',
  ]);
  assert.equal(r.code, 0, r.stderr);
  const free = placer([
    'tile',
    '4x4',
    '--pieces',
    'tetrominoes',
    '--piece',
    'L=4',
    '--count',
    '--format',
    'json',
  ]);
  const one = JSON.parse(r.stdout) as { total: string };
  const both = JSON.parse(free.stdout) as { total: string };
  assert.ok(BigInt(one.total) > 0n && BigInt(one.total) < BigInt(both.total));
});

test('no tiling: a search says so where the tiling would be (exit 1); a count of 0 exits 0', () => {
  const r = placer(['tile', '4x5', '--pieces', 'tetrominoes']);
  assert.equal(r.code, 1);
  assert.equal(r.stderr, '');
  assert.match(r.stdout, /^no tiling exists: checkerboard colouring[^\n]*\n$/);
  const searched = placer(['tile', '4x5', '--pieces', 'tetrominoes', '--piece', 'L=5']);
  assert.equal(searched.code, 1);
  assert.match(searched.stdout, /^no tiling exists \(\d+ nodes/);
  const json = placer(['tile', '4x5', '--pieces', 'tetrominoes', '--format', 'json']);
  assert.equal(json.code, 1);
  assert.equal(json.stdout, '', 'stdout stays JSON: the "no" goes to stderr');
  assert.match(json.stderr, /^no tiling exists: checkerboard colouring/);
  // The count is an answer: the proof once, in the summary, and nothing on stderr.
  const count = placer(['tile', '4x5', '--pieces', 'tetrominoes', '--count']);
  assert.equal(count.code, 0);
  assert.equal(count.stderr, '');
  assert.equal(count.stdout.match(/checkerboard colouring/g)?.length, 1);
  assert.match(count.stdout, /^engine +none needed$/m);
});

test('bad input: one line naming what is wrong and where, exit 2', () => {
  const dir = tempFiles({
    'bad.txt': '......\n..*...\n',
    'holes.txt': '###\n# #\n',
    'bad.pieces': 'A\n##\n\nB two\n#\n',
  });
  const cases: [string[], RegExp][] = [
    [['tile', join(dir, 'bad.txt')], /bad\.txt:2:3: '\*' is neither a cell/],
    [['tile', join(dir, 'holes.txt')], /holes\.txt: the picture has no cells/],
    [['tile', '6x10', '--piece', 'Q=1'], /unknown piece 'Q'/],
    [['tile', '6x10', '--piece', 'Y=0'], /count must be a whole number ≥ 1/],
    [['tile', '7x8'], /the region has 56 cells but the pieces cover 60/],
    [['tile', 'nowhere'], /REGION 'nowhere' is neither WxH/],
    [['tile', '6x10', '--pieces', 'heptominoes'], /neither a piece set/],
    [['tile', '6x10', '--pieces', join(dir, 'bad.pieces')], /bad\.pieces:4:3: unexpected 'two'/],
    [['tile', '6x10', '--count', '--list'], /exclude each other/],
    [['tile', '6x10', '--limit', '3'], /--limit needs --list/],
    [
      ['tile', '6x10', '--list', '--limit', '0'],
      /--limit must be a whole number from 1 to .*, got '0'/,
    ],
    [['tile', '6x10', '--format', 'png'], /--format must be one of text, json, svg/],
    [['tile', '0x10'], /has no cells/],
    [['tile', '8x10', '--piece', 'I=*', '--engine', 'bits'], /--engine bits needs/],
  ];
  for (const [args, re] of cases) {
    const r = placer(args);
    assert.equal(r.code, 2, `${args.join(' ')}: ${r.stderr}`);
    assert.equal(r.stdout, '');
    const lines = r.stderr.trimEnd().split('\n');
    assert.equal(lines.length, 1, r.stderr);
    assert.match(lines[0], /^placer: /);
    assert.match(lines[0], re);
  }
});

test('--format svg draws a standalone SVG with one letter per piece', () => {
  const r = placer(['tile', '10x6', '--format', 'svg']);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  assert.match(r.stdout.trimEnd(), /<\/svg>$/);
  assert.equal((r.stdout.match(/<text /g) ?? []).length, 12);
});

test('-o writes the result to a file (atomically), nothing on stdout', () => {
  const dir = tempFiles({});
  const file = join(dir, 'out.txt');
  const r = placer(['tile', '3x20', '--list', '-o', file, '-q']);
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stdout, '');
  assert.equal(readFileSync(file, 'utf8').trimEnd().split('\n\n').length, 8);
  assert.deepEqual(
    readdirSync(dir).filter((f) => f.endsWith('.tmp')),
    [],
  );
});

test('-o and --dlx: a path that cannot be written fails before the search, naming it, exit 2', () => {
  const dir = tempFiles({});
  // A long search (dancing links, every tiling visited: many seconds) with progress forced on:
  // a second stderr line, or a slow test, would mean the search ran first.
  const long = ['tile', '10x6', '--count', '--symmetry', 'none', '--engine', 'dlx', '--progress'];
  const cases: [string[], RegExp][] = [
    [
      ['-o', '/nonexistent/x'],
      /^placer: -o '\/nonexistent\/x': folder '\/nonexistent' does not exist$/,
    ],
    [['-o', dir], /^placer: -o '.*placer-test-[^']*' is a directory, not a file$/],
    [
      ['--dlx', '/nonexistent/p.dlx'],
      /^placer: --dlx '\/nonexistent\/p\.dlx': folder .* does not exist$/,
    ],
    [['--dlx', dir], /^placer: --dlx '.*placer-test-[^']*' is a directory, not a file$/],
    [
      ['-o', join(dir, 'file.txt', 'x')],
      /^placer: -o '.*file\.txt\/x': '.*file\.txt' is not a folder$/,
    ],
  ];
  writeFileSync(join(dir, 'file.txt'), 'a file, not a folder\n');
  // The search would not end in a lifetime: that each call returns at all (placer() stops a
  // command that passes its time limit, and fails) shows the check comes before any search.
  for (const [extra, re] of cases) {
    const r = placer([...long, ...extra]);
    assert.equal(r.code, 2, `${extra.join(' ')}: ${r.stderr}`);
    assert.equal(r.stdout, '');
    assert.match(r.stderr, /^[^\n]*\n$/, 'one line');
    assert.match(r.stderr.trimEnd(), re);
    assert.doesNotMatch(r.stderr, /internal error|\.tmp/);
  }
  assert.deepEqual(readdirSync(dir), ['file.txt']);
});

test('-o: a folder that takes no new files fails at once (run as an unprivileged user)', (t) => {
  const dir = tempFiles({});
  chmodSync(dir, 0o755);
  const ro = join(dir, 'ro');
  mkdirSync(ro, 0o555);
  chmodSync(ro, 0o555);
  const r = placerUnprivileged(['tile', '3x20', '--list', '-o', join(ro, 'x.txt')]);
  if (r === null) return t.skip('root ignores permissions, and setpriv is missing');
  assert.equal(r.status, 2, r.stderr);
  assert.match(
    r.stderr,
    /^placer: -o '.*\/ro\/x\.txt': cannot write in folder '.*\/ro': permission denied\n$/,
  );
  assert.deepEqual(readdirSync(ro), []);
});

test(
  '-o and --dlx: a write that fails at the end is one line naming the path, exit 2',
  { skip: existsSync('/dev/full') ? false : 'this system has no /dev/full' },
  () => {
    for (const args of [
      ['tile', '3x20', '--list', '-o', '/dev/full'],
      ['tile', '3x20', '--dlx', '/dev/full'],
      // The same exit and words for the commands that print through -o's file writer, and solve.
      ['queens', 'count', '8', '-o', '/dev/full'],
      ['queens', 'list', '6', '-o', '/dev/full'],
      ['queens', 'solve', '8', '-o', '/dev/full'],
    ]) {
      const r = placer(args);
      assert.equal(r.code, 2, r.stderr);
      assert.equal(r.stdout, '');
      assert.match(
        r.stderr,
        /^placer: (-o|--dlx) '\/dev\/full' was not written: no space left on the device\n$/,
      );
    }
  },
);

test('Ctrl-C during --list -o FILE: FILE is left as it was, stderr says so, exit 130', async () => {
  const dir = tempFiles({ 'out.txt': 'the old listing\n' });
  const file = join(dir, 'out.txt');
  // Dancing links list 10x6 for many seconds: long enough to be interrupted.
  const { code, stdout, stderr } = await interruptOnFirstProgress([
    'tile',
    '10x6',
    '--list',
    '--engine',
    'dlx',
    '-o',
    file,
  ]);
  assert.equal(code, 130, stderr);
  assert.equal(stdout, '');
  assert.match(stderr, /^cancelled after .*: '.*out\.txt' not written \(left as it was\)$/m);
  assert.doesNotMatch(stderr, /^wrote /m);
  assert.equal(readFileSync(file, 'utf8'), 'the old listing\n');
  assert.deepEqual(readdirSync(dir), ['out.txt']);
});

test('--count of one huge unit: its first progress line has the nodes, tilings and ETA inside it', async () => {
  // 32x32, any number of five tetrominoes: one unit of far more than a lifetime. The line comes
  // within a second of the start (--progress: the first report, then one every few seconds).
  const huge = ['tile', '32x32', '--pieces', 'tetrominoes', '--piece', 'I=*,O=*,T=*,S=*,L=*'];
  for (const threads of ['1', '2']) {
    const r = await interruptOnFirstProgress([...huge, '--count', '--threads', threads]);
    const first = r.stderr.split('\n')[0];
    assert.match(
      first,
      // (The ETA comes once the engine's fraction done is above 0: a few hundred nodes in.)
      /^tile 32x32: 0\/1 units \(0\.0%\), \d+ tilings, [1-9]\d* nodes, [^,]+(, about .* left)?$/,
      `--threads ${threads}`,
    );
    // The result holds the finished work alone: no unit finished.
    assert.equal(r.code, 130, r.stderr);
    assert.match(
      r.stdout,
      /^status +cancelled: the counts below are partial: finished sub-problems only, \d+ of \d+$/m,
    );
    assert.match(r.stdout, /^total +0$/m);
    assert.match(r.stdout, /^nodes +0$/m);
  }
});

test('--dlx exports the exact-cover form, and placer cover solves it', () => {
  const dir = tempFiles({});
  const file = join(dir, 'p.dlx');
  const w = placer(['tile', '3x20', '--dlx', file]);
  assert.equal(w.code, 0, w.stderr);
  const c = placer(['cover', file, '--count', '--format', 'json']);
  assert.equal(c.code, 0, c.stderr);
  assert.equal((JSON.parse(c.stdout) as { total: string }).total, '8');
  const first = placer(['cover', file]);
  assert.equal(first.stdout.trimEnd().split('\n').length, 12);
  // A piece used 5 times: a DLX3 item 5|L, which placer cover reads back.
  const mult = placer(['tile', '5x4', '--pieces', 'tetrominoes', '--piece', 'L=5', '--dlx', '-']);
  assert.equal(mult.code, 0, mult.stderr);
  assert.match(mult.stdout, /^5\|L /m);
  const back = placer(['cover', '-', '--count', '--format', 'json'], { input: mult.stdout });
  const tiled = placer([
    'tile',
    '5x4',
    '--pieces',
    'tetrominoes',
    '--piece',
    'L=5',
    '--count',
    '--symmetry',
    'none',
    '--format',
    'json',
  ]);
  assert.equal(
    (JSON.parse(back.stdout) as { total: string }).total,
    (JSON.parse(tiled.stdout) as { total: string }).total,
  );
  // Ranges: DLX3 items u:v|name, said in the header, counted by cover as tile counts them.
  const use = ['--pieces', 'tetrominoes', '--piece', 'I=0..2,L=1..3,O=*,T=2'];
  const ranged = placer(['tile', '4x5', ...use, '--dlx', '-']);
  assert.equal(ranged.code, 0, ranged.stderr);
  assert.match(ranged.stdout, /^\| a piece used u to v times is an item covered u to v times/m);
  assert.match(ranged.stdout, /^0:2\|I 2\|T 1:3\|L 1,1 /m);
  const rangedBack = placer(['cover', '-', '--count', '--format', 'json'], {
    input: ranged.stdout,
  });
  const rangedTiled = placer(['tile', '4x5', ...use, '--count', '--format', 'json']);
  assert.equal(
    (JSON.parse(rangedBack.stdout) as { total: string }).total,
    (JSON.parse(rangedTiled.stdout) as { total: string }).total,
  );
});

test('placer tile … | head ends quietly', () => {
  const r = spawnSync(
    'sh',
    ['-c', `"${process.execPath}" "${PLACER}" tile 10x6 --list | head -n 2`],
    {
      env: cliEnv(),
      encoding: 'utf8',
    },
  );
  assert.equal(r.status, 0);
  assert.equal(r.stdout.split('\n').length, 3);
  assert.equal(r.stderr, '');
});

test('a count a colouring proof settles names no break piece in its JSON: no search ran', () => {
  const r = placer(['tile', '4x5', '--pieces', 'tetrominoes', '--count', '--format', 'json']);
  assert.equal(r.code, 0, r.stderr);
  const j = JSON.parse(r.stdout) as { proof: string | null; breakPiece: unknown; engine: unknown };
  assert.match(j.proof ?? '', /checkerboard colouring/);
  assert.equal(j.breakPiece, null);
  assert.equal(j.engine, null);
  // A count that searches still names it.
  const searched = placer(['tile', '6x10', '--count', '--format', 'json']);
  assert.equal((JSON.parse(searched.stdout) as { breakPiece: unknown }).breakPiece, 'X');
});
