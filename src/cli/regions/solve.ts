/**
 * `placer regions solve FILE`: the first solution the fast search finds, drawn beside the grid
 * (or one line, or JSON). A grid without a solution is the "no" answer (exit 1).
 */
import type { Command } from 'commander';
import { explain } from '../../core/regions/hints.js';
import type { RegionsPuzzle } from '../../core/regions/puzzle.js';
import { RegionsSearch } from '../../core/regions/search.js';
import { drive } from '../../core/run/drive.js';
import { nodeHost } from '../../node/host.js';
import { formatDuration } from '../../render/duration.js';
import { regionsSolutionJson, regionsTitle } from '../../render/regions/regions.js';
import { contradictionJson, explanationText, stepJson } from '../../render/regions/regionsHints.js';
import { jsonAlias, parseChoice } from '../args.js';
import type { CliContext } from '../context.js';
import type { Act, Outcome } from '../outcome.js';
import { startLiveRun } from '../progress.js';
import { FILE_ARGUMENT, readRegionsInput, STARS_OPTION } from './input.js';
import { regionsSolutionText } from './list.js';

const FORMATS = ['board', 'line', 'json'] as const;

interface SolveOpts {
  stars?: string;
  format: string;
  json?: boolean;
  explain?: boolean;
}

/** --explain: the chain of steps; then the solution as --format writes it, when it ends solved. */
function explainSolve(
  ctx: CliContext,
  puzzle: RegionsPuzzle,
  format: (typeof FORMATS)[number],
): Outcome {
  const result = explain(puzzle);
  if (format === 'json') {
    ctx.out.line(
      JSON.stringify({
        solved: result.solved,
        steps: result.steps.map((s) => stepJson(puzzle, s)),
        ...(result.solved ? { solution: regionsSolutionJson(puzzle, result.stars) } : {}),
        ...(result.contradiction
          ? { contradiction: contradictionJson(puzzle, result.contradiction) }
          : {}),
      }),
    );
  } else {
    ctx.out.line(explanationText(puzzle, result).replace(/\n$/, ''));
    if (result.solved)
      ctx.out.line(regionsSolutionText(puzzle, result.stars, format).replace(/\n$/, ''));
  }
  return result.solved ? 'ok' : 'no';
}

export function registerRegionsSolve(regions: Command, ctx: CliContext, act: Act): void {
  regions
    .command('solve')
    .description('solve a grid: its first solution, drawn beside the regions')
    .argument(...FILE_ARGUMENT)
    .option(...STARS_OPTION)
    .option('--format <format>', `how the solution is written: ${FORMATS.join('|')}`, 'board')
    .addOption(jsonAlias())
    .option('--explain', 'solve by the hint rules, step by step, in words (never guessing)')
    .action(
      act(async (file: string | undefined, opts: SolveOpts): Promise<Outcome> => {
        const { puzzle, label } = readRegionsInput(file, opts.stars);
        const format = opts.json === true ? 'json' : parseChoice('--format', opts.format, FORMATS);
        if (opts.explain === true) return explainSolve(ctx, puzzle, format);
        const search = new RegionsSearch(puzzle, { list: true });
        // Ctrl-C stops the search between slices and says so (a dense grid with many stars
        // can search for minutes), rather than ending the process without a word.
        const live = startLiveRun(ctx.errIsTTY, { quiet: true });
        const t0 = performance.now();
        const outcome = await drive(search, {
          host: nodeHost,
          signal: live.signal,
          onFound: () => false,
        }).finally(() => live.end());
        if (outcome === 'cancelled') {
          const seconds = (performance.now() - t0) / 1000;
          ctx.err(`cancelled after ${formatDuration(seconds)}: no solution found yet`);
          return 'interrupted';
        }
        if (search.count === 0) {
          // JSON asked for is JSON answered: the solution's shape, with no columns.
          ctx.out.line(
            format === 'json'
              ? JSON.stringify({
                  n: puzzle.n,
                  ...(puzzle.stars === 1 ? {} : { stars: puzzle.stars }),
                  cols: null,
                })
              : `no: ${regionsTitle(label, puzzle)} has no solution`,
          );
          return 'no';
        }
        ctx.out.line(regionsSolutionText(puzzle, search.solution, format).replace(/\n$/, ''));
        return 'ok';
      }),
    );
}
