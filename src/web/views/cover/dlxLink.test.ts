import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { queensDlx } from '../../../core/queens/exactCover.js';
import { decodeDlxParam, DLX_PARAM_RE, encodeDlxParam, MAX_DLX_PARAM } from './dlxLink.js';

test('a DLX text through the URL parameter and back is the same text', async () => {
  await fc.assert(
    fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 300 }), async (text) => {
      const param = await encodeDlxParam(text);
      assert.match(param, DLX_PARAM_RE);
      assert.equal(await decodeDlxParam(param), text);
    }),
    { numRuns: 25 },
  );
  // A large instance compresses well below the link's limit.
  const q = queensDlx(32);
  const param = await encodeDlxParam(q);
  assert.ok(param.length < q.length / 2 && param.length < MAX_DLX_PARAM, `${param.length}`);
  assert.equal(await decodeDlxParam(param), q);
});

test('a parameter that is not one is refused with words, never thrown raw', async () => {
  const good = await encodeDlxParam('a b\na\nb\n');
  for (const bad of ['a+b', '%%', good.slice(0, good.length - 3), 'A']) {
    await assert.rejects(decodeDlxParam(bad), /dlx parameter/);
  }
});
