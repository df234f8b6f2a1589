import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { placer, tempFiles } from './support/cli.js';
import { checkSolid, readAsciiStl, readBinaryStl } from './support/stlReader.js';

function json(args: string[]): Record<string, unknown> {
  const r = placer([...args, '--format', 'json']);
  assert.equal(r.code, 0, r.stderr);
  return JSON.parse(r.stdout) as Record<string, unknown>;
}

test('tile 3x3x3 --pieces soma --count: 11520 packings, 240 classes (48), 480 up to rotations', () => {
  const c = json(['tile', '3x3x3', '--pieces', 'soma', '--count']);
  assert.equal(c.total, '11520');
  assert.equal(c.classes, '240');
  assert.equal(c.rotationClasses, '480');
  assert.equal(c.reflections, true);
  assert.equal(c.symmetries, 48);
  assert.equal(c.depth, 3);
  const text = placer(['tile', '3x3x3', '--pieces', 'soma', '--count']).stdout;
  assert.match(text, /^region {7}3x3x3 \(27 cells, 48 symmetries\)$/m);
  assert.match(text, /^distinct {5}240 up to rotations and reflections \(48 symmetries\)$/m);
  assert.match(text, /^rotations {4}480 up to rotations alone/m);
});

test('a set with chiral pieces and no mirror partners: classes up to rotations only, said so', () => {
  // Two right-handed screws (a chiral tetracube) in a 2×2×2 box: no reflection maps the set onto itself.
  const dir = tempFiles({ 'screw.pieces': 'S 2\n0,0,0 1,0,0 1,1,0 1,1,1\n' });
  const pieces = join(dir, 'screw.pieces');
  const c = json(['tile', '2x2x2', '--pieces', pieces, '--count']);
  assert.equal(c.reflections, false);
  assert.equal(c.symmetries, 24);
  assert.equal(c.classes, c.rotationClasses);
  const text = placer(['tile', '2x2x2', '--pieces', pieces, '--count']).stdout;
  assert.match(text, /up to rotations only \(24: no reflection maps the piece set onto itself\)/);
  assert.doesNotMatch(text, /^rotations/m);
  // Its mirror image too: now reflections are symmetries, each class of the pair counted once.
  const both = tempFiles({
    'pair.pieces': 'S\n0,0,0 1,0,0 1,1,0 1,1,1\n\nR\n1,0,0 0,0,0 0,1,0 0,1,1\n',
  });
  const c2 = json(['tile', '2x2x2', '--pieces', join(both, 'pair.pieces'), '--count']);
  assert.equal(c2.reflections, true);
  assert.equal(c2.symmetries, 48);
});

test('a layered picture: a 2×3 layer over a 2×3 layer with a hole, packed with dominoes and a V', () => {
  const dir = tempFiles({
    'two.txt': '...\n...\n\n.#.\n...\n',
    'pieces.txt': 'O *\n0,0,0 1,0,0\n\nV\n0,0,0 1,0,0 0,1,0\n',
  });
  const c = json(['tile', join(dir, 'two.txt'), '--pieces', join(dir, 'pieces.txt'), '--count']);
  assert.equal(c.depth, 2);
  assert.equal(c.cells, 11);
  const first = placer(['tile', join(dir, 'two.txt'), '--pieces', join(dir, 'pieces.txt')]);
  assert.equal(first.code, 0, first.stderr);
  const rows = first.stdout.trimEnd().split('\n');
  assert.equal(rows.length, 5);
  assert.equal(rows[2], '');
  assert.equal(rows[3][1], '#');
  // The count agrees with the exact-cover export counted by `placer cover`.
  const dlx = join(dir, 'p.dlx');
  assert.equal(
    placer(['tile', join(dir, 'two.txt'), '--pieces', join(dir, 'pieces.txt'), '--dlx', dlx]).code,
    0,
  );
  const cover = placer(['cover', dlx, '--count', '--format', 'json']);
  assert.equal((JSON.parse(cover.stdout) as { total: string }).total, c.total);
});

test('soma: --dlx counted by placer cover, a listing checked by --check, --offset lands in it', () => {
  const dir = tempFiles();
  const dlx = join(dir, 'soma.dlx');
  assert.equal(placer(['tile', '3x3x3', '--pieces', 'soma', '--dlx', dlx]).code, 0);
  const cover = JSON.parse(placer(['cover', dlx, '--count', '--format', 'json']).stdout) as {
    total: string;
  };
  assert.equal(cover.total, '11520');
  const list = placer(['tile', '3x3x3', '--pieces', 'soma', '--list', '--limit', '5']);
  assert.equal(list.code, 0, list.stderr);
  const file = join(dir, 'five.txt');
  writeFileSync(file, list.stdout);
  const check = placer(['tile', '3x3x3', '--pieces', 'soma', '--check', file]);
  assert.equal(check.code, 0, check.stdout + check.stderr);
  assert.match(check.stdout, /^valid: 5 tilings of 3x3x3/);
  // Packing 4 (0-based 3) by random access is the fourth of the listing.
  const at = placer([
    'tile',
    '3x3x3',
    '--pieces',
    'soma',
    '--list',
    '--offset',
    '3',
    '--limit',
    '1',
  ]);
  const blocks = list.stdout.trimEnd().split('\n\n');
  assert.equal(at.stdout.trimEnd(), blocks.slice(9, 12).join('\n\n'));
  // A wrong one is named by its layer.
  writeFileSync(file, list.stdout.replace(/^(.)(.)/, '$2$1'));
  const bad = placer(['tile', '3x3x3', '--pieces', 'soma', '--check', file]);
  if (list.stdout[0] !== list.stdout[1]) {
    assert.equal(bad.code, 1);
    assert.match(bad.stdout, /layer 1, row 1/);
  }
});

test('3-D bad input: one line, exit 2', () => {
  const dir = tempFiles({ 'uneven.txt': '..\n..\n\n...\n...\n' });
  for (const [args, want] of [
    [['tile', join(dir, 'uneven.txt'), '--pieces', 'soma'], /uneven\.txt:4: layer 2 is 3 wide/],
    [['tile', '3x3x2', '--pieces', 'soma'], /18 cells but the pieces cover 27/],
    [['tile', '65x1x1'], /too large \(at most 64 per side/],
  ] as const) {
    const r = placer(args);
    assert.equal(r.code, 2, `${args.join(' ')}: ${r.stdout}${r.stderr}`);
    assert.match(r.stderr, want);
    assert.equal(r.stderr.trim().split('\n').length, 1);
  }
});

test('a 3-D count on two worker threads is the count on one, unit for unit', () => {
  const one = json(['tile', '2x4x4', '--pieces', 'tetracubes', '--count', '--no-checkpoint']);
  const two = json([
    'tile',
    '2x4x4',
    '--pieces',
    'tetracubes',
    '--count',
    '--threads',
    '2',
    '--no-checkpoint',
  ]);
  for (const k of ['total', 'classes', 'rotationClasses', 'subproblems']) {
    assert.deepEqual(two[k], one[k], k);
  }
});

test('flat polycubes in a plane region turn over: a listing of 6x10 solid pentominoes checks valid', () => {
  const dir = tempFiles();
  const file = join(dir, 'plane.txt');
  const list = placer(['tile', '6x10', '--pieces', 'solid-pentominoes', '--list', '--limit', '20']);
  assert.equal(list.code, 0, list.stderr);
  writeFileSync(file, list.stdout);
  const check = placer(['tile', '6x10', '--pieces', 'solid-pentominoes', '--check', file]);
  assert.equal(check.code, 0, check.stdout);
  assert.match(check.stdout, /^valid: 20 tilings/);
});

test('--format stl: the packing the text shows, a closed solid per piece; binary to -o FILE', () => {
  const dir = tempFiles({});
  // The 100th distinct Soma packing, as a model: its solids are the listing's pieces.
  const args = ['tile', '3x3x3', '--pieces', 'soma', '--list', '--distinct', '--offset', '99'];
  const text = placer([...args, '--limit', '1']);
  const ascii = placer([...args, '--limit', '1', '--format', 'stl']);
  assert.equal(ascii.code, 0, ascii.stderr);
  const solids = readAsciiStl(ascii.stdout);
  const letters = [...new Set(text.stdout.replace(/[^A-Z]/g, ''))].sort();
  assert.deepEqual(solids.map((s) => /-([A-Z])-\d+$/.exec(s.name)?.[1]).sort(), letters);
  let volume = 0;
  for (const s of solids) {
    const c = checkSolid(s);
    assert.deepEqual(c.problems, [], s.name);
    volume += c.volume;
  }
  // 27 cubes of 10 mm.
  assert.ok(Math.abs(volume - 27_000) < 1e-6, `${volume}`);
  const file = join(dir, 'soma.stl');
  const bin = placer([...args, '--limit', '1', '--format', 'stl-binary', '--exploded', '-o', file]);
  assert.equal(bin.code, 0, bin.stderr);
  const model = readBinaryStl(new Uint8Array(readFileSync(file)));
  assert.deepEqual(checkSolid(model).problems, []);
  assert.ok(Math.abs(checkSolid(model).volume - 27_000) < 1e-2);
  // What is refused, before any search, in one line.
  const soma = ['tile', '3x3x3', '--pieces', 'soma'];
  for (const [more, said] of [
    [['--format', 'stl-binary'], /--format stl-binary writes a binary file: give -o FILE/],
    [['--list', '--format', 'stl'], /--format stl writes one packing: with --list add --limit 1/],
    [['--exploded'], /--exploded moves the pieces of an STL model: add --format stl/],
    [['--count', '--format', 'stl'], /--format stl draws tilings: use it without --count/],
  ] as const) {
    const r = placer([...soma, ...more]);
    assert.equal(r.code, 2, more.join(' '));
    assert.equal(r.stdout, '');
    assert.match(r.stderr, said);
  }
});
