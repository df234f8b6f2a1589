/**
 * The xcc bench's instances (bench/xccInstances.ts) have the counts the bench expects, counted
 * by bench/anchors/xcc_count.c (a few seconds each): the published ones (A002860, A002564) and
 * the measured ones, the Sudoku in both its DLX2 and DLX1 forms. The fast checks of the
 * builders and the C program are in bench-xcc.test.ts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildAnchor } from '../bench/lib.js';
import { XCC_COUNT_INSTANCES, XCC_LIST_INSTANCES } from '../bench/xccInstances.js';

const noGcc = spawnSync('gcc', ['--version']).status === 0 ? false : 'no gcc';

test('xcc_count gives every bench instance its expected count', { skip: noGcc }, () => {
  const c = buildAnchor('xcc_count');
  const dir = mkdtempSync(join(tmpdir(), 'xcc-'));
  try {
    for (const instance of new Set([...XCC_COUNT_INSTANCES, ...XCC_LIST_INSTANCES])) {
      const file = join(dir, instance.name);
      writeFileSync(file, instance.text());
      const r = spawnSync(c, [file], { encoding: 'utf8' });
      assert.equal(r.status, 0, r.stderr);
      assert.match(
        r.stdout,
        new RegExp(`^count ${instance.count} nodes \\d+$`, 'm'),
        instance.name,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
