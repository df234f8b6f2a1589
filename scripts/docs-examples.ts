/**
 * Runs the ```console examples of README.md and docs/*.md (test/support/docsExamples.ts says how
 * they are written and what is masked) and the bad inputs of docs/inputs.md's tables
 * (test/support/inputsTable.ts), and reports the ones whose output differs.
 *
 *   node --import tsx scripts/docs-examples.ts            check (slow examples included)
 *   node --import tsx scripts/docs-examples.ts --write    rewrite the shown outputs from real runs
 *   node --import tsx scripts/docs-examples.ts --quick    leave out the slow examples
 *   node --import tsx scripts/docs-examples.ts --times    print each example's wall time
 *   node --import tsx scripts/docs-examples.ts --inputs   only docs/inputs.md's bad inputs
 *
 * Needs the build (npm run build). An output that matches after masking is left as written.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import {
  allExamples,
  describeMismatch,
  ROOT,
  rewriteDoc,
  runDoc,
} from '../test/support/docsExamples.js';
import { gotText, INPUTS_DOC, rewriteInputs, runInputRows } from '../test/support/inputsTable.js';

const write = process.argv.includes('--write');
const slow = !process.argv.includes('--quick');
const onlyInputs = process.argv.includes('--inputs');
const results = await Promise.all(
  [...allExamples()]
    .filter(() => !onlyInputs)
    .map(async ([doc, examples]) => ({
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

// docs/inputs.md's table: every bad input run, its message compared (test/support/inputsTable.ts).
const inputsPath = join(ROOT, INPUTS_DOC);
const inputs = await runInputRows(readFileSync(inputsPath, 'utf8'));
const wrongInputs = inputs.filter((o) => !o.matches);
differ += wrongInputs.length;
for (const o of wrongInputs)
  console.error(
    `${INPUTS_DOC}:${o.row.index + 1}: ${o.row.input}\n  shown  ${o.row.expected}\n  real   ${gotText(o.got)}`,
  );
if (write && wrongInputs.length > 0) {
  const rewritten = rewriteInputs(readFileSync(inputsPath, 'utf8'), inputs);
  const config = (await resolveConfig(inputsPath)) ?? {};
  writeFileSync(inputsPath, await format(rewritten, { ...config, parser: 'markdown' }));
  console.error(`docs-examples: rewrote ${wrongInputs.length} row(s) in ${INPUTS_DOC}`);
}
console.error(`${INPUTS_DOC}: ${inputs.length} bad input(s) run, ${wrongInputs.length} differ`);
process.exitCode = differ > 0 && !write ? 1 : 0;
