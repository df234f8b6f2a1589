/**
 * `placer queens complete N --fixed PLACEMENT [--count]`: fill the free rows of a partial
 * placement ('.' for a free row, or algebraic squares), or count every way to. N ≤ 32.
 */
import type { Command } from 'commander';
import {
  CompletionCount,
  findCompletion,
  MAX_COMPLETE_N,
  prepareCompletion,
  type CompletionSetup,
} from '../../core/queens/complete.js';
import type { Space } from '../../core/queens/space.js';
import {
  formatPlacement,
  parsePlacement,
  PLACEMENT_FORMATS,
  type PlacementFormat,
} from '../../core/queens/formats.js';
import { queenCount, type Placement } from '../../core/queens/placement.js';
import { drive } from '../../core/run/drive.js';
import { nodeHost } from '../../node/host.js';
import { boardOf } from '../../render/queens/board.js';
import { noCompletionReason } from '../../render/queens/completionWords.js';
import { describePair, renderTextBoard } from '../../render/queens/textBoard.js';
import { jsonAlias, parseChoice, parseIntArg } from '../args.js';
import type { CliContext } from '../context.js';
import type { Act, Outcome } from '../outcome.js';
import { usage } from '../errors.js';
import {
  countJson,
  partialPlacementJson,
  placementJson,
  timingJson,
} from '../../render/jsonShapes.js';
import { startLiveRun } from '../progress.js';
import { partialStatusLine } from '../unitCount.js';
import { checkFormatFits } from './placementIo.js';
import { formatDuration } from '../../render/duration.js';
import { plural } from '../../render/plural.js';

const COMPLETE_FORMATS = [...PLACEMENT_FORMATS, 'board'] as const;

interface CompleteOpts {
  fixed?: string[];
  count?: boolean;
  format: string;
  json?: boolean;
  progress?: boolean;
  quiet?: boolean;
}

export function registerComplete(queens: Command, ctx: CliContext, act: Act): void {
  queens
    .command('complete')
    .description(
      "complete a partial placement (fixed queens, '.' for a free row): one completion, or --count them all",
    )
    .argument('[N]', `board size, 1…${MAX_COMPLETE_N}`)
    .option(
      '--fixed <queens...>',
      "the fixed queens: a perm with '.' for free rows (1 . 5 . . . . .) or squares (a1 c5)",
    )
    .option('--count', 'count every completion (exact)')
    .option(
      '--format <format>',
      `${COMPLETE_FORMATS.join('|')} for the completion (json: the whole answer as one JSON object)`,
      'perm',
    )
    .addOption(jsonAlias())
    .option('--progress', 'report progress on stderr even when it is not a terminal')
    .option('-q, --quiet', 'no progress reports')
    .action(
      act(async (nText: string | undefined, opts: CompleteOpts) => {
        const n = parseIntArg('N', nText, 1, MAX_COMPLETE_N);
        const format = parseChoice('--format', opts.format, COMPLETE_FORMATS);
        if (format !== 'board') checkFormatFits(format, n);
        if (opts.fixed === undefined || opts.fixed.length === 0) {
          throw usage(
            'missing-argument',
            `--fixed is missing: give the fixed queens, e.g. --fixed 1 ${Array(n - 1)
              .fill('.')
              .join(' ')} (no fixed queens: all '.')`,
          );
        }
        const fixed = parsePlacement(opts.fixed.join(' '), { n, partial: true });
        const k = queenCount(fixed);
        const setup = prepareCompletion(fixed);
        const c: Completing = {
          // --format json is the answer as one JSON object, as --json (its alias) always was.
          opts: { ...opts, json: opts.json === true || format === 'json' },
          n,
          format,
          fixed,
          // JSON: the fixed queens and the completion are placements (jsonShapes.ts).
          base: { n, fixed: partialPlacementJson(fixed) },
          fixedLine: `fixed        ${formatPlacement(fixed, 'perm')}  (${k} queen${k === 1 ? '' : 's'})`,
        };
        if (setup.kind !== 'space') return noCompletion(ctx, c, setup);
        return opts.count ? countCompletions(ctx, c, setup.space) : findOne(ctx, c, setup.space);
      }),
    );
}

/** A completion asked for, checked: what its three ends print. */
interface Completing {
  readonly opts: CompleteOpts;
  readonly n: number;
  readonly format: (typeof COMPLETE_FORMATS)[number];
  readonly fixed: Placement;
  /** The JSON answer's first fields. */
  readonly base: { readonly n: number; readonly fixed: ReturnType<typeof partialPlacementJson> };
  /** The text answer's first line: the fixed queens. */
  readonly fixedLine: string;
}

/** The fixed queens attack each other or leave a row no square: no completion, no search. */
async function noCompletion(
  ctx: CliContext,
  c: Completing,
  setup: Exclude<CompletionSetup, { kind: 'space' }>,
): Promise<Outcome> {
  const { opts, base, fixed } = c;
  const reason = noCompletionReason(setup);
  if (opts.json) {
    ctx.out.line(
      JSON.stringify({
        ...base,
        ...(opts.count ? countJson(0n) : { placement: null }),
        reason: setup.kind,
        ...(setup.kind === 'conflict'
          ? { pairs: setup.pairs.map((p) => ({ a: p.a + 1, b: p.b + 1, line: p.line })) }
          : { row: setup.row + 1 }),
      }),
    );
  } else {
    ctx.out.line(c.fixedLine);
    if (opts.count) ctx.out.line('completions  0');
    ctx.out.line(`no completion: ${reason}`);
    if (setup.kind === 'conflict') {
      for (const p of setup.pairs) {
        ctx.out.line(`  ${describePair(p, fixed.cols)}`);
      }
    }
  }
  await ctx.out.end();
  // A count of 0 is an answer (exit 0); no completion found is a "no" (exit 1).
  return opts.count ? 'ok' : 'no';
}

/** The first completion in lexicographic order, or the "no". */
async function findOne(ctx: CliContext, c: Completing, space: Space): Promise<Outcome> {
  const { opts, n, format, base } = c;
  const t0 = performance.now();
  const found = findCompletion(space);
  const seconds = (performance.now() - t0) / 1000;
  const p: Placement | null = found === null ? null : { n, cols: found };
  if (opts.json) {
    ctx.out.line(
      JSON.stringify({
        ...base,
        placement: p === null ? null : placementJson(p),
        ...(p === null ? { reason: 'none' } : {}),
        ...timingJson(seconds),
      }),
    );
  } else {
    ctx.out.line(c.fixedLine);
    if (p === null) ctx.out.line(`no completion: ${noCompletionReason({ kind: 'none' })}`);
    else {
      ctx.out.line(
        `completion   ${format === 'board' ? formatPlacement(p, 'perm') : formatPlacement(p, format as PlacementFormat)}  (the first in lexicographic order)`,
      );
      if (format === 'board') {
        ctx.out.line('');
        ctx.out.line(renderTextBoard(boardOf(p), { color: ctx.color }));
      }
    }
    ctx.out.line(`time         ${formatDuration(seconds)}`);
  }
  await ctx.out.end();
  return p === null ? 'no' : 'ok';
}

/** Every completion counted, in parts, with progress and Ctrl-C between them. */
async function countCompletions(ctx: CliContext, c: Completing, space: Space): Promise<Outcome> {
  const { opts, n, base } = c;
  const t0 = performance.now();
  const count = new CompletionCount(space);
  const live = startLiveRun(ctx.errIsTTY, opts);
  try {
    await drive(count, {
      host: nodeHost,
      signal: live.signal,
      // One part first: at N = 32 a part can take seconds; the driver adapts from there.
      firstBudget: 1,
      progressEveryMs: 100,
      yieldEveryMs: 100,
      onProgress: (p, ms) =>
        live.line.update(
          `N=${n}: ${p.done}/${p.total} parts, ${plural(p.found ?? 0n, 'completion')} so far, ${formatDuration(ms / 1000)}`,
        ),
    });
  } finally {
    live.end();
  }
  const seconds = (performance.now() - t0) / 1000;
  const { complete, completions: total } = count;
  if (opts.json) {
    ctx.out.line(
      JSON.stringify({
        ...base,
        ...countJson(total),
        ...timingJson(seconds, { complete }),
      }),
    );
  } else {
    ctx.out.line(c.fixedLine);
    // The same mark as every cancelled count's result (unitCount.ts).
    if (!complete) ctx.out.line(partialStatusLine(false));
    ctx.out.line(`completions  ${total}${complete ? '' : ' so far (cancelled)'}`);
    ctx.out.line(`time         ${formatDuration(seconds)}`);
  }
  await ctx.out.end();
  // A count of 0 is an answer (exit 0), as for every count.
  return complete ? 'ok' : 'interrupted';
}
