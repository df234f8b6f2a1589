/**
 * docs/inputs.md: every bad input in its tables is run (the command line through the built
 * binary, library calls in this process) and gets exactly what the table says.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { REFRESH, ROOT } from './support/docsExamples.js';
import { gotText, INPUTS_DOC, parseInputRows, runInputRows } from './support/inputsTable.js';

const text = readFileSync(`${ROOT}${INPUTS_DOC}`, 'utf8');

test('docs/inputs.md has a bad input for every command and each text format', () => {
  const inputs = parseInputRows(text).map((r) => r.input);
  for (const command of ['count', 'list', 'show', 'walk', 'solve', 'check', 'complete', 'estimate'])
    assert.ok(
      inputs.some((i) => i.startsWith(`placer queens ${command} `)),
      `no bad input for queens ${command}`,
    );
  for (const command of ['solve', 'count', 'list', 'check', 'hint', 'rate', 'generate', 'repair'])
    assert.ok(
      inputs.some((i) => i.startsWith(`placer regions ${command} `)),
      `no bad input for regions ${command}`,
    );
  for (const command of ['tile', 'cover', 'worker', 'serve'])
    assert.ok(
      inputs.some((i) => i.startsWith(`placer ${command} `)),
      `no bad input for ${command}`,
    );
  for (const parser of [
    'parsePlacement',
    'parseRegionPicture',
    'parsePieceFile',
    'parseDlx',
    'parseRegions',
    'parseStars',
  ])
    assert.ok(
      inputs.some((i) => i.includes(`.${parser}(`)),
      `no bad input for ${parser}`,
    );
});

test('every bad input in docs/inputs.md gets what the table says', async () => {
  const wrong = (await runInputRows(text)).filter((o) => !o.matches);
  assert.ok(
    wrong.length === 0,
    `${wrong.length} row(s) of ${INPUTS_DOC} differ (if the real answer is right, run \`${REFRESH}\`):\n` +
      wrong
        .map((o) => `  ${o.row.input}\n    shown ${o.row.expected}\n    real  ${gotText(o.got)}`)
        .join('\n'),
  );
});
