/**
 * The exact-cover view's live work, kept while the page lives: the instance's DLX text (pasted,
 * opened, or made from N-Queens, Langford pairs or the tilings view's problem), its size and
 * units (a `cover-plan` job), its count on the pool (state/coverCount.ts) and its first solutions
 * (a `cover-list` job), on a helper worker replaced whenever the text changes.
 */
import { signal } from '@preact/signals';
import type { CoverSolution } from '../../../core/cover/coverJobs.js';
import { resultOf, type CoverPlanResult, type Job } from '../../../core/protocol.js';
import { countCoverOnPool, type CoverCountState } from '../../state/coverCount.js';
import { SerialWorker } from '../../state/serialWorker.js';
import { spawnWorker } from '../../workers/spawn.js';

export const THREADS = Math.max(1, navigator.hardwareConcurrency || 1);

export const dlxText = signal('');
/** Where the text came from, for messages and file names. */
export const dlxName = signal('instance');

export type Plan =
  | { readonly status: 'idle' | 'running' }
  | { readonly status: 'done'; readonly plan: CoverPlanResult }
  | { readonly status: 'failed'; readonly message: string };
export const plan = signal<Plan>({ status: 'idle' });

export type Count =
  | { readonly status: 'idle' }
  | {
      readonly status: 'running' | 'cancelled';
      readonly progress: CoverCountState | null;
      readonly t0: number;
    }
  | { readonly status: 'done'; readonly count: CoverCountState; readonly ms: number }
  | { readonly status: 'failed'; readonly message: string };
export const count = signal<Count>({ status: 'idle' });

export type Listing =
  | { readonly status: 'idle' | 'running' }
  | {
      readonly status: 'done';
      readonly solutions: readonly CoverSolution[];
      readonly asked: number;
    }
  | { readonly status: 'failed'; readonly message: string };
export const listing = signal<Listing>({ status: 'idle' });

let helper: SerialWorker | null = null;
let abort: AbortController | null = null;
let generation = 0;

const message = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** Sets the instance: its size and units are asked for at once; older work stops. */
export function setDlx(text: string, name: string): void {
  cancel();
  helper?.close();
  helper = new SerialWorker(spawnWorker);
  const me = ++generation;
  dlxText.value = text;
  dlxName.value = name;
  count.value = { status: 'idle' };
  listing.value = { status: 'idle' };
  if (text.trim() === '') {
    plan.value = { status: 'idle' };
    return;
  }
  plan.value = { status: 'running' };
  helper.run({ kind: 'cover-plan', dlx: text }).then(
    (r) => {
      if (me === generation) plan.value = { status: 'done', plan: resultOf(r, 'cover-plan') };
    },
    (e: unknown) => {
      if (me === generation) plan.value = { status: 'failed', message: message(e) };
    },
  );
}

/** A problem of the other views as DLX (a `dlx-export` job), then set as the instance. */
export function loadExport(from: Extract<Job, { kind: 'dlx-export' }>['from'], name: string): void {
  const worker = new SerialWorker(spawnWorker);
  const me = ++generation;
  plan.value = { status: 'running' };
  worker.run({ kind: 'dlx-export', from }).then(
    (r) => {
      worker.close();
      if (me === generation) setDlx(resultOf(r, 'dlx-export').text, name);
    },
    (e: unknown) => {
      worker.close();
      if (me === generation) plan.value = { status: 'failed', message: message(e) };
    },
  );
}

export function startCount(): void {
  const p = plan.value;
  if (p.status !== 'done' || count.value.status === 'running') return;
  const ac = new AbortController();
  abort = ac;
  const t0 = performance.now();
  let latest: CoverCountState | null = null;
  count.value = { status: 'running', progress: null, t0 };
  const timer = setInterval(() => {
    const c = count.value;
    if (c.status === 'running' && c.progress !== latest) count.value = { ...c, progress: latest };
  }, 250);
  countCoverOnPool(dlxText.value, p.plan.units, {
    spawn: spawnWorker,
    threads: THREADS,
    signal: ac.signal,
    onProgress: (s) => (latest = s),
  }).then(
    (c) => {
      clearInterval(timer);
      if (abort !== ac) return;
      abort = null;
      if (c !== null) count.value = { status: 'done', count: c, ms: performance.now() - t0 };
    },
    (e: unknown) => {
      clearInterval(timer);
      if (abort !== ac) return;
      abort = null;
      count.value = { status: 'failed', message: message(e) };
    },
  );
}

export function cancel(): void {
  const c = count.value;
  abort?.abort();
  abort = null;
  if (c.status === 'running') count.value = { ...c, status: 'cancelled' };
}

/** Lists the first `n` solutions on the helper worker. */
export function list(n: number): void {
  if (helper === null || dlxText.value.trim() === '') return;
  const me = generation;
  listing.value = { status: 'running' };
  helper.run({ kind: 'cover-list', dlx: dlxText.value, count: n }).then(
    (r) => {
      if (me === generation)
        listing.value = {
          status: 'done',
          solutions: resultOf(r, 'cover-list').solutions,
          asked: n,
        };
    },
    (e: unknown) => {
      if (me === generation) listing.value = { status: 'failed', message: message(e) };
    },
  );
}
