/** render/queens/listingLine.ts writes every row as `placer queens list` does, in every format. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PLACEMENT_FORMATS } from '../src/core/queens/formats.js';
import { SolutionStream } from '../src/core/queens/enumerate.js';
import { listingLine } from '../src/render/queens/listingLine.js';
import { placer } from './support/cli.js';

test('listingLine gives the lines of `placer queens list 7 --format F [--fundamental]`', () => {
  const n = 7;
  const cases = PLACEMENT_FORMATS.flatMap((format) =>
    [false, true].map((fundamental) => ({ format, fundamental })),
  );
  // In-process: each command alone would be mostly Node's start-up.
  const outs = cases.map(({ format, fundamental }) => {
    const r = placer([
      'queens',
      'list',
      String(n),
      '--format',
      format,
      ...(fundamental ? ['--fundamental'] : []),
    ]);
    assert.equal(r.code, 0, r.stderr);
    return r;
  });
  cases.forEach(({ format, fundamental }, i) => {
    const stream = new SolutionStream(n, { fundamental });
    const mine: string[] = [];
    for (let cols = stream.next(); cols !== null; cols = stream.next())
      mine.push(listingLine({ n, cols }, format, fundamental ? stream.orbitSize : null));
    assert.deepEqual(mine, outs[i].stdout.trimEnd().split('\n'), `${format} ${fundamental}`);
    assert.ok(mine.length >= 6);
  });
});
