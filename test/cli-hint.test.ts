/**
 * `placer tile … --hint PLACED`: a step that belongs to a completion (its drawing checks as a
 * partial tiling: followed to the end it is a tiling `--check` accepts), a blocking piece named
 * (exit 1), JSON, and what --hint cannot go with.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { placer, tempFiles } from './support/cli.js';

test('hints from an empty calendar day end in a tiling that --check accepts', () => {
  const dir = tempFiles({});
  const file = join(dir, 'placed.txt');
  // The empty board: the first tiling with every letter made '.'.
  const first = placer(['tile', 'calendar', '--date', '12-25']).stdout;
  writeFileSync(file, first.replace(/[A-Z]/g, '.'));
  let steps = 0;
  for (;;) {
    const r = placer(['tile', 'calendar', '--date', '12-25', '--hint', file]);
    assert.equal(r.code, 0, r.stderr);
    if (r.stdout.startsWith('complete:')) break;
    const [said, ...rows] = r.stdout.trimEnd().split('\n');
    assert.match(said, /^hint: [A-Z] at (r\dc\d ?){5,6}$/);
    writeFileSync(file, `${rows.join('\n')}\n`);
    assert.ok(++steps <= 8, 'eight pieces at most');
  }
  assert.equal(steps, 8);
  const check = placer(['tile', 'calendar', '--date', '12-25', '--check', file]);
  assert.equal(check.code, 0, check.stdout + check.stderr);
});

test('a piece that blocks every completion is named (exit 1); JSON; bad combinations', () => {
  const blocked = '.X........\nXXX.......\n.X........\n..........\n..........\n..........\n';
  const dir = tempFiles({ 'x.txt': blocked });
  const r = placer(['tile', '10x6', '--hint', join(dir, 'x.txt')]);
  assert.equal(r.code, 1);
  assert.equal(r.stdout.trim(), 'no completion: take off the X at r1c2 (without it there is one)');
  const j = placer(['tile', '10x6', '--hint', join(dir, 'x.txt'), '--format', 'json']);
  assert.deepEqual(JSON.parse(j.stdout), {
    hint: null,
    complete: false,
    blocking: { piece: 'X', at: 'r1c2' },
  });
  const both = placer(['tile', '10x6', '--hint', join(dir, 'x.txt'), '--count']);
  assert.equal(both.code, 2);
  assert.match(both.stderr, /--hint gives one step: drop --count/);
});
