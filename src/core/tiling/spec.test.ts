import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PlacerError } from '../errors.js';
import { parsePieceFile } from './pieceFile.js';
import { pieceSet, selectPieces } from './pieceSets.js';
import { buildTilingProblem, type TilingProblem } from './problem.js';
import { parseRegionPicture, rectangle } from './region.js';
import { tilingProblemFromSpec, type TilingSpec } from './spec.js';
import { planTilingUnits } from './units.js';

/** What makes two problems the same for a worker: pieces, counts, placement ids, cells. */
function shape(p: TilingProblem) {
  return {
    region: [p.region.width, p.region.height, Array.from(p.region.cells).join('')],
    kinds: p.kinds.map((k) => [k.piece.name, k.count, k.piece.oneSided]),
    placements: p.placements.map((pl) => [pl.kind, pl.orientation, Array.from(pl.cells).join()]),
  };
}

/** Through JSON, as a message to a worker travels. */
const viaJson = (spec: TilingSpec): TilingSpec => JSON.parse(JSON.stringify(spec)) as TilingSpec;

test('a tiling spec rebuilds the problem the CLI builds from the same inputs', () => {
  const box = tilingProblemFromSpec(viaJson({ region: '10x6', pieces: { set: 'pentominoes' } }));
  const cli = buildTilingProblem(
    rectangle(10, 6),
    selectPieces(pieceSet('pentominoes'), new Map(), []),
  );
  assert.deepEqual(shape(box), shape(cli));
  assert.deepEqual(planTilingUnits(box), planTilingUnits(cli));

  const picture = '..#..\n.....\n.....\n';
  const file = 'Y *\n####\n.#..\n\nL 2 one-sided\n###\n#..\n';
  const spec: TilingSpec = { region: picture, pieces: { file }, select: ['L=1', 'Y=*'] };
  const file0 = parsePieceFile(file);
  const direct = buildTilingProblem(
    parseRegionPicture(picture),
    selectPieces(file0.pieces, file0.counts, ['L=1', 'Y=*']),
  );
  assert.deepEqual(shape(tilingProblemFromSpec(viaJson(spec))), shape(direct));
});

test('a bad spec is a PlacerError naming what is wrong', () => {
  const bad = (spec: unknown, pattern: RegExp): void =>
    assert.throws(
      () => tilingProblemFromSpec(spec as TilingSpec),
      (e: unknown) => e instanceof PlacerError && pattern.test(e.message),
    );
  bad(null, /not an object/);
  bad({ pieces: { set: 'pentominoes' } }, /region must be a string/);
  bad({ region: '6x10', pieces: { set: 'heptominoes' } }, /"heptominoes"/);
  bad({ region: '6x10', pieces: {} }, /\{set\} or \{file\}/);
  bad({ region: '6x10', pieces: { set: 'pentominoes' }, select: [3] }, /select/);
  // The inputs' own errors, named as the CLI names them.
  bad({ region: '.x?', pieces: { set: 'pentominoes' } }, /^region:1:3: '\?'/);
  bad({ region: '6x10', pieces: { set: 'pentominoes' }, select: ['Q'] }, /unknown piece 'Q'/);
});
