/**
 * The figures tables of README.md and docs/ are what the stored bench results give
 * (scripts/bench-tables.ts renders them from bench/results/*.json), and the stored results say
 * how and where they were taken.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { REFRESH_TABLES, staleDocs, TABLES, type StoredRun } from '../scripts/bench-tables.js';
import { DOCS as EXAMPLE_DOCS, ROOT } from './support/docsExamples.js';

test('the bench tables in the docs equal what bench/results gives', async () => {
  const stale = await staleDocs(false);
  assert.deepEqual(
    stale,
    [],
    `stale bench tables in ${stale.join(', ')}: after \`npm run bench\`, run \`${REFRESH_TABLES}\``,
  );
});

test('every bench table named in a document exists, and every table is used', () => {
  const used = new Set<string>();
  for (const doc of EXAMPLE_DOCS)
    for (const m of readFileSync(`${ROOT}${doc}`, 'utf8').matchAll(/<!-- bench-table (\w+):/g)) {
      assert.ok(m[1] in TABLES, `${doc}: no bench table named '${m[1]}'`);
      used.add(m[1]);
    }
  assert.deepEqual([...used].sort(), Object.keys(TABLES).sort());
});

test('each stored bench run records its command, machine, load and repetitions', () => {
  const files = readdirSync(`${ROOT}bench/results`).filter((f) => f.endsWith('.json'));
  assert.ok(files.length > 0, 'no stored bench results');
  for (const file of files) {
    const run = JSON.parse(readFileSync(`${ROOT}bench/results/${file}`, 'utf8')) as StoredRun;
    assert.equal(`${run.section}.json`, file);
    assert.match(run.command, /^npm run bench\b/);
    assert.ok(!Number.isNaN(Date.parse(run.date)), `${file}: date`);
    assert.ok(run.machine.cores > 0 && run.machine.cpu.length > 0, `${file}: machine`);
    assert.equal(run.loadAverage.length, 2, `${file}: load average before and after`);
    assert.ok(run.rows.length > 0, `${file}: rows`);
    for (const row of run.rows)
      if (row.baselineSeconds !== null && row.section !== 'queue')
        assert.ok(row.reps !== undefined && row.reps >= 1, `${file}: '${row.case}' has no reps`);
  }
});
