import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { headerMismatch } from './checkpoint.js';
import { runUnitCount } from './unitCountRun.js';
import { DEFAULT_COUNT_SETTINGS, tilingUnitCount } from '../core/tiling/unitCount.js';
import { tilingUnitIds } from '../core/tiling/units.js';
import { tilingProblemFromSpec, type TilingSpec } from '../core/tiling/spec.js';
import { countTilings } from '../core/tiling/tile.js';
import type { BadLine } from './checkpoint.js';

const spec: TilingSpec = { region: '3x20', pieces: { set: 'pentominoes' } };
const problem = tilingProblemFromSpec(spec);
const whole = countTilings(problem);

function count(path: string, afterMs?: number, signal?: AbortSignal, bad?: BadLine[]) {
  return runUnitCount(tilingUnitCount(spec, tilingUnitIds(problem, DEFAULT_COUNT_SETTINGS)), {
    threads: 1,
    checkpoint: { path, afterMs },
    signal,
    onBadRecord: (b) => bad?.push(b),
  });
}

test('headerMismatch names the first field that differs, with both values', () => {
  const h = { kind: 'k', version: 1, n: 12, region: 'x'.repeat(100) };
  assert.equal(headerMismatch(JSON.stringify(h), h), null);
  assert.equal(headerMismatch(JSON.stringify({ ...h, n: 11 }), h), "its N is 11, this run's is 12");
  assert.match(
    headerMismatch(JSON.stringify({ ...h, region: 'y' }), h) ?? '',
    /region is "y", this run's is "x{38}…$/,
  );
  assert.equal(headerMismatch('{"id":', h), 'its first line is not a checkpoint header');
  assert.equal(
    headerMismatch(JSON.stringify({ ...h, kind: 'other' }), h),
    'it is a "other" checkpoint, this is a "k" run',
  );
  // A JSON object naming no kind is not a checkpoint; a field one side lacks is named in words.
  assert.equal(
    headerMismatch('{"this is":"not a checkpoint"}', h),
    'its first line is not a checkpoint header (it names no kind of count)',
  );
  assert.match(
    headerMismatch(JSON.stringify({ ...h, region: undefined }), h) ?? '',
    /^it has no region, this run's/,
  );
  assert.equal(
    headerMismatch(JSON.stringify({ ...h, extraRows: 3 }), h),
    'its split (--split) is 3, this run has none',
  );
  assert.equal(
    headerMismatch(JSON.stringify({ ...h, n: 11, extraRows: 3 }), { ...h, extraRows: 4 }),
    "its N is 11, this run's is 12",
  );
});

test('a deferred checkpoint is written only by a long or a cancelled run; a present one resumes', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'placer-units-'));
  try {
    const file = join(dir, 'cp.ndjson');
    const short = await count(file, 60_000);
    assert.equal(short.checkpointed, false);
    assert.equal(existsSync(file), false);
    assert.equal(short.count.total, whole.total);
    const long = await count(file, 0);
    assert.equal(long.checkpointed, true);
    assert.equal(readFileSync(file, 'utf8').trimEnd().split('\n').length, 1 + long.units);
    // Present: resumed at once though deferred; one damaged line is reported and redone.
    const lines = readFileSync(file, 'utf8').split('\n');
    lines[2] = '{"id": 3';
    writeFileSync(file, lines.join('\n'));
    const bad: BadLine[] = [];
    const again = await count(file, 60_000, undefined, bad);
    assert.deepEqual(
      bad.map((b) => b.line),
      [3],
    );
    assert.equal(again.resumed, long.units - 1);
    assert.deepEqual([again.count.total, again.count.distinct], [whole.total, whole.distinct]);
    rmSync(file);
    const abort = new AbortController();
    abort.abort();
    const cancelled = await count(file, 60_000, abort.signal);
    assert.equal(cancelled.complete, false);
    assert.equal(existsSync(file), false, 'nothing finished, nothing to keep');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a count of one long unit shows nodes and tilings inside it within a second; none is saved', async () => {
  // 32x32 with five tetrominoes, any number of each: one unit of far more than a lifetime.
  const huge: TilingSpec = {
    region: '32x32',
    pieces: { set: 'tetrominoes' },
    select: ['I=*,O=*,T=*,S=*,L=*'],
  };
  const ids = tilingUnitIds(tilingProblemFromSpec(huge), DEFAULT_COUNT_SETTINGS);
  assert.equal(ids.length, 1);
  const dir = mkdtempSync(join(tmpdir(), 'placer-units-'));
  try {
    // On this thread (the unit runner), and on this thread as one of the pool's workers (the
    // worker threads answer through the same body: core/run/workerBody.test.ts).
    for (const [threads, workers] of [
      [1, false],
      [2, false],
    ] as const) {
      const where = `threads ${threads}${workers ? ', workers' : ''}`;
      const path = join(dir, `${threads}-${workers}.ndjson`);
      const ac = new AbortController();
      const stop = setTimeout(() => ac.abort(), 5000);
      let first: { ms: number; nodes: number; tilings: bigint; fraction: number } | null = null;
      const run = await runUnitCount(tilingUnitCount(huge, ids), {
        threads,
        workers,
        checkpoint: { path },
        signal: ac.signal,
        progressEveryMs: 100,
        onProgress: (p, partial) => {
          assert.equal(partial.total, 0n, 'a running unit is not in the finished count');
          const r = p.running;
          if (first !== null || r === undefined || r.steps === 0 || r.found === 0n) return;
          first = { ms: p.elapsedMs, nodes: r.steps, tilings: r.found, fraction: r.fraction };
          ac.abort();
        },
      });
      clearTimeout(stop);
      assert.ok(first !== null, `${where}: no progress inside the unit in 5 s`);
      const seen = first as { ms: number; fraction: number };
      assert.ok(seen.ms < 1500, `${where}: first progress at ${seen.ms} ms`);
      assert.ok(seen.fraction >= 0 && seen.fraction < 1, `${where}: fraction ${seen.fraction}`);
      assert.equal(run.complete, false);
      assert.equal(run.count.total, 0n);
      assert.equal(run.count.nodes, 0);
      // Cancelled before the unit finished: nothing to resume, so no file (never a partial unit).
      assert.equal(run.checkpointed, false, where);
      assert.equal(existsSync(path), false, where);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
