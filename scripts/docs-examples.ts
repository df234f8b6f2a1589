/**
 * Runs the ```console examples of README.md and docs/*.md (test/support/docsExamples.ts says how
 * they are written and what is masked) and reports the ones whose output differs.
 *
 *   node --import tsx scripts/docs-examples.ts            check (slow examples included)
 *   node --import tsx scripts/docs-examples.ts --write    rewrite the shown outputs from real runs
 *   node --import tsx scripts/docs-examples.ts --quick    leave out the slow examples
 *   node --import tsx scripts/docs-examples.ts --times    print each example's wall time
 *
 * Needs the build (npm run build). An output that matches after masking is left as written.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  allExamples,
  describeMismatch,
  ROOT,
  rewriteDoc,
  runDoc,
} from '../test/support/docsExamples.js';

const write = process.argv.includes('--write');
const slow = !process.argv.includes('--quick');
const results = await Promise.all(
  [...allExamples()].map(async ([doc, examples]) => ({
    doc,
    outcomes: await runDoc(examples, { slow }),
  })),
);
let differ = 0;
for (const { doc, outcomes } of results) {
  const wrong = outcomes.filter((o) => !o.matches);
  differ += wrong.length;
  for (const o of wrong) console.error(describeMismatch(o));
  if (process.argv.includes('--times'))
    for (const o of outcomes)
      console.error(
        `${o.ms.toFixed(0).padStart(6)} ms  ${doc}:${o.example.line} $ ${o.example.command}`,
      );
  if (write && wrong.length > 0) {
    const path = join(ROOT, doc);
    writeFileSync(path, rewriteDoc(readFileSync(path, 'utf8'), outcomes));
    console.error(`docs-examples: rewrote ${wrong.length} output(s) in ${doc}`);
  }
  console.error(`${doc}: ${outcomes.length} example(s) run, ${wrong.length} differ`);
}
process.exitCode = differ > 0 && !write ? 1 : 0;
