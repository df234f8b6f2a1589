/**
 * The queens CLI's long flows (the slow suite): the join's count of N = 17 on two worker threads,
 * killed (SIGKILL) after 20 units, resumes from its checkpoint to the exact total and classes; a
 * count of N = 27 (seconds to plan its 709,867 subproblems) cancelled before any finished saves
 * nothing and says so.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { interruptOnFirstProgress, tempFiles } from './support/cli.js';
import { killAndResume } from './support/killResume.js';

test('a join killed (SIGKILL) with its worker threads loses no finished work', async () => {
  // The join, N = 17: 3713 units, 5 s of CPU.
  await killAndResume('SIGKILL', '2', 'join', 17);
});

test('a count cancelled before any subproblem finished saves nothing and says nothing is saved', async () => {
  // N = 27's first subproblem takes far longer than the test: nothing is finished at Ctrl-C.
  const file = join(tempFiles(), 'q27.ndjson');
  const r = await interruptOnFirstProgress(['queens', 'count', '27', '--checkpoint', file]);
  assert.equal(r.code, 130, r.stderr);
  assert.match(
    r.stderr,
    /cancelled after .*: the counts above are partial \(0 solutions in finished subproblems\)/,
  );
  assert.doesNotMatch(r.stderr, /finished work is saved/);
  assert.equal(existsSync(file), false, 'no header-only checkpoint is left');
});
