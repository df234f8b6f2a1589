/**
 * The exact-cover view's live work, kept while the page lives: the instance's DLX text (pasted,
 * opened, or made from N-Queens, Langford pairs or the tilings view's problem), its size and
 * units (a `cover-plan` job), its count on the pool (coverCount.ts) and its solutions from
 * any index (a `cover-list` job: random access from the units' counts, the count's where it has
 * them), on a helper worker replaced whenever the text changes. The text and the solution number
 * are in the URL (dlxLink.ts), so a link reproduces the view: `follow` loads what the URL
 * says, and a text set here goes to the URL once compressed, unless it is too large for a link.
 * One CoverSession per page, made by the view's module over the page's workers and its URL (a
 * test makes its own over in-thread ones); nothing here draws.
 */
import { signal, type ReadonlySignal } from '@preact/signals';
import { LiveCount, type LiveRun } from '../../state/liveCount.js';
import type { CoverSolution } from '../../../core/cover/coverJobs.js';
import { resultOf, type Job } from '../../../core/protocol.js';
import type { CoverPlanResult } from '../../../core/cover/jobTypes.js';
import { countCoverOnPool, type CoverCountState } from './coverCount.js';
import { coverMemoEntries } from '../../../core/cover/unitCount.js';
import { SerialWorker, type ViewWorkers } from '../../state/serialWorker.js';
import { decodeDlxParam, encodeDlxParam, MAX_DLX_PARAM } from './dlxLink.js';
import { errorMessage } from '../../../core/errors.js';

/**
 * Memory each worker's counting cache may take: a quarter of the CLI's budget for its one count,
 * as a tab runs a worker per core (Algorithm M caps its table at 2.5 MB in any case).
 */
const MEMO_BYTES_PER_WORKER = 16 << 20;

export type Plan =
  | { readonly status: 'idle' | 'running' }
  | { readonly status: 'done'; readonly plan: CoverPlanResult }
  | { readonly status: 'failed'; readonly message: string };

/** The count of the instance in use (one at a time: no key). */
export type Count = LiveRun<null, CoverCountState, CoverCountState>;

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

/** The DLX form of another view's problem: the job of its family that writes it. */
export type DlxJob = Extract<Job, { kind: 'queens-dlx' | 'tiling-dlx' | 'regions-dlx' }>;

export class CoverSession {
  readonly dlxText = signal('');
  /** Where the text came from, for messages and file names. */
  readonly dlxName = signal('instance');
  readonly plan = signal<Plan>({ status: 'idle' });
  private readonly counting: LiveCount<null, CoverCountState, CoverCountState>;
  readonly count: ReadonlySignal<Count>;
  readonly listing = signal<Listing>({ status: 'idle' });
  /** Solutions a listing shows at once. */
  readonly listSize = signal(10);
  /** Why the URL does not hold the text (too large for a link, or a bad link); null when it does. */
  readonly linkNote = signal<string | null>(null);

  /** The URL's `dlx` parameter of the text in use ('' when the URL holds none). */
  private linkedParam = '';
  private helper: SerialWorker | null = null;
  private generation = 0;

  /** `link`: puts a `dlx` parameter in the page's URL ('' for none). */
  constructor(
    private readonly workers: ViewWorkers,
    private readonly link: (param: string) => void,
  ) {
    this.counting = new LiveCount(workers.threads);
    this.count = this.counting.run;
  }

  /**
   * Sets the instance: its size and units are asked for at once; older work stops. `param`: the
   * URL's `dlx` parameter it came from; without one the text is compressed and put in the URL.
   */
  setDlx(text: string, name: string, param?: string): void {
    this.cancel();
    this.helper?.close();
    const helper = (this.helper = new SerialWorker(this.workers.spawn));
    const me = ++this.generation;
    this.dlxText.value = text;
    this.dlxName.value = name;
    this.counting.clear();
    this.listing.value = { status: 'idle' };
    this.linkNote.value = null;
    if (param !== undefined) this.linkedParam = param;
    else this.toLink(text, me);
    if (text.trim() === '') {
      this.plan.value = { status: 'idle' };
      return;
    }
    this.plan.value = { status: 'running' };
    helper.run({ kind: 'cover-plan', dlx: text }).then(
      (r) => {
        if (me === this.generation)
          this.plan.value = { status: 'done', plan: resultOf(r, 'cover-plan') };
      },
      (e: unknown) => {
        if (me === this.generation)
          this.plan.value = { status: 'failed', message: errorMessage(e) };
      },
    );
  }

  /** Puts the text in the URL, compressed, when it fits a link (else says why not). */
  private toLink(text: string, me: number): void {
    if (text.trim() === '') {
      this.linkedParam = '';
      this.link('');
      return;
    }
    encodeDlxParam(text).then(
      (p) => {
        if (me !== this.generation) return;
        const fits = p.length <= MAX_DLX_PARAM;
        this.linkedParam = fits ? p : '';
        this.link(this.linkedParam);
        if (!fits) {
          const kb = (n: number) => `${Math.ceil(n / 1024)} KB`;
          this.linkNote.value =
            `This text is too large for a link: compressed it takes ${kb(p.length)} of URL, ` +
            `more than the ${kb(MAX_DLX_PARAM)} a link here carries. Download the DLX file to share it.`;
        }
      },
      (e: unknown) => {
        if (me === this.generation)
          this.linkNote.value = `The text could not go in the URL: ${errorMessage(e)}`;
      },
    );
  }

  /**
   * Shows what the URL says: its DLX text (when not the one in use) and, from solution number
   * `solution` (1-based) on, a listing.
   */
  follow(param: string, solution: number | null): void {
    if (param !== '' && param !== this.linkedParam) {
      this.linkedParam = param;
      const me = ++this.generation;
      this.plan.value = { status: 'running' };
      decodeDlxParam(param).then(
        (text) => {
          if (me !== this.generation) return;
          this.setDlx(text, 'link.dlx', param);
          if (solution !== null) this.list(this.listSize.value, solution - 1);
        },
        (e: unknown) => {
          if (me === this.generation)
            this.plan.value = { status: 'failed', message: errorMessage(e) };
        },
      );
      return;
    }
    const l = this.listing.value;
    const shown = l.status === 'done' || l.status === 'running' ? l.from : null;
    if (solution !== null && shown !== solution - 1) this.list(this.listSize.value, solution - 1);
  }

  /** A problem of the other views as DLX (its family's DLX job), then set as the instance. */
  loadExport(job: DlxJob, name: string): void {
    const worker = new SerialWorker(this.workers.spawn);
    const me = ++this.generation;
    this.plan.value = { status: 'running' };
    worker.run(job).then(
      (r) => {
        worker.close();
        if (me === this.generation) this.setDlx(resultOf(r, job.kind).text, name);
      },
      (e: unknown) => {
        worker.close();
        if (me === this.generation)
          this.plan.value = { status: 'failed', message: errorMessage(e) };
      },
    );
  }

  startCount(): void {
    const p = this.plan.value;
    if (p.status !== 'done' || this.counting.running) return;
    const text = this.dlxText.value;
    const memoEntries = coverMemoEntries(p.plan.items, MEMO_BYTES_PER_WORKER);
    const { spawn, threads } = this.workers;
    this.counting.start(null, (o) =>
      countCoverOnPool(text, p.plan.units, {
        spawn,
        threads,
        memoEntries,
        planNodes: p.plan.planNodes,
        ...o,
      }),
    );
  }

  cancel(): void {
    this.counting.cancel();
  }

  /** Lists `n` solutions from index `from` (0-based) on the helper worker. */
  list(n: number, from = 0): void {
    const helper = this.helper;
    if (helper === null || this.dlxText.value.trim() === '') return;
    const me = this.generation;
    const c = this.count.value;
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
    this.listing.value = { status: 'running', from };
    const dlx = this.dlxText.value;
    helper.run({ kind: 'cover-list', dlx, count: n, from: String(from), unitCounts }).then(
      (r) => {
        if (me !== this.generation) return;
        const l = resultOf(r, 'cover-list');
        this.listing.value = {
          status: 'done',
          solutions: l.solutions,
          asked: n,
          from,
          total: l.total,
        };
      },
      (e: unknown) => {
        if (me === this.generation)
          this.listing.value = { status: 'failed', message: errorMessage(e) };
      },
    );
  }

  /** Stops its work and forgets the instance: as a session just made (the URL is left as is). */
  reset(): void {
    this.counting.clear();
    this.helper?.close();
    this.helper = null;
    this.generation++;
    this.linkedParam = '';
    this.dlxText.value = '';
    this.dlxName.value = 'instance';
    this.plan.value = { status: 'idle' };
    this.listing.value = { status: 'idle' };
    this.listSize.value = 10;
    this.linkNote.value = null;
  }
}
