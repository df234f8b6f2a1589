/** render/listingLine.ts writes every row as `placer queens list` does, in every format. */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { PLACEMENT_FORMATS } from '../src/core/queens/formats.js';
import { SolutionStream } from '../src/core/queens/enumerate.js';
import { listingLine } from '../src/render/listingLine.js';
import { BIN } from './support/cli.js';

const run = promisify(execFile);

test('listingLine gives the lines of `placer queens list 7 --format F [--fundamental]`', async () => {
  const n = 7;
  const cases = PLACEMENT_FORMATS.flatMap((format) =>
    [false, true].map((fundamental) => ({ format, fundamental })),
  );
  // All ten commands at once: each is mostly Node's start-up.
  const outs = await Promise.all(
    cases.map(({ format, fundamental }) =>
      run(process.execPath, [
        BIN,
        'queens',
        'list',
        String(n),
        '--format',
        format,
        ...(fundamental ? ['--fundamental'] : []),
      ]),
    ),
  );
  cases.forEach(({ format, fundamental }, i) => {
    const stream = new SolutionStream(n, { fundamental });
    const mine: string[] = [];
    for (let cols = stream.next(); cols !== null; cols = stream.next())
      mine.push(listingLine({ n, cols }, format, fundamental ? stream.orbitSize : null));
    assert.deepEqual(mine, outs[i].stdout.trimEnd().split('\n'), `${format} ${fundamental}`);
    assert.ok(mine.length >= 6);
  });
});
