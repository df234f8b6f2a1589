import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  localSpawn,
  newSpawnLog,
  slicedBody,
  until,
} from '../../../../test/support/localWorkers.js';
import { countKings } from '../../../core/kings/search.js';
import { KingsSession, SHOWN } from './session.js';

const board = { cols: 4, rows: 4, kings: 4 };

test('a kings session lists the first placements, more on Show more, and counts', async () => {
  const log = newSpawnLog();
  const s = new KingsSession({ spawn: localSpawn(log, slicedBody), threads: 2 });
  s.follow(board);
  const first = await until(s.first, (f) => f.status === 'done');
  assert.ok(first.status === 'done' && !first.complete);
  assert.equal(first.rows.length, SHOWN * board.rows);
  // The same board again asks nothing; Show more asks for SHOWN more on a fresh helper.
  s.follow(board);
  assert.equal(log.jobs.length, 1);
  s.showMore(board);
  const more = await until(s.first, (f) => f.status === 'done');
  assert.ok(more.status === 'done' && more.rows.length === 2 * SHOWN * board.rows);
  s.startCount(board);
  const run = await until(s.count, (r) => r.status === 'done' || r.status === 'failed');
  assert.ok(run.status === 'done');
  assert.equal(run.count.count, BigInt(countKings(board)));
  assert.equal(run.threads, 2);
});

test('a reset session is as new, and sessions keep apart', async () => {
  const log = newSpawnLog();
  const a = new KingsSession({ spawn: localSpawn(log), threads: 1 });
  const b = new KingsSession({ spawn: localSpawn(log), threads: 1 });
  a.follow(board);
  await until(a.first, (f) => f.status === 'done');
  assert.equal(b.first.value.status, 'idle');
  a.reset();
  assert.equal(a.first.value.status, 'idle');
  assert.equal(a.count.value.status, 'idle');
  // Forgotten: the board is listed again.
  a.follow(board);
  await until(a.first, (f) => f.status === 'done');
  assert.equal(log.jobs.length, 2);
});
