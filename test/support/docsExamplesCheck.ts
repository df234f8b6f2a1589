/** The test body shared by the default and the slow docs-examples tests. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import {
  allExamples,
  describeMismatch,
  mask,
  REFRESH,
  ROOT,
  runDoc,
  type Outcome,
} from './docsExamples.js';

/**
 * One test per document. The documents run at once (each one's examples in order): their runs
 * start here, and each test waits for its own. The default suite leaves out the slow examples;
 * the slow suite runs the documents that have some, whole.
 */
export function checkDocExamples(opts: { slow: boolean }): void {
  const byDoc = allExamples();
  if (!opts.slow) {
    test('every guide has console examples', () => {
      for (const [doc, examples] of byDoc)
        if (doc !== 'docs/cli.md') assert.ok(examples.length > 0, `${doc}: no console example`);
    });
    test("README's first install commands work before the package is published", () => {
      // `npm install placer-puzzles` answers 404 until it is published: the first way shown
      // installs the tarball `npm pack` makes, named after package.json's version.
      const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
      const install = readme.slice(readme.indexOf('\n## Install\n'));
      const block = /```sh\n([\s\S]*?)```/.exec(install)?.[1] ?? '';
      const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
        version: string;
      };
      assert.match(block, /^npm ci && npm pack\b/m);
      const first = block.split('\n').find((l) => l.startsWith('npm install'));
      assert.equal(
        first?.split(/\s+#/)[0].trim(),
        `npm install --global ./placer-puzzles-${version}.tgz`,
      );
      const ignored = readFileSync(join(ROOT, '.gitignore'), 'utf8').split('\n');
      assert.ok(ignored.includes('*.tgz'), 'the packed tarball is not committed by mistake');
    });
    test('the masking hides the value of a duration, not its form', () => {
      // Any value the CLI could print masks alike…
      for (const d of [
        '15 ms',
        '0.4 s',
        '12 s',
        '3 min 20 s',
        '5 h 12 min',
        '41 days',
        '3.4 years',
      ])
        assert.equal(mask(`time         ${d}`), 'time         …', d);
      assert.equal(mask('≈ 3.6 × 10^5 years left'), '… left');
      // …but a document in the old form (three decimals of a second) no longer matches a run.
      assert.notEqual(mask('time         0.014 s'), mask('time         15 ms'));
      assert.notEqual(mask('(0.000 s)'), mask('(0 ms)'));
    });
  }
  for (const [doc, examples] of byDoc) {
    const slowOnes = examples.filter((e) => e.slow).length;
    if (opts.slow ? slowOnes === 0 : slowOnes === examples.length) continue;
    const running: Promise<Outcome[]> = runDoc(examples, opts);
    running.catch(() => {}); // awaited by the test below, which reports the failure
    test(`${doc}: the examples print what is shown`, async () => {
      const wrong = (await running).filter((o) => !o.matches);
      assert.ok(
        wrong.length === 0,
        `${wrong.length} example(s) of ${doc} differ from the real output ` +
          `(if the real output is right, run \`${REFRESH}\`):\n` +
          wrong.map(describeMismatch).join('\n'),
      );
    });
  }
}
