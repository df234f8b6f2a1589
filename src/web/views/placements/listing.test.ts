import assert from 'node:assert/strict';
import { test } from 'node:test';
import { countQueens } from '../../../core/queens/count.js';
import { SolutionStream } from '../../../core/queens/enumerate.js';
import type { QueensSliceJob } from '../../../core/queens/jobTypes.js';
import {
  localSpawn,
  newSpawnLog,
  slicedBody,
  type SpawnLog,
} from '../../../../test/support/localWorkers.js';
import { ListingSource, PAGE } from './listing.js';

/** Every row of a listing, as the CLI lists them. */
function allRows(n: number, fundamental: boolean): { cols: number[]; orbit: number }[] {
  const out = [];
  const s = new SolutionStream(n, { fundamental });
  for (let c = s.next(); c !== null; c = s.next())
    out.push({ cols: [...c], orbit: fundamental ? s.orbitSize : 0 });
  return out;
}

function source(n: number, fundamental: boolean, log: SpawnLog): ListingSource {
  return new ListingSource({
    n,
    fundamental,
    spawn: localSpawn(log, slicedBody),
  });
}

/** Waits until the source has nothing in flight. */
async function idle(src: ListingSource): Promise<void> {
  for (let i = 0; i < 5000 && src.busyWith !== null; i++)
    await new Promise((r) => setTimeout(r, 1));
  assert.equal(src.busyWith, null, 'the source went idle');
}

const slices = (log: SpawnLog) =>
  log.jobs.filter((j): j is QueensSliceJob => j.kind === 'queens-slice');

const rowOf = (src: ListingSource, i: number) => {
  const r = src.rowAt(i);
  return r === null ? null : { cols: [...r.cols], orbit: r.orbit };
};

test('streamed: rows come in chunks as the view nears the end, equal to the listing', async () => {
  for (const fundamental of [false, true]) {
    const log = newSpawnLog();
    const src = source(10, fundamental, log);
    const rows = allRows(10, fundamental);
    src.view(0, 15);
    await idle(src);
    assert.ok(src.loaded >= 16);
    for (let guard = 0; !src.ended && guard < 100; guard++) {
      src.view(src.loaded - 10, src.loaded + 5);
      await idle(src);
    }
    assert.equal(src.loaded, rows.length);
    assert.equal(src.length, rows.length);
    for (let i = 0; i < rows.length; i++) assert.deepEqual(rowOf(src, i), rows[i], `row ${i}`);
    assert.ok(src.isPastEnd(rows.length) && !src.isPastEnd(rows.length - 1));
    src.close();
    assert.equal(log.terminated, log.spawned);
  }
});

test('random access: pages where the list looks, then the table; rows equal the listing', async () => {
  const n = 10;
  for (const fundamental of [false, true]) {
    const log = newSpawnLog();
    const src = source(n, fundamental, log);
    const rows = allRows(n, fundamental);
    src.view(0, 10);
    await idle(src);
    const c = countQueens(n);
    src.setTotal(fundamental ? c.fundamental : c.total);
    assert.ok(src.random && src.preparing);
    assert.equal(src.length, rows.length);
    const at = rows.length - 37;
    src.view(at - 5, at + 20);
    await idle(src);
    assert.ok(src.prepared, 'the table is asked for once the view is served');
    for (let i = at - 5; i < rows.length; i++) assert.deepEqual(rowOf(src, i), rows[i], `row ${i}`);
    const asked = slices(log).map((j) => Number(j.from));
    assert.ok(asked.includes(Math.floor(at / PAGE) * PAGE));
    assert.ok(asked.includes(rows.length), 'the table: a slice past the end');
    src.close();
  }
});

test('the selected row comes first; a view scrolled past before its turn is never asked for', async () => {
  const log = newSpawnLog();
  const src = source(12, false, log);
  src.select(12_000);
  src.setTotal(countQueens(12).total);
  // While the selected row's page is in flight, the view moves three times.
  src.view(3000, 3010);
  src.view(5000, 5010);
  src.view(9000, 9010);
  await idle(src);
  const pages = slices(log).map((j) => Number(j.from) / PAGE);
  assert.deepEqual(pages.slice(0, 2), [120, 90]);
  assert.ok(!pages.includes(30) && !pages.includes(50));
  assert.ok(rowOf(src, 12_000) !== null && rowOf(src, 9005) !== null);
  src.close();
});

test('streamed with a row selected far ahead: that row alone; past the end it is known so', async () => {
  const log = newSpawnLog();
  const n = 9; // no total given: the listing stays streamed
  const src = source(n, false, log);
  const rows = allRows(n, false);
  src.select(300);
  await idle(src);
  assert.deepEqual(rowOf(src, 300), rows[300]);
  assert.equal(src.loaded, 0, 'no stream asked for: nothing in view');
  src.select(400);
  await idle(src);
  assert.ok(src.isPastEnd(400), `N = ${n} has ${rows.length} rows`);
  src.close();
});

test('a worker error stops the source with its words', async () => {
  const log = newSpawnLog();
  const src = new ListingSource({
    n: 8,
    fundamental: false,
    spawn: localSpawn(log, (r) => ({
      type: 'error',
      unit: r.unit,
      error: { code: 'internal', message: 'out of memory' },
    })),
  });
  src.view(0, 10);
  await idle(src);
  assert.equal(src.error, 'out of memory');
  src.view(50, 60);
  assert.equal(src.busyWith, null);
  src.close();
});
