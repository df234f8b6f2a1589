/**
 * The estimate the placements view shows before and during a count (issue 21 item 11: N = 32
 * gave no hint that its count would take ~10^8 years): what `placer queens estimate N --seed S`
 * prints, computed in a worker of its own when N changes — the solutions and tree sizes in a
 * fraction of a second, then the count's time from a second of its own work. A LiveEstimate is
 * kept while the page lives by the placements view's session, as a signal the view reads;
 * nothing here draws.
 */
import { signal } from '@preact/signals';
import type { CountEta } from '../../../core/queens/countRate.js';
import { MIN_ETA_N } from '../../../core/queens/countRate.js';
import type { QueensEstimate } from '../../../core/queens/estimate.js';
import type { QueensEstimateJob } from '../../../core/queens/jobTypes.js';
import { resultOf } from '../../../core/protocol.js';
import { SerialWorker, type Spawn } from '../../state/serialWorker.js';
import { errorMessage } from '../../../core/errors.js';

/** The seed and random paths of the page's estimate: the command line it names gives the same. */
export const ESTIMATE_SEED = 1;
export const ESTIMATE_SAMPLES = 100_000;

/** The estimate of N: under way, its figures, then the count's time; or why it failed. */
export interface EstimateState {
  readonly n: number;
  readonly estimate: QueensEstimate | null;
  readonly eta: CountEta | null;
  /** The count's time is being measured (after the figures). */
  readonly timing: boolean;
  readonly error: string | null;
}

/** `placer queens estimate N --seed S`: the command the page's figures are the same as. */
export function estimateCommand(n: number): string {
  return `placer queens estimate ${n} --seed ${ESTIMATE_SEED}`;
}

export class LiveEstimate {
  /** The estimate of the view's N; null below MIN_ETA_N (a count of milliseconds needs none). */
  readonly shown = signal<EstimateState | null>(null);
  private helper: SerialWorker | null = null;

  constructor(private readonly spawn: Spawn) {}

  /**
   * Stops the estimate's worker (Cancel stops every worker of the view): the figures it gave
   * stay; a count time not yet measured is not shown.
   */
  stop(): void {
    if (this.helper === null) return;
    this.helper.close();
    this.helper = null;
    const now = this.shown.value;
    if (now !== null && now.timing) this.shown.value = { ...now, timing: false };
  }

  /** Brings the estimate in line with N: a new one for another N, none below MIN_ETA_N. */
  follow(n: number): void {
    if (this.shown.value?.n === n) return;
    this.helper?.close();
    this.helper = null;
    if (n < MIN_ETA_N) {
      this.shown.value = null;
      return;
    }
    const worker = new SerialWorker(this.spawn);
    this.helper = worker;
    const mine = (): boolean => this.helper === worker;
    const set = (s: Partial<EstimateState>): void => {
      const now = this.shown.value;
      if (mine() && now !== null) this.shown.value = { ...now, ...s };
    };
    this.shown.value = { n, estimate: null, eta: null, timing: false, error: null };
    const job: QueensEstimateJob = {
      kind: 'queens-estimate',
      n,
      seed: ESTIMATE_SEED,
      samples: ESTIMATE_SAMPLES,
      eta: false,
    };
    worker
      .run(job)
      .then((r) => {
        set({ estimate: resultOf(r, 'queens-estimate').estimate, timing: true });
        return mine() ? worker.run({ ...job, eta: true }) : null;
      })
      .then((r) => {
        if (r === null || !mine()) return;
        set({ eta: resultOf(r, 'queens-estimate').eta, timing: false });
        worker.close();
      })
      .catch((e: unknown) => {
        if (!mine()) return; // closed for another N
        set({ timing: false, error: errorMessage(e) });
      });
  }

  /** Stops its worker and forgets the estimate: as one just made. */
  reset(): void {
    this.helper?.close();
    this.helper = null;
    this.shown.value = null;
  }
}
