/**
 * `placer cover FILE --count --queue URL`: the count's units (core/cover/coverUnits.ts, one per
 * option of the first item) go through the queue to `placer worker`s, as queens count's do. The
 * job carries the DLX text once; its key is a hash of that text, so the same file is the same job.
 */
import { createHash } from 'node:crypto';
import { instanceWords } from '../../render/coverWords.js';
import { planExactCoverUnits } from '../../core/cover/coverUnits.js';
import type { ExactCoverProblem } from '../../core/cover/problem.js';
import { resultOf, type CoverCountResult } from '../../core/protocol.js';
import { loadQueue } from '../../node/queueLoader.js';
import type { RedisTarget } from '../../node/queue/url.js';
import type { UnitCodec } from '../../node/runUnits.js';
import type { CliContext } from '../context.js';
import { EXIT_INTERRUPTED } from '../errors.js';
import { formatSeconds, startLiveRun } from '../progress.js';
import { placerVersion } from '../version.js';

const codec: UnitCodec<CoverCountResult> = {
  fromResult: (r) => resultOf(r, 'cover-count'),
  // The queue keeps results itself; there is no checkpoint file to write.
  toRecord: (t) => ({ count: t.count.toString(), nodes: t.nodes }),
  fromRecord: () => null,
};

export interface CoverQueueRun {
  readonly target: RedisTarget;
  readonly where: string;
  readonly dlx: string;
  readonly problem: ExactCoverProblem;
  readonly json: boolean;
  readonly quiet?: boolean;
  readonly progress?: boolean;
}

export async function coverCountQueued(ctx: CliContext, run: CoverQueueRun): Promise<void> {
  const { problem, where } = run;
  const units = planExactCoverUnits(problem).map((u) => ({
    id: String(u.id),
    job: { kind: 'cover-count' as const, dlx: run.dlx, id: u.id },
  }));
  const key = `cover-${createHash('sha256').update(run.dlx).digest('hex').slice(0, 16)}`;
  const live = startLiveRun(ctx.errIsTTY, run);
  let result;
  try {
    result = await (
      await loadQueue()
    ).runQueueUnits({
      target: run.target,
      key,
      title: `placer cover ${where} --count`,
      version: placerVersion(),
      units,
      codec,
      signal: live.signal,
      onNote: run.quiet ? undefined : ctx.err,
      onProgress: (p, results) => {
        let found = 0n;
        for (const r of results.values()) found += r.count;
        const pct = ((100 * p.done) / p.total).toFixed(1);
        live.line.update(
          `cover ${where}: ${p.done}/${p.total} units (${pct}%), ${found} solutions, ${formatSeconds(p.elapsedMs / 1000)}`,
        );
      },
    });
  } finally {
    live.end();
  }
  let count = 0n;
  let nodes = 0;
  for (const r of result.results.values()) {
    count += r.count;
    nodes += r.nodes;
  }
  const seconds = result.seconds;
  if (run.json) {
    ctx.out.line(
      JSON.stringify({
        file: where,
        items: problem.items.length,
        primary: problem.primary,
        options: problem.optionStart.length - 1,
        solutions: count.toString(),
        nodes,
        memoHits: 0,
        seconds: Number(seconds.toFixed(6)),
        firstSeconds: null,
        complete: result.complete,
        units: units.length,
      }),
    );
  } else {
    ctx.out.line(
      `instance     ${instanceWords(where, problem.items.length, problem.primary, problem.optionStart.length - 1)}`,
    );
    ctx.out.line(`solutions    ${count}`);
    ctx.out.line(`nodes        ${nodes}`);
    ctx.out.line(`time         ${formatSeconds(seconds)}`);
  }
  if (!result.complete) {
    ctx.err(
      `cancelled after ${formatSeconds(seconds)}: the count above is partial; the job goes on in the queue: run the same command to wait for it again`,
    );
    process.exitCode = EXIT_INTERRUPTED;
  }
  // A count of 0 is an answer (exit 0), as without --queue.
}
