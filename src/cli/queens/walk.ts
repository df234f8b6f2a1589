/** `placer queens walk N`: seed 002's tree walk, step by step, as text or ndjson. */
import type { Command } from 'commander';
import { WalkTrace } from '../../core/queens/walk.js';
import { walkLine } from '../../render/queens/searchText.js';
import { eventJson } from '../../render/queens/traceJson.js';
import { parseChoice, parseIntArg } from '../args.js';
import type { CliContext } from '../context.js';
import type { Act } from '../outcome.js';

const WALK_FORMATS = ['text', 'ndjson'] as const;
export const MAX_WALK_N = 32;

interface WalkOpts {
  limit?: string;
  format: string;
}

export function registerWalk(queens: Command, ctx: CliContext, act: Act): void {
  queens
    .command('walk')
    .description("seed 002's tree walk: the robot's up-left / right / down / process steps")
    .argument('[N]', `board size, 1…${MAX_WALK_N}`)
    .option('--limit <K>', 'stop after K steps')
    .option('--format <format>', WALK_FORMATS.join('|'), 'text')
    .action(
      act(async (nText: string | undefined, opts: WalkOpts) => {
        const n = parseIntArg('N', nText, 1, MAX_WALK_N);
        const format = parseChoice('--format', opts.format, WALK_FORMATS);
        const maxSteps =
          opts.limit === undefined
            ? undefined
            : parseIntArg('--limit', opts.limit, 1, Number.MAX_SAFE_INTEGER);
        const walk = new WalkTrace(n, { maxSteps });
        let lines = 0;
        for (let e = walk.next(); e !== null; e = walk.next()) {
          ctx.out.line(format === 'ndjson' ? JSON.stringify(eventJson(e, n)) : walkLine(e, n));
          if ((++lines & 0x3fff) === 0) await ctx.out.pause();
        }
        await ctx.out.end();
        return 'ok';
      }),
    );
}
