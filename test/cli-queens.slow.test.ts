/**
 * The queens CLI's long flows (the slow suite): the join's count of N = 17 on two worker threads,
 * killed (SIGKILL) after 20 units, resumes from its checkpoint to the exact total and classes.
 */
import { test } from 'node:test';
import { killAndResume } from './support/killResume.js';

test('a join killed (SIGKILL) with its worker threads loses no finished work', async () => {
  // The join, N = 17: 3713 units, 5 s of CPU.
  await killAndResume('SIGKILL', '2', 'join', 17);
});
