import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  localSpawn,
  newSpawnLog,
  slicedBody,
  until,
} from '../../../../test/support/localWorkers.js';
import { isPlacerError } from '../../../core/errors.js';
import { parseRegions } from '../../../core/regions/puzzle.js';
import { countRegions } from '../../../core/regions/search.js';
import { keyOf, RegionsSession } from './session.js';
import { IDLE_CLOCK, startClock } from '../../state/gameClock.js';

const LOOSE = parseRegions(['AAAAAA', 'BBBBBB', 'CCCCCC', 'DDDDDD', 'EEEEEE', 'FFFFFF'].join('\n'));

test('a regions session lists, counts and hints on its own workers', async () => {
  const log = newSpawnLog();
  const s = new RegionsSession({ spawn: localSpawn(log, slicedBody), threads: 2 });
  s.follow(LOOSE);
  const listed = await until(s.listing, (l) => l.status === 'done');
  const total = countRegions(LOOSE);
  assert.ok(listed.status === 'done' && listed.key === keyOf(LOOSE));
  assert.equal(listed.cells.length, Math.min(100, total) * LOOSE.n * LOOSE.stars);
  s.startCount(LOOSE);
  const run = await until(s.count, (r) => r.status === 'done' || r.status === 'failed');
  assert.ok(run.status === 'done' && run.count.count === BigInt(total));
  const hint = await s.hintFor(LOOSE, new Uint8Array(LOOSE.n * LOOSE.n));
  assert.ok(typeof hint.words === 'string' && hint.words.length > 0);
  assert.deepEqual(
    log.jobs.map((j) => j.kind).filter((k, i, all) => all.indexOf(k) === i),
    ['regions-list', 'regions-count', 'regions-hint'],
  );
  assert.equal(s.gameFor('other').key, 'other');
});

test('a newer Generate drops the older; reset stops it and forgets the game', async () => {
  const s = new RegionsSession({ spawn: localSpawn(newSpawnLog()), threads: 1 });
  const older = s.generateGrid({ n: 5, stars: 1, difficulty: 'any', seed: 1 });
  const newer = s.generateGrid({ n: 5, stars: 1, difficulty: 'any', seed: 2 });
  await assert.rejects(older, (e) => isPlacerError(e) && e.code === 'closed');
  const grid = await newer;
  assert.equal(parseRegions(grid).n, 5);
  s.game.value = { ...s.gameFor('k'), clock: startClock(IDLE_CLOCK, 1) };
  s.highlight.value = { cells: [], units: [], words: 'x' };
  s.reset();
  assert.deepEqual(
    [s.game.value.key, s.game.value.clock, s.highlight.value],
    ['', IDLE_CLOCK, null],
  );
  assert.equal(s.listing.value.status, 'idle');
});
