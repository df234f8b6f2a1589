/** `placer queens walk N`: seed 002's tree walk, step by step, as text or ndjson. */
import type { Command } from 'commander';
import { walkEvents } from '../../core/queens/walk.js';
import type { WalkEvent } from '../../core/trace.js';
import { parseChoice, parseIntArg } from '../args.js';
import { eventJson } from './traceOut.js';
import type { CliContext } from '../context.js';

const WALK_FORMATS = ['text', 'ndjson'] as const;
export const MAX_WALK_N = 32;

interface WalkOpts {
  limit?: string;
  format: string;
}

const COMMAND: Record<WalkEvent['type'], string> = {
  place: 'up-left',
  move: 'right',
  remove: 'down',
  process: 'process',
  solution: 'solution',
  done: 'done',
};

function textLine(e: WalkEvent, n: number): string {
  // The position column is as wide as a full board's, so the notes line up.
  const pos = e.queens
    .map((c) => c + 1)
    .join(' ')
    .padEnd(n * (String(n).length + 1) - 1);
  const head = `${String(e.step).padStart(6)}  ${COMMAND[e.type].padEnd(8)}`;
  switch (e.type) {
    case 'place':
      return `${head}  [${pos}]  queen ${e.row + 1} in column ${e.col + 1}`;
    case 'move':
      return `${head}  [${pos}]  queen ${e.row + 1} to column ${e.to + 1}`;
    case 'remove':
      return `${head}  [${pos}]  queen ${e.row + 1} taken off`;
    case 'process':
      return e.attackedBy === null
        ? `${head}  [${pos}]  leaf: no attack`
        : `${head}  [${pos}]  leaf: queen ${e.row + 1} is attacked by queen ${e.attackedBy + 1}`;
    case 'solution':
      return `${''.padStart(6)}  solution #${e.index}: ${e.queens.map((c, r) => `<${r + 1},${c + 1}>`).join(' ')}`;
    case 'done':
      return e.complete
        ? `done: ${e.solutions} solutions in ${e.step} steps`
        : `stopped after ${e.step} steps (--limit): ${e.solutions} solutions so far`;
  }
}

export function registerWalk(queens: Command, ctx: CliContext): void {
  queens
    .command('walk')
    .description("seed 002's tree walk: the robot's up-left / right / down / process steps")
    .argument('[N]', `board size, 1…${MAX_WALK_N}`)
    .option('--limit <K>', 'stop after K steps')
    .option('--format <format>', WALK_FORMATS.join('|'), 'text')
    .action(async (nText: string | undefined, opts: WalkOpts) => {
      const n = parseIntArg('N', nText, 1, MAX_WALK_N);
      const format = parseChoice('--format', opts.format, WALK_FORMATS);
      const maxSteps =
        opts.limit === undefined
          ? undefined
          : parseIntArg('--limit', opts.limit, 1, Number.MAX_SAFE_INTEGER);
      for (const e of walkEvents(n, { maxSteps })) {
        ctx.out.line(format === 'ndjson' ? JSON.stringify(eventJson(e, n)) : textLine(e, n));
      }
      await ctx.out.end();
    });
}
