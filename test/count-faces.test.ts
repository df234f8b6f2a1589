/**
 * Every family's count of a published instance, the same through the library, the CLI and the
 * page's worker pool (test/support/countFaces.ts holds a row per family and how each face counts
 * it). A family that joins one face and not another, or counts differently on one, fails here.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { JOB_FAMILIES } from '../src/core/jobFamilies.js';
import { placer } from './support/cli.js';
import { FAMILY_COUNTS } from './support/countFaces.js';
import { localSpawn, newSpawnLog, slicedBody } from './support/localWorkers.js';

for (const row of FAMILY_COUNTS) {
  const name = `${row.family}: ${row.instance} counts ${row.expected} (${row.source})`;
  test(`${name} in the library, the CLI and the page's pool`, async () => {
    assert.ok(row.expected >= 0n, `${row.family}: no published count (${row.source})`);
    assert.equal(row.library(), row.expected, 'the library');
    const r = placer(row.cli.args, { input: row.cli.input });
    assert.equal(r.code, 0, r.stderr);
    const json = JSON.parse(r.stdout) as { total: string; complete: boolean };
    assert.deepEqual([BigInt(json.total), json.complete], [row.expected, true], 'the CLI');
    const log = newSpawnLog();
    assert.equal(await row.page(localSpawn(log, slicedBody), 2), row.expected, "the page's pool");
    assert.ok(log.spawned > 0 && log.jobs.length > 0, 'the count ran on the workers');
    assert.equal(log.terminated, log.spawned, 'every worker stopped');
  });
}

test('every family with a job row has a count through every face', async () => {
  const counted = new Set(FAMILY_COUNTS.map((r) => r.family));
  for (const row of JOB_FAMILIES) {
    const kinds = Object.keys(await row.load());
    // A family whose jobs count (a `…-count` kind) has a row in FAMILY_COUNTS.
    for (const kind of kinds.filter((k) => k.endsWith('-count'))) {
      const family = kind.slice(0, -'-count'.length);
      assert.ok(counted.has(family), `${kind}: no row for ${family} in test/support/countFaces.ts`);
    }
  }
});
