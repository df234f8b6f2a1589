import assert from 'node:assert/strict';
import { test } from 'node:test';
import { localSpawn, newSpawnLog, until } from '../../../../test/support/localWorkers.js';
import { langfordDlx } from '../../../core/cover/langford.js';
import { decodeDlxParam } from './dlxLink.js';
import { CoverSession } from './session.js';

test('a cover session plans, counts and lists its text, and links it', async () => {
  const links: string[] = [];
  const s = new CoverSession({ spawn: localSpawn(newSpawnLog()), threads: 2 }, (p) =>
    links.push(p),
  );
  const dlx = langfordDlx(7);
  s.setDlx(dlx, 'langford-7.dlx');
  const plan = await until(s.plan, (p) => p.status === 'done' || p.status === 'failed');
  assert.ok(plan.status === 'done' && plan.plan.units.length > 1);
  s.startCount();
  const run = await until(s.count, (r) => r.status === 'done' || r.status === 'failed');
  assert.ok(run.status === 'done' && run.count.partial.count === 52n);
  // From solution #51 on (0-based 50): the last two, found with the count's unit counts.
  s.list(5, 50);
  const l = await until(s.listing, (x) => x.status === 'done' || x.status === 'failed');
  assert.ok(l.status === 'done' && l.solutions.length === 2 && l.from === 50);
  // The text went to the URL, compressed.
  await until(s.linkNote, () => links.length > 0);
  assert.equal(await decodeDlxParam(links[0]), dlx);
  s.reset();
  assert.deepEqual(
    [s.dlxText.value, s.plan.value.status, s.count.value.status, s.listing.value.status],
    ['', 'idle', 'idle', 'idle'],
  );
});
