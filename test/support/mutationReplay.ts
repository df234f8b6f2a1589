/** Replays mutation traces against seed 003's program (shared by the fast and slow tests). */
import assert from 'node:assert/strict';
import { Random } from '../../src/core/random.js';
import type { MutationEvent } from '../../src/core/trace.js';
import { sidewaysPatience, type MutationRule } from '../../src/core/queens/mutation.js';
import { naiveAttacks, naiveIsSolution } from './naive.js';

const pairs = (perm: readonly number[]): number => naiveAttacks(perm).length;

/**
 * Seed 003's decision, restated from its Delphi program (N = state number after Inc(N)):
 *   Case N Mod 10 Of 0..8: If HibaP<HibaT Then T:= P;  9: If HibaP>0 Then T:= P;
 * 'intent' keeps every swap on the 9 case; 'sideways' keeps HibaP <= HibaT and has no 9 case.
 * Here HibaT is `currentError` (the error of T) and HibaP `proposalError` (the error of P).
 */
function seedKeeps(
  rule: MutationRule,
  state: number,
  currentError: number,
  proposalError: number,
): boolean {
  if (rule === 'sideways') return proposalError <= currentError;
  if (state % 10 === 9) return rule === 'intent' ? true : proposalError > 0;
  return proposalError < currentError;
}

/**
 * Replays a mutation trace against the seed's program: state 1 is the identity; every step
 * numbers the next state, draws I then J from the generator, proposes T with I and J swapped,
 * and keeps it by the rule; the errors are the attacking pairs; the loop ends at error 0.
 */
export function replay(n: number, seed: number, rule: MutationRule, events: MutationEvent[]): void {
  const rng = new Random(seed);
  let t = Array.from({ length: n }, (_, r) => r);
  let state = 1;
  let proposal: number[] | null = null;
  let sinceFall = 0;
  for (const e of events) {
    switch (e.type) {
      case 'restart':
        // Sideways only, and only after the error has not fallen for the patience.
        assert.equal(rule, 'sideways');
        assert.equal(e.step, ++state);
        assert.equal(sinceFall, sidewaysPatience(n));
        assert.deepEqual(e.queens.slice(), t);
        t = Array.from({ length: n }, (_, r) => r);
        sinceFall = 0;
        break;
      case 'start':
        assert.equal(e.step, 1);
        assert.deepEqual(e.queens.slice(), t);
        assert.equal(e.error, pairs(t));
        break;
      case 'swap': {
        assert.equal(proposal, null);
        assert.equal(e.step, ++state);
        sinceFall++;
        assert.equal(e.i, rng.below(n), 'I = Random(Max)');
        assert.equal(e.j, rng.below(n), 'J = Random(Max)');
        const p = t.slice();
        [p[e.i], p[e.j]] = [p[e.j], p[e.i]];
        assert.deepEqual(e.queens.slice(), p);
        assert.equal(e.error, pairs(t));
        assert.equal(e.proposedError, pairs(p));
        assert.equal(e.forced, rule !== 'sideways' && state % 10 === 9);
        proposal = p;
        break;
      }
      case 'accept':
      case 'reject': {
        assert.ok(proposal !== null);
        assert.equal(e.step, state);
        const keep = seedKeeps(rule, state, pairs(t), pairs(proposal));
        assert.equal(e.type === 'accept', keep, `state ${state}`);
        if (keep && pairs(proposal) < pairs(t)) sinceFall = 0;
        if (keep) t = proposal;
        assert.deepEqual(e.queens.slice(), t);
        assert.equal(e.error, pairs(t));
        proposal = null;
        break;
      }
      case 'solution':
        assert.equal(pairs(t), 0);
        assert.ok(naiveIsSolution(t));
        break;
      case 'done':
        assert.equal(e.step, state);
        assert.equal(e.complete, pairs(t) === 0);
        break;
    }
  }
}
