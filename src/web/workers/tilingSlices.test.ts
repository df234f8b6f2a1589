import assert from 'node:assert/strict';
import { test } from 'node:test';
import { testHost } from '../../../test/support/localWorkers.js';
import { answer, resultOf, runJob, type TilingCountJob } from '../../core/protocol.js';
import type { TilingSpec } from '../../core/tiling/spec.js';
import { answerTilingCount } from './tilingSlices.js';

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
