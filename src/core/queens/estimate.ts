/**
 * Knuth's Monte Carlo estimate of a backtrack tree ("Estimating the efficiency of backtrack
 * programs", Math. Comp. 29, 1975), for N-Queens: walk one random path from the root, choosing
 * uniformly among the children at each node; if the nodes on the path have d1, d2, … children,
 * then 1 + d1 + d1·d2 + … is an unbiased estimate of the number of nodes, and d1·d2·…·dN (0 if
 * the path dies before row N) an unbiased estimate of the number of solutions.
 *
 * The tree is the plain row-by-row one (the tree seed 002 walks): a node is a placement of the
 * first k rows with no two queens attacking, its children the safe columns of row k. The exact
 * counter searches about an eighth of it (symmetry) with a look-ahead, so its work is
 * proportional to this tree's size rather than equal to it; the CLI turns the ratio of two tree
 * sizes into an ETA. Samples are averaged; the interval is mean ± z·s/√K from the sample
 * standard deviation s (z = 1.96 for 95%, a normal approximation: the estimates are heavy-tailed,
 * so with few samples the interval is too narrow more often than 5% of the time).
 *
 * Bitboards in 32-bit ints: N ≤ 32.
 */
import { gotValue } from '../text.js';
import { PlacerError } from '../errors.js';
import { lowMask } from '../bits.js';
import { runToEnd } from '../run/drive.js';
import { progressOf, type Engine, type Progress, type RunStatus } from '../run/engine.js';
import { Random } from '../random.js';

/** Largest N the estimator takes (32-bit bitboards). */
export const MAX_ESTIMATE_N = 32;

/** An estimate with its confidence interval: mean ± z·sd/√samples. */
export interface Interval {
  readonly mean: number;
  /** Sample standard deviation of one estimate. */
  readonly sd: number;
  readonly low: number;
  readonly high: number;
}

/** The estimated numbers of solutions and search-tree nodes for N, with intervals. */
export interface QueensEstimate {
  readonly n: number;
  readonly samples: number;
  /** z of the interval (1.96 for 95%). */
  readonly z: number;
  readonly solutions: Interval;
  /** Nodes of the tree, the root included. */
  readonly nodes: Interval;
  /** Samples whose path reached row N. */
  readonly fullPaths: number;
}

/** Running mean and variance (Welford), for huge values without loss from subtracting. */
class Moments {
  count = 0;
  mean = 0;
  private m2 = 0;

  add(x: number): void {
    this.count++;
    const delta = x - this.mean;
    this.mean += delta / this.count;
    this.m2 += delta * (x - this.mean);
  }

  interval(z: number): Interval {
    const sd = this.count > 1 ? Math.sqrt(this.m2 / (this.count - 1)) : 0;
    const half = (z * sd) / Math.sqrt(Math.max(1, this.count));
    return { mean: this.mean, sd, low: Math.max(0, this.mean - half), high: this.mean + half };
  }
}

/** Options of a QueensEstimator: a sample target and the interval's z. */
export interface EstimatorOptions {
  /** Samples to take in all: `run` says 'done' once they are in (default: no end). */
  readonly samples?: number;
  /** z of the interval (default 1.96, for 95%). */
  readonly z?: number;
}

/**
 * A resumable estimator, as an Engine (engine.ts): `run(budget)` adds up to `budget` samples
 * ('paused'), or up to the target of `opts.samples` ('done' once reached; without a target it
 * never ends); `result()` summarises the samples so far. The same seed and sample count give
 * the same figures, however the samples are sliced.
 */
export class QueensEstimator implements Engine {
  readonly n: number;
  readonly z: number;
  /** The target sample count (Infinity: none). */
  readonly target: number;
  private readonly rng: Random;
  private readonly sol = new Moments();
  private readonly nodes = new Moments();
  private full = 0;

  constructor(n: number, seed: number, opts: EstimatorOptions = {}) {
    if (!Number.isInteger(n) || n < 1 || n > MAX_ESTIMATE_N) {
      throw new PlacerError(
        'bad-n',
        `estimate needs N from 1 to ${MAX_ESTIMATE_N}, got ${gotValue(n)}`,
      );
    }
    const target = opts.samples ?? Infinity;
    if (target !== Infinity && !(Number.isSafeInteger(target) && target >= 0)) {
      throw new PlacerError(
        'bad-samples',
        `estimate needs a whole number of samples ≥ 0, got ${target}`,
      );
    }
    this.n = n;
    this.z = opts.z ?? 1.96;
    this.target = target;
    this.rng = new Random(seed);
  }

  get samples(): number {
    return this.sol.count;
  }

  run(budget: number): RunStatus {
    this.sample(Math.min(budget, this.target - this.samples));
    return this.samples >= this.target ? 'done' : 'paused';
  }

  progress(): Progress {
    const finite = this.target !== Infinity;
    return progressOf(this.samples, 'samples', {
      done: this.samples,
      total: finite ? this.target : null,
      fraction: finite ? (this.target === 0 ? 1 : this.samples / this.target) : null,
    });
  }

  /** Adds k samples. */
  private sample(k: number): void {
    const n = this.n;
    const mask = lowMask(n);
    const rng = this.rng;
    for (let s = 0; s < k; s++) {
      let l = 0;
      let d = 0;
      let r = 0;
      let weight = 1;
      let nodes = 1;
      let y = 0;
      for (; y < n; y++) {
        let f = mask & ~(l | d | r);
        if (f === 0) break;
        let children = 0;
        for (let g = f; g !== 0; g &= g - 1) children++;
        weight *= children;
        nodes += weight;
        // The pick-th free column, lowest first.
        for (let pick = rng.below(children); pick > 0; pick--) f &= f - 1;
        const bit = f & -f;
        l = (l | bit) << 1;
        d |= bit;
        r = (r | bit) >>> 1;
      }
      const reached = y === n;
      if (reached) this.full++;
      this.sol.add(reached ? weight : 0);
      this.nodes.add(nodes);
    }
  }

  /** The estimate from the probes run so far. */
  result(): QueensEstimate {
    return {
      n: this.n,
      samples: this.samples,
      z: this.z,
      solutions: this.sol.interval(this.z),
      nodes: this.nodes.interval(this.z),
      fullPaths: this.full,
    };
  }
}

/** K samples at once. */
export function estimateQueens(n: number, samples: number, seed: number): QueensEstimate {
  const e = new QueensEstimator(n, seed, { samples });
  runToEnd(e);
  return e.result();
}
