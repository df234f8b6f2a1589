import { test } from 'node:test';
import assert from 'node:assert/strict';
import { replay } from '../../../test/support/mutationReplay.js';
import { mutationEvents, MUTATION_RULES } from './mutation.js';

test('mutation traces follow seed 003’s program step by step (every rule, N = 4…8, 16 seeds)', () => {
  for (const rule of MUTATION_RULES) {
    for (let n = 4; n <= 8; n++) {
      for (let seed = 0; seed < 16; seed++) {
        const { last } = replay(n, seed, rule, mutationEvents(n, seed, { rule }));
        assert.ok(last?.type === 'done' && last.complete, `${rule} N=${n} seed=${seed}`);
      }
    }
  }
});
