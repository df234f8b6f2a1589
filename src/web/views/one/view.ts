/**
 * The one-placement view's entry: the method, the board size (up to 10^6 for the fast methods),
 * the seed, the mutation rule and the step limit; another method keeps the size when it can
 * draw it and takes its largest size otherwise.
 */
import { MUTATION_RULES } from '../../../core/queens/mutation.js';
import { MAX_SEED } from '../../../core/random.js';
import { defineView } from '../define.js';
import { DEFAULT_N } from '../queensBoard.js';
import { choice, whole } from '../../state/params.js';
import { MAX_LIMIT, maxSizeFor, ONE_METHODS, type OneMethod } from './one.js';

const method = choice({
  key: 'method',
  name: 'method',
  rank: 40,
  trace: true,
  allowed: ONE_METHODS,
  initial: 'greedy',
});

const sizeFor = (b: { readonly method: OneMethod }): number => maxSizeFor(b.method);
const size = whole({
  key: 'size',
  name: 'size',
  rank: 41,
  trace: true,
  lo: 1,
  hi: sizeFor,
  initial: (b) => Math.min(DEFAULT_N, sizeFor(b)),
});

const seed = whole({
  key: 'seed',
  name: 'seed',
  rank: 42,
  trace: true,
  lo: 0,
  hi: MAX_SEED,
  initial: 1,
});

const rule = choice({
  key: 'rule',
  name: 'rule',
  rank: 43,
  trace: true,
  allowed: MUTATION_RULES,
  initial: 'intent',
});

/** The worker's run gives up after this many steps (0: never): its last state is shown. */
const limit = whole({
  key: 'limit',
  name: 'limit',
  rank: 44,
  trace: true,
  lo: 0,
  hi: MAX_LIMIT,
  initial: 0,
});

export const oneView = defineView({
  id: 'one',
  label: 'One placement',
  params: [method, size, seed, rule, limit],
  reset: (_before, next, patch) =>
    patch.method !== undefined && patch.size === undefined
      ? { size: Math.min(next.size, maxSizeFor(next.method)) }
      : {},
});
