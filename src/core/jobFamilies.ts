/**
 * The registry of job tables: one row per family, naming the prefixes of its job kinds and how
 * to load its table (run/job.ts JobKind rows). A table is loaded when a job of one of its kinds
 * is first asked for (`loadJobs`), so a process that counts queens never compiles the tilings'
 * engines: the CLI's own thread (node/runUnits.ts), its pool's workers (node/poolWorker.ts) and
 * the page's workers (web/workers/pageBody.ts) load what their jobs need, then start them here.
 * jobs.ts is the same registry with every table loaded, for synchronous callers (the library).
 *
 * This module and protocol.ts import each other, types only, on purpose: the unions of
 * protocol.ts are derived from the rows' types here (so a family joins by its one row), and the
 * functions here are typed by those unions. Either way round one of them would have to name
 * every family's jobs by hand; type imports are erased, so nothing loads in a circle.
 */
import { PlacerError } from './errors.js';
import { quoted } from './text.js';
import type { Host } from './run/drive.js';
import type { PoolReply, PoolRequest } from './run/pool.js';
import { workerBody } from './run/workerBody.js';
import type { JobKind } from './run/job.js';
import { LastProblems } from './run/lastProblem.js';
import type { Job, JobResult, JobRun } from './protocol.js';

/** Every family's jobs: the kinds' prefixes and the table's module. One row per family. */
export const JOB_FAMILIES = [
  { prefixes: ['queens-'], load: async () => (await import('./queens/jobs.js')).queensJobs },
  { prefixes: ['tiling-'], load: async () => (await import('./tiling/jobs.js')).tilingJobs },
  { prefixes: ['cover-'], load: async () => (await import('./cover/jobs.js')).coverJobs },
  { prefixes: ['kings-'], load: async () => (await import('./kings/jobs.js')).kingsJobs },
  { prefixes: ['regions-'], load: async () => (await import('./regions/jobs.js')).regionsJobs },
];

type Row = (typeof JOB_FAMILIES)[number];
type TableOf<R extends Row> = R extends Row ? Awaited<ReturnType<R['load']>> : never;
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;

/** Every family's table as one type, from which protocol.ts derives Job and JobResult. */
export type JobTables = Intersection<TableOf<Row>>;

/** The rows loaded so far, by kind. */
const loaded = new Map<string, JobKind<Job, JobResult, unknown>>();
/** The families loaded or loading, by their row. */
const loading = new Map<Row, Promise<void>>();

function familyOf(kind: string): Row | undefined {
  return JOB_FAMILIES.find((f) => f.prefixes.some((p) => kind.startsWith(p)));
}

function loadFamily(row: Row): Promise<void> {
  let done = loading.get(row);
  if (done === undefined) {
    done = row.load().then((table) => {
      // Each row takes its own kind of job: the one cast that joins the tables.
      for (const [kind, jobKind] of Object.entries(table))
        loaded.set(kind, jobKind as JobKind<Job, JobResult, unknown>);
    });
    loading.set(row, done);
  }
  return done;
}

/** Loads the tables of these kinds' families (none twice); an unknown kind loads nothing. */
export async function loadJobs(kinds: Iterable<string>): Promise<void> {
  const rows = new Set<Row>();
  for (const kind of kinds) {
    const row = familyOf(kind);
    if (row !== undefined && !loaded.has(kind)) rows.add(row);
  }
  await Promise.all([...rows].map(loadFamily));
}

/** Loads every family's table. */
export async function loadAllJobs(): Promise<void> {
  await Promise.all(JOB_FAMILIES.map(loadFamily));
}

function rowOf(kind: string): JobKind<Job, JobResult, unknown> {
  const row = loaded.get(kind);
  if (row !== undefined) return row;
  if (typeof kind === 'string' && familyOf(kind) !== undefined)
    throw new Error(`job kind ${quoted(kind)}: its family's table is not loaded (loadJobs first)`);
  throw new PlacerError('bad-job', `unknown job kind ${quoted(String(kind))}`);
}

/** This thread's last problem of each kind of problem (run/lastProblem.ts). */
const problems = new LastProblems();

/**
 * Starts a job after checking it (a PlacerError names what is wrong): counts and listings run
 * in slices of search nodes, any other job in its first slice, as one step. Its family's table
 * must be loaded (loadJobs). A job whose problem this thread built last runs on that one.
 */
export function startJob(job: Job): JobRun {
  return problems.start(rowOf(job.kind), job);
}

/**
 * The buffers a reply may hand over instead of copying (postMessage's transfer list): a
 * placement of 10^6 queens is 4 MB. The sender must not touch them afterwards.
 */
export function transferList(reply: PoolReply<JobResult>): ArrayBuffer[] {
  if (reply.type !== 'result' || !loaded.has(reply.result.kind)) return [];
  const views = rowOf(reply.result.kind).transfer?.(reply.result) ?? [];
  return views.flatMap((v) => (v.buffer instanceof ArrayBuffer ? [v.buffer] : []));
}

/**
 * A worker's message handler over every family's jobs (run/workerBody.ts): each job's family
 * loaded first, replies posted with their buffers transferred. The CLI's worker threads and the
 * page's Web Workers are this, over their own host and port.
 */
export function jobWorkerBody(
  host: Host,
  post: (reply: PoolReply<JobResult>, transfer: ArrayBuffer[]) => void,
): (request: PoolRequest<Job>) => Promise<void> {
  return workerBody(startJob, {
    host,
    post,
    transfer: transferList,
    ready: (job) => loadJobs([job.kind]),
  });
}
