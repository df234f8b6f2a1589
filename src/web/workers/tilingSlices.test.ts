import assert from 'node:assert/strict';
import { test } from 'node:test';
import { testHost } from '../../../test/support/localWorkers.js';
import { answer, resultOf, runJob, type TilingCountJob } from '../../core/protocol.js';
import type { TilingSpec } from '../../core/tiling/spec.js';
import { answerTilingCount, warmTilingCount } from './tilingSlices.js';

test('a tiling unit counted in slices gives core’s answer; bad units get core’s error', async () => {
  const spec: TilingSpec = { region: '6x6', pieces: { set: 'tetrominoes' }, select: ['O', 'L=8'] };
  const units = resultOf(runJob({ kind: 'tiling-plan', spec }), 'tiling-plan').units;
  for (const id of [...units.map((u) => u.id), 'nope']) {
    const request = {
      type: 'run' as const,
      unit: id,
      job: { kind: 'tiling-count', spec, id } as TilingCountJob,
    };
    assert.deepEqual(await answerTilingCount(request, testHost), answer(request), id);
  }
});

test('a warm-up stops at its limits, mid-unit, and the counts after it are core’s', async () => {
  const spec: TilingSpec = { region: '6x6', pieces: { set: 'tetrominoes' }, select: ['O', 'L=8'] };
  const units = resultOf(runJob({ kind: 'tiling-plan', spec }), 'tiling-plan').units;
  for (const nodes of [1, 37, 500]) {
    // A budget of nodes is checked between nodes: a few more may be searched.
    const searched = await warmTilingCount(spec, testHost, { nodes, ms: 60_000 });
    assert.ok(searched >= nodes && searched < nodes + 64, `${searched} nodes for ${nodes}`);
    for (const { id } of units) {
      const request = {
        type: 'run' as const,
        unit: id,
        job: { kind: 'tiling-count', spec, id } as TilingCountJob,
      };
      assert.deepEqual(await answerTilingCount(request, testHost), answer(request), id);
    }
  }
  assert.equal(await warmTilingCount(spec, testHost, { nodes: 1000, ms: 0 }), 0);
  assert.equal(await warmTilingCount({ ...spec, region: '0x3' }, testHost), 0);
});
