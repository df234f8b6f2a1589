/**
 * The exact-cover view's live work, kept while the page lives: the instance's DLX text (pasted,
 * opened, or made from N-Queens, Langford pairs or the tilings view's problem), its size and
 * units (a `cover-plan` job), its count on the pool (coverCount.ts) and its solutions from
 * any index (a `cover-list` job: random access from the units' counts, the count's where it has
 * them), on a helper worker replaced whenever the text changes. The text and the solution number
 * are in the URL (dlxLink.ts), so a link reproduces the view: `follow` loads what the URL
 * says, and a text set here goes to the URL once compressed, unless it is too large for a link.
 */
import { signal } from '@preact/signals';
import { LiveCount, type LiveRun } from '../../state/liveCount.js';
import type { CoverSolution } from '../../../core/cover/coverJobs.js';
import { resultOf, type Job } from '../../../core/protocol.js';
import type { CoverPlanResult } from '../../../core/cover/jobTypes.js';
import { countCoverOnPool, type CoverCountState } from './coverCount.js';
import { coverMemoEntries } from '../../../core/cover/unitCount.js';
import { SerialWorker } from '../../state/serialWorker.js';
import { spawnWorker } from '../../workers/spawn.js';
import { decodeDlxParam, encodeDlxParam, MAX_DLX_PARAM } from './dlxLink.js';
import { update } from '../../store.js';

export const THREADS = Math.max(1, navigator.hardwareConcurrency || 1);
/**
 * Memory each worker's counting cache may take: a quarter of the CLI's budget for its one count,
 * as a tab runs a worker per core (Algorithm M caps its table at 2^17 entries in any case).
 */
const MEMO_BYTES_PER_WORKER = 16 << 20;

export const dlxText = signal('');
/** Where the text came from, for messages and file names. */
export const dlxName = signal('instance');

export type Plan =
  | { readonly status: 'idle' | 'running' }
  | { readonly status: 'done'; readonly plan: CoverPlanResult }
  | { readonly status: 'failed'; readonly message: string };
export const plan = signal<Plan>({ status: 'idle' });

/** The count of the instance in use (one at a time: no key). */
export type Count = LiveRun<null, CoverCountState, CoverCountState>;
const counting = new LiveCount<null, CoverCountState, CoverCountState>(THREADS);
export const count = counting.run;

export type Listing =
  | { readonly status: 'idle' }
  | { readonly status: 'running'; readonly from: number }
  | {
      readonly status: 'done';
      readonly solutions: readonly CoverSolution[];
      readonly asked: number;
      /** Index of the first one (0-based, as --offset). */
      readonly from: number;
      /** The listing's size when `from` is past its end; else null. */
      readonly total: string | null;
    }
  | { readonly status: 'failed'; readonly message: string };
export const listing = signal<Listing>({ status: 'idle' });

/** Solutions a listing shows at once. */
export const listSize = signal(10);
/** Why the URL does not hold the text (too large for a link, or a bad link); null when it does. */
export const linkNote = signal<string | null>(null);
/** The URL's `dlx` parameter of the text in use ('' when the URL holds none). */
let linkedParam = '';

let helper: SerialWorker | null = null;
let generation = 0;

const message = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/**
 * Sets the instance: its size and units are asked for at once; older work stops. `param`: the
 * URL's `dlx` parameter it came from; without one the text is compressed and put in the URL.
 */
export function setDlx(text: string, name: string, param?: string): void {
  cancel();
  helper?.close();
  helper = new SerialWorker(spawnWorker);
  const me = ++generation;
  dlxText.value = text;
  dlxName.value = name;
  counting.clear();
  listing.value = { status: 'idle' };
  linkNote.value = null;
  if (param !== undefined) linkedParam = param;
  else toLink(text, me);
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

/** Puts the text in the URL, compressed, when it fits a link (else says why not). */
function toLink(text: string, me: number): void {
  if (text.trim() === '') {
    linkedParam = '';
    update({ dlx: '' });
    return;
  }
  encodeDlxParam(text).then(
    (p) => {
      if (me !== generation) return;
      const fits = p.length <= MAX_DLX_PARAM;
      linkedParam = fits ? p : '';
      update({ dlx: linkedParam });
      if (!fits) {
        const kb = (n: number) => `${Math.ceil(n / 1024)} KB`;
        linkNote.value =
          `This text is too large for a link: compressed it takes ${kb(p.length)} of URL, ` +
          `more than the ${kb(MAX_DLX_PARAM)} a link here carries. Download the DLX file to share it.`;
      }
    },
    (e: unknown) => {
      if (me === generation) linkNote.value = `The text could not go in the URL: ${message(e)}`;
    },
  );
}

/**
 * Shows what the URL says: its DLX text (when not the one in use) and, from solution number
 * `solution` (1-based) on, a listing.
 */
export function follow(param: string, solution: number | null): void {
  if (param !== '' && param !== linkedParam) {
    linkedParam = param;
    const me = ++generation;
    plan.value = { status: 'running' };
    decodeDlxParam(param).then(
      (text) => {
        if (me !== generation) return;
        setDlx(text, 'link.dlx', param);
        if (solution !== null) list(listSize.value, solution - 1);
      },
      (e: unknown) => {
        if (me === generation) plan.value = { status: 'failed', message: message(e) };
      },
    );
    return;
  }
  const l = listing.value;
  const shown = l.status === 'done' || l.status === 'running' ? l.from : null;
  if (solution !== null && shown !== solution - 1) list(listSize.value, solution - 1);
}

/** The DLX form of another view's problem: the job of its family that writes it. */
export type DlxJob = Extract<Job, { kind: 'queens-dlx' | 'tiling-dlx' | 'regions-dlx' }>;

/** A problem of the other views as DLX (its family's DLX job), then set as the instance. */
export function loadExport(job: DlxJob, name: string): void {
  const worker = new SerialWorker(spawnWorker);
  const me = ++generation;
  plan.value = { status: 'running' };
  worker.run(job).then(
    (r) => {
      worker.close();
      if (me === generation) setDlx(resultOf(r, job.kind).text, name);
    },
    (e: unknown) => {
      worker.close();
      if (me === generation) plan.value = { status: 'failed', message: message(e) };
    },
  );
}

export function startCount(): void {
  const p = plan.value;
  if (p.status !== 'done' || counting.running) return;
  const text = dlxText.value;
  const memoEntries = coverMemoEntries(p.plan.items, MEMO_BYTES_PER_WORKER);
  counting.start(null, (o) =>
    countCoverOnPool(text, p.plan.units, {
      spawn: spawnWorker,
      threads: THREADS,
      memoEntries,
      planNodes: p.plan.planNodes,
      ...o,
    }),
  );
}

export function cancel(): void {
  counting.cancel();
}

/** Lists `n` solutions from index `from` (0-based) on the helper worker. */
export function list(n: number, from = 0): void {
  if (helper === null || dlxText.value.trim() === '') return;
  const me = generation;
  const c = count.value;
  // A count's units tell the worker where each solution is (a partial count's too: each unit's
  // figure is exact once it is in).
  const perUnit =
    c.status === 'done'
      ? c.count.perUnit
      : c.status !== 'idle' && c.status !== 'failed'
        ? c.progress?.perUnit
        : undefined;
  const unitCounts = perUnit?.some((x) => x !== null)
    ? perUnit.map((x) => (x === null ? null : String(x)))
    : undefined;
  listing.value = { status: 'running', from };
  helper
    .run({ kind: 'cover-list', dlx: dlxText.value, count: n, from: String(from), unitCounts })
    .then(
      (r) => {
        if (me !== generation) return;
        const l = resultOf(r, 'cover-list');
        listing.value = { status: 'done', solutions: l.solutions, asked: n, from, total: l.total };
      },
      (e: unknown) => {
        if (me === generation) listing.value = { status: 'failed', message: message(e) };
      },
    );
}
