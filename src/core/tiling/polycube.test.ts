import { test } from 'node:test';
import assert from 'node:assert/strict';
import { polycubeReference } from '../../../test/support/reference.js';
import { isPlacerError } from '../errors.js';
import { parsePieceFile, printPieceFile } from './pieceFile.js';
import { pieceSet, selectPieces } from './pieceSets.js';
import {
  isAchiralSolid,
  isFaceConnected,
  isFlatSolid,
  makeSolid,
  mirrorSolid,
  oneSidedPolycubes,
  rotationKey,
  solidKey,
  solidOrientations,
} from './polycube.js';
import { buildTilingProblem, checkFeasible, colouringObstruction } from './problem.js';
import {
  cellMap,
  parseRectangleSpec,
  parseRegionPicture,
  regionRows,
  regionSymmetries,
  type Region,
} from './region.js';
import { countTilings, TilingSearch } from './tile.js';
import { checkTiling } from './validate.js';
import { naivePack } from '../../../test/support/naivePacker.js';
import { BitTiler } from './bitTiler.js';
import { WideTiler } from './wideTiler.js';
import { searchLayout } from './layout.js';

function box(spec: string): Region {
  const r = parseRectangleSpec(spec);
  if (r === null) throw new Error(spec);
  return r;
}

test('polycubes up to rotation: 1, 1, 2, 8, 29 of 1…5 cubes (OEIS A000162)', () => {
  assert.deepEqual(
    [1, 2, 3, 4, 5].map((n) => oneSidedPolycubes(n).length),
    [1, 1, 2, 8, 29],
  );
});

test('orientations: a cube 1, a rod 3, the L tetracube 24; a chiral piece is not its mirror', () => {
  assert.equal(solidOrientations(makeSolid([[0, 0, 0]])).length, 1);
  assert.equal(
    solidOrientations(
      makeSolid([
        [0, 0, 0],
        [1, 0, 0],
        [2, 0, 0],
      ]),
    ).length,
    3,
  );
  const soma = pieceSet('soma');
  const byName = new Map(soma.map((p) => [p.name, p.solid]));
  const l = byName.get('L');
  const a = byName.get('A');
  const b = byName.get('B');
  assert.ok(l && a && b);
  assert.equal(solidOrientations(l).length, 24);
  assert.ok(isAchiralSolid(l), 'a flat piece turns over in space');
  assert.ok(!isAchiralSolid(a));
  assert.equal(rotationKey(mirrorSolid(a)), rotationKey(b), "Soma's A and B are mirror images");
});

test('the named 3-D sets: sizes, cube counts, and the tetracubes and pentacubes are all of them', () => {
  const sizes = (name: Parameters<typeof pieceSet>[0]) =>
    pieceSet(name).map((p) => p.solid?.cells.length);
  assert.deepEqual(sizes('soma'), [3, 4, 4, 4, 4, 4, 4]);
  assert.equal(pieceSet('bedlam').length, 13);
  assert.equal(
    sizes('bedlam').reduce((s, n) => (s ?? 0) + (n ?? 0), 0),
    64,
  );
  for (const [name, n] of [
    ['tetracubes', 4],
    ['pentacubes', 5],
  ] as const) {
    const keys = pieceSet(name).map((p) => rotationKey(p.solid ?? makeSolid([[0, 0, 0]])));
    const all = oneSidedPolycubes(n).map((s) => solidKey(s));
    assert.deepEqual([...keys].sort(), [...all].sort(), name);
  }
  assert.deepEqual(
    pieceSet('pentacubes')
      .slice(0, 12)
      .map((p) => p.name)
      .join(''),
    'FILNPTUVWXYZ',
  );
  for (const p of pieceSet('bedlam')) assert.ok(isFaceConnected(p.solid?.cells ?? []), p.name);
});

test('a layered picture: layers split by blank lines, margins dropped, rows printed back', () => {
  const r = parseRegionPicture('\n...\n.#.\n\n...\n...\n\n');
  assert.deepEqual([r.width, r.height, r.depth, r.cellCount], [3, 2, 2, 11]);
  assert.deepEqual(regionRows(r), ['...', '.#.', '', '...', '...']);
  assert.deepEqual(regionRows(parseRegionPicture(regionRows(r).join('\n'))), regionRows(r));
  // One layer of cells is a plane region, whatever the blank layers around it.
  assert.equal(parseRegionPicture('###\n###\n\n...\n...\n').depth, 1);
  assert.throws(
    () => parseRegionPicture('...\n...\n\n..\n..\n', 'box.txt'),
    (e: unknown) =>
      isPlacerError(e) &&
      e.code === 'region-layers' &&
      /^box\.txt:4: layer 2 is 2 wide and 2 tall, but layer 1 is 3 wide and 2 tall/.test(e.message),
  );
  assert.deepEqual([box('3x4x5').cellCount, box('3x4x5').depth, box('6x10').depth], [60, 5, 1]);
  assert.throws(() => box('3x3x0'), /no cells/);
  assert.throws(() => box('65x2x2'), /too large/);
});

test("a box's symmetries: 48 for a cube, 16 for 3×3×4, 8 for 2×3×10; each a bijection of cells", () => {
  for (const [spec, n] of [
    ['3x3x3', 48],
    ['3x3x4', 16],
    ['2x3x10', 8],
  ] as const) {
    const r = box(spec);
    const sym = regionSymmetries(r);
    assert.equal(sym.length, n, spec);
    for (const t of sym) {
      assert.equal(new Set(cellMap(r, t)).size, r.cells.length, `${spec} ${t}`);
    }
  }
  // A hole breaks the symmetries that move it.
  const holed = parseRegionPicture('#..\n...\n...\n\n...\n...\n...\n\n...\n...\n...\n');
  assert.equal(regionSymmetries(holed).length, 6);
});

test('3-D piece files: cubes as x,y,z or digit triples, face-connected, read back', () => {
  const f = parsePieceFile('V 2\n0,0,0 1,0,0 0,1,0\n\nS\n000.100.101.201\n');
  assert.deepEqual(
    f.pieces.map((p) => [p.name, p.solid?.cells.length]),
    [
      ['V', 3],
      ['S', 4],
    ],
  );
  assert.deepEqual(f.counts.get('V'), { count: 2 });
  const again = parsePieceFile(printPieceFile(f.pieces, f.counts));
  assert.deepEqual(
    again.pieces.map((p) => solidKey(p.solid ?? makeSolid([[0, 0, 0]]))),
    f.pieces.map((p) => solidKey(p.solid ?? makeSolid([[0, 0, 0]]))),
  );
  assert.throws(
    () => parsePieceFile('D\n0,0,0 1,1,0\n', 'p.txt'),
    /^PlacerError: p\.txt:2:1: piece 'D' is not one face-connected polycube|p\.txt:2:1: piece 'D' is not one face-connected polycube/,
  );
  assert.throws(
    () => parsePieceFile('D one-sided\n0,0,0 1,0,0\n'),
    /'one-sided' is for plane pieces/,
  );
});

test('quick rejections in 3-D: the volume, a part of the box, the parity of x + y + z', () => {
  const soma = selectPieces(pieceSet('soma'), new Map(), []);
  assert.throws(
    () => checkFeasible(buildTilingProblem(box('3x3x2'), soma)),
    /18 cells but the pieces cover 27/,
  );
  // Three cubes cannot be made of dominoes, nor 27; and a picture of 11 cubes, 6 of one parity
  // of x + y + z and 5 of the other, is refused by the colouring (a domino covers one of each).
  const v = parsePieceFile('V *\n0,0,0 1,0,0 0,1,0\n\nO *\n0,0,0 1,0,0\n');
  const p = buildTilingProblem(box('3x1x1'), selectPieces(v.pieces, new Map(), ['O=*']));
  assert.throws(() => checkFeasible(p), /no combination of the pieces/);
  const dominoes = parsePieceFile('O *\n0,0,0 1,0,0\n');
  const cube = buildTilingProblem(box('3x3x3'), selectPieces(dominoes.pieces, dominoes.counts, []));
  assert.throws(() => checkFeasible(cube), /no combination/);
  const even = buildTilingProblem(
    parseRegionPicture('#..\n...\n\n...\n...\n'),
    selectPieces(parsePieceFile('O *\n0,0,0 1,0,0\n').pieces, new Map(), ['O=*']),
  );
  assert.match(colouringObstruction(even) ?? '', /dark/);
});

test('small boxes: total and both class counts agree with an independent packer, on every engine', () => {
  const files = [
    // Achiral pieces (every reflection maps each piece to itself), some used several times.
    {
      box: [2, 2, 3],
      text: 'L\n0,0,0 1,0,0 0,1,0\n\nI 2\n0,0,0 1,0,0\n\nO\n0,0,0 1,0,0 0,1,0 1,1,0\n\nM\n0,0,0\n',
    },
    { box: [2, 2, 2], text: 'V 2\n0,0,0 1,0,0 0,1,0\n\nI\n0,0,0 1,0,0\n' },
    { box: [3, 2, 2], text: 'L 4\n0,0,0 1,0,0 0,1,0\n' },
    { box: [2, 2, 2], text: 'C 2\n0,0,0 1,0,0 0,1,0 0,0,1\n' },
  ] as const;
  for (const f of files) {
    const parsed = parsePieceFile(f.text);
    const naive = naivePack(
      f.box,
      parsed.pieces.map((p) => ({
        name: p.name,
        cubes: p.solid?.cells ?? [],
        count: (parsed.counts.get(p.name) ?? { count: 1 }).count,
      })),
    );
    const p = buildTilingProblem(
      box(f.box.join('x')),
      selectPieces(parsed.pieces, parsed.counts, []),
    );
    for (const engine of ['bits', 'dlx'] as const) {
      for (const symmetry of ['break', 'none'] as const) {
        const c = countTilings(p, { engine, symmetry });
        const what = `${f.box.join('x')} ${engine} ${symmetry}`;
        assert.equal(c.total, BigInt(naive.total), `${what} total`);
        assert.equal(c.distinct, BigInt(naive.all), `${what} classes up to all symmetries`);
        assert.equal(c.rotationClasses, BigInt(naive.rotations), `${what} up to rotations`);
      }
    }
    assert.ok(naive.total > 0, `${f.box.join('x')} has packings`);
  }
});

test('polycubes.tsv: Soma, exact in both conventions (the other rows: polycube.slow.test.ts)', () => {
  for (const ref of polycubeReference().filter((r) => r.id === 'soma-3x3x3')) {
    const f = parsePieceFile(ref.pieceFile);
    const p = buildTilingProblem(box(ref.box), selectPieces(f.pieces, f.counts, []));
    const c = countTilings(p);
    assert.equal(c.total, ref.total, `${ref.id} total`);
    assert.equal(c.rotationClasses, ref.rotations, `${ref.id} up to rotations`);
    assert.equal(c.distinct, ref.rotationsReflections, `${ref.id} up to rotations and reflections`);
  }
});

test('the named soma set is the reference one, and every Soma packing listed is valid and distinct', () => {
  const ref = polycubeReference().find((r) => r.id === 'soma-3x3x3');
  assert.ok(ref);
  const f = parsePieceFile(ref.pieceFile);
  const keys = (ps: typeof f.pieces) =>
    ps.map((p) => rotationKey(p.solid ?? makeSolid([[0, 0, 0]]))).sort();
  assert.deepEqual(keys(pieceSet('soma')), keys(f.pieces));
  const p = buildTilingProblem(box('3x3x3'), selectPieces(pieceSet('soma'), new Map(), []));
  const s = new TilingSearch(p, { mode: 'list', distinctOnly: true });
  const seen = new Set<string>();
  while (s.run() === 'found') {
    assert.equal(checkTiling(p, s.tiling), null);
    seen.add(
      Array.from(s.tiling)
        .sort((a, b) => a - b)
        .join(','),
    );
  }
  assert.equal(seen.size, 240);
});

test('the Diabolical cube: six flat pieces of 2…7 cubes, 13 packings up to mirror pairs, as published', () => {
  // Published: 13 solutions, mirror pairs not counted apart (Coffin, The Puzzling World of
  // Polyhedral Dissections, 1990; Wikipedia "Diabolical cube").
  const set = pieceSet('diabolical');
  assert.deepEqual(
    set.map((p) => p.solid?.cells.length),
    [2, 3, 4, 5, 6, 7],
  );
  for (const piece of set) {
    assert.ok(piece.solid && isFlatSolid(piece.solid), `${piece.name} is one cube thick`);
  }
  // Six sizes: no two pieces the same polycube.
  assert.equal(new Set(set.map((p) => rotationKey(p.solid ?? makeSolid([[0, 0, 0]])))).size, 6);
  const p = buildTilingProblem(box('3x3x3'), selectPieces(set, new Map(), []));
  const c = countTilings(p);
  assert.equal(c.distinct, 13n, 'up to rotations and reflections');
  // All pieces flat, hence achiral: the 48 symmetries apply and no packing is symmetric.
  assert.equal(c.total, 13n * 48n);
  assert.equal(c.rotationClasses, 26n);
  // The independent packer's agreement is polycube.slow.test.ts's (a second and a half).
});

test('ranges in 3-D: a MIN..MAX count is the sum of its exact counts, on every engine', () => {
  // L tricubes 0..4 and dominoes 1..* in a 2×2×3 box: 12 cells = 3·L + 2·I.
  const f = parsePieceFile('L 0..4\n0,0,0 1,0,0 0,1,0\n\nI 1..*\n0,0,0 1,0,0\n');
  assert.deepEqual(
    [...f.counts],
    [
      ['L', { count: 4, min: 0 }],
      ['I', { count: Infinity, min: 1 }],
    ],
  );
  const region = box('2x2x3');
  const ranged = buildTilingProblem(region, selectPieces(f.pieces, f.counts, []));
  let total = 0n;
  let distinct = 0n;
  let combos = 0;
  for (let l = 0; l <= 4; l++) {
    const rest = 12 - 3 * l;
    if (rest < 2 || rest % 2 !== 0) continue;
    const select = [...(l > 0 ? [`L=${l}`] : []), `I=${rest / 2}`];
    const exact = countTilings(
      buildTilingProblem(region, selectPieces(f.pieces, new Map(), select)),
    );
    total += exact.total;
    distinct += exact.distinct;
    combos++;
  }
  assert.equal(combos, 2); // L = 0 or 2 (L = 4 leaves no room for the one domino needed)
  assert.ok(total > 0n && distinct > 0n);
  for (const engine of ['bits', 'dlx'] as const) {
    for (const symmetry of ['break', 'none'] as const) {
      const c = countTilings(ranged, { engine, symmetry });
      assert.equal(c.total, total, `${engine} ${symmetry}`);
      if (symmetry === 'break') assert.equal(c.distinct, distinct, `${engine} distinct`);
    }
  }
  // Both bitboard tilers on their own (the engine picks one by the placements' span).
  const layout = searchLayout(region);
  for (const tiler of [new BitTiler(ranged, layout), new WideTiler(ranged, layout)]) {
    tiler.start([], true);
    tiler.run();
    assert.equal(BigInt(tiler.count), total, tiler.constructor.name);
  }
  // Every tiling listed keeps to the ranges.
  const s = new TilingSearch(ranged, { mode: 'list', symmetry: 'none' });
  let listed = 0n;
  while (s.run() === 'found') {
    assert.equal(checkTiling(ranged, s.tiling), null);
    listed++;
  }
  assert.equal(listed, total);
});

test('ranges: the volume check knows the fewest and the most copies', () => {
  const why = (text: string, region: string): string => {
    const f = parsePieceFile(text);
    try {
      checkFeasible(buildTilingProblem(box(region), selectPieces(f.pieces, f.counts, [])));
      return 'feasible';
    } catch (e) {
      assert.ok(isPlacerError(e));
      return e.message;
    }
  };
  const L = '0,0,0 1,0,0 0,1,0';
  assert.match(why(`L 5..6\n${L}`, '2x2x3'), /pieces that must be used cover 15/);
  assert.match(
    why(`L 1..3\n${L}\n\nO 0..1\n0,0,0`, '2x2x3'),
    /no combination .* covers exactly 12 cells/,
  );
  assert.equal(why(`L 1..4\n${L}`, '2x2x3'), 'feasible');
});
