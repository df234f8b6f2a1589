/** Replays mutation traces against seed 003's program (shared by the fast and slow tests). */
import assert from 'node:assert/strict';
import { Random } from '../../src/core/random.js';
import type { MutationEvent } from '../../src/core/queens/traceEvents.js';
import { sidewaysPatience, type MutationRule } from '../../src/core/queens/mutation.js';
import { naiveAttacks, naiveIsSolution } from './naive.js';

const pairs = (perm: readonly number[]): number => naiveAttacks(perm).length;

/** assert.deepEqual on two boards, with an element-wise check first (it runs millions of times). */
function equalQueens(actual: readonly number[], expected: readonly number[]): void {
  let same = actual.length === expected.length;
  for (let i = 0; same && i < actual.length; i++) same = actual[i] === expected[i];
  if (!same) assert.deepEqual(actual.slice(), expected);
}

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

/** What a replayed trace ended with: its last event and the restarts in it. */
export interface Replayed {
  readonly last: MutationEvent | undefined;
  readonly restarts: number;
}

/**
 * Replays a mutation trace against the seed's program: state 1 is the identity; every step
 * numbers the next state, draws I then J from the generator, proposes T with I and J swapped,
 * and keeps it by the rule; the errors are the attacking pairs; the loop ends at error 0.
 * The trace may be a generator: it is read once, never held (long traces are millions of events).
 */
export function replay(
  n: number,
  seed: number,
  rule: MutationRule,
  events: Iterable<MutationEvent>,
): Replayed {
  const rng = new Random(seed);
  let last: MutationEvent | undefined;
  let restarts = 0;
  let t = Array.from({ length: n }, (_, r) => r);
  // The errors of t and of the proposal, counted once each time they change.
  let tErr = pairs(t);
  let proposalErr = 0;
  let state = 1;
  let proposal: number[] | null = null;
  let sinceFall = 0;
  for (const e of events) {
    last = e;
    switch (e.type) {
      case 'restart':
        // Sideways only, and only after the error has not fallen for the patience.
        restarts++;
        assert.equal(rule, 'sideways');
        assert.equal(e.step, ++state);
        assert.equal(sinceFall, sidewaysPatience(n));
        equalQueens(e.queens, t);
        t = Array.from({ length: n }, (_, r) => r);
        tErr = pairs(t);
        sinceFall = 0;
        break;
      case 'start':
        assert.equal(e.step, 1);
        equalQueens(e.queens, t);
        assert.equal(e.error, tErr);
        break;
      case 'swap': {
        assert.equal(proposal, null);
        assert.equal(e.step, ++state);
        sinceFall++;
        assert.equal(e.i, rng.below(n), 'I = Random(Max)');
        assert.equal(e.j, rng.below(n), 'J = Random(Max)');
        const p = t.slice();
        [p[e.i], p[e.j]] = [p[e.j], p[e.i]];
        equalQueens(e.queens, p);
        proposalErr = pairs(p);
        assert.equal(e.error, tErr);
        assert.equal(e.proposedError, proposalErr);
        assert.equal(e.forced, rule !== 'sideways' && state % 10 === 9);
        proposal = p;
        break;
      }
      case 'accept':
      case 'reject': {
        assert.ok(proposal !== null);
        assert.equal(e.step, state);
        const keep = seedKeeps(rule, state, tErr, proposalErr);
        assert.equal(e.type === 'accept', keep, `state ${state}`);
        if (keep && proposalErr < tErr) sinceFall = 0;
        if (keep) [t, tErr] = [proposal, proposalErr];
        equalQueens(e.queens, t);
        assert.equal(e.error, tErr);
        proposal = null;
        break;
      }
      case 'solution':
        assert.equal(tErr, 0);
        assert.ok(naiveIsSolution(t));
        break;
      case 'done':
        assert.equal(e.step, state);
        assert.equal(e.complete, tErr === 0);
        break;
    }
  }
  return { last, restarts };
}
