/**
 * `placer tile --count --format json` against rows of tilings.tsv (test/cli-tile.test.ts runs the
 * rows under TILE_COUNT_CLI_BELOW tilings, test/cli-tile.slow.test.ts the others).
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { placer, tempFiles } from './cli.js';
import { SCOTT_PICTURE } from './fixtures.js';
import type { TilingReference } from './reference.js';

/** The default run's rows are those with fewer tilings than this (a fraction of a second each). */
export const TILE_COUNT_CLI_BELOW = 1000n;

export function checkTileCountRows(rows: readonly TilingReference[]): void {
  const dir = tempFiles({ 'scott.txt': SCOTT_PICTURE });
  for (const ref of rows) {
    const region = ref.region.startsWith('8x8 with') ? join(dir, 'scott.txt') : ref.region;
    const r = placer([
      'tile',
      region,
      '--pieces',
      ref.pieces.replace(/ /g, '-'),
      '--count',
      '--format',
      'json',
    ]);
    const out = JSON.parse(r.stdout) as {
      total: string;
      classes: string;
      complete: boolean;
      nodes: number;
      proof: string | null;
      engine: string | null;
    };
    assert.equal(out.total, ref.total.toString(), `${ref.region} total`);
    assert.equal(out.classes, ref.distinct.toString(), `${ref.region} distinct`);
    assert.equal(out.complete, true);
    // Either a search ran, or a colouring argument made it unnecessary (4×5 and tetrominoes).
    assert.ok(out.nodes > 0 || (out.proof !== null && out.total === '0'));
    assert.equal(r.code, 0, `${ref.region}: a count (of 0 too) is an answer`);
    assert.equal(out.engine === null, out.proof !== null, 'no engine runs when a proof settles it');
  }
}
