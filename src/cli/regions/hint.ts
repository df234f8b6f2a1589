/**
 * `placer regions hint FILE [PLACEMENT]` and `placer regions rate FILE`: the deduction engine
 * (core/regions/hints.ts, rate.ts) on the command line. `hint` gives the next step from the
 * stars so far — the simplest rule that gives one, in words, with the cells it fills or clears
 * and the units it rests on; `rate` gives the strongest rule a whole solution needs and its
 * number of steps, so puzzles can be ordered.
 */
import type { Command } from 'commander';
import { nextStep, startState } from '../../core/regions/hints.js';
import { parseStars } from '../../core/regions/placement.js';
import { ratePuzzle } from '../../core/regions/rate.js';
import { CROSS, STAR } from '../../core/regions/rules.js';
import { regionsBoardText } from '../../render/regions/regions.js';
import { contradictionJson, stepJson } from '../../render/regions/regionsHints.js';
import { jsonAlias, SUMMARY_FORMATS, wantsJson } from '../args.js';
import type { CliContext } from '../context.js';
import type { Act, Outcome } from '../outcome.js';
import { FILE_ARGUMENT, readRegionsInput, STARS_OPTION } from './input.js';

interface HintOpts {
  stars?: string;
  format?: string;
  json?: boolean;
}

/** The cells of a state in one condition, ascending. */
function cellsIn(cells: Uint8Array, v: number): number[] {
  const out: number[] = [];
  for (let x = 0; x < cells.length; x++) if (cells[x] === v) out.push(x);
  return out;
}

export function registerRegionsHint(regions: Command, ctx: CliContext, act: Act): void {
  regions
    .command('hint')
    .description(
      'the next step from the stars so far: the rule, in words, and the cells it decides',
    )
    .argument(...FILE_ARGUMENT)
    .argument(
      '[PLACEMENT]',
      "the stars so far, row by row: '2 - 1 -' ('-' a row without a star yet; " +
        "one that starts with '-' goes after --: -- '- 4 1 -')",
    )
    .option(...STARS_OPTION)
    .option('--format <format>', `the answer's format: ${SUMMARY_FORMATS.join('|')}`, 'text')
    .addOption(jsonAlias())
    .action(
      act(
        async (
          file: string | undefined,
          placement: string | undefined,
          opts: HintOpts,
        ): Promise<Outcome> => {
          const { puzzle } = readRegionsInput(file, opts.stars);
          const given =
            placement === undefined ? new Int32Array(0) : parseStars(placement, puzzle, true);
          const state = startState(puzzle, given);
          const step = nextStep(puzzle, state);
          const json = wantsJson(opts);
          if (step === null) {
            const solved = cellsIn(state.cells, STAR).length === puzzle.n * puzzle.stars;
            const words = solved
              ? 'solved: every row, column and region has its stars'
              : 'the rules stop here: no rule gives a next step (the grid may have several solutions)';
            ctx.out.line(json ? JSON.stringify({ solved, step: null, words }) : words);
            return solved ? 'ok' : 'no';
          }
          if (step.kind === 'contradiction') {
            ctx.out.line(
              json
                ? JSON.stringify({ solved: false, contradiction: contradictionJson(puzzle, step) })
                : `no: ${step.words}`,
            );
            return 'no';
          }
          if (json) {
            ctx.out.line(JSON.stringify({ solved: false, step: stepJson(puzzle, step) }));
            return 'ok';
          }
          ctx.out.line(`[${step.rule}] ${step.words}`);
          const stars = [...cellsIn(state.cells, STAR), ...step.stars];
          const crosses = [...cellsIn(state.cells, CROSS), ...step.crosses];
          for (const line of regionsBoardText(puzzle, stars, crosses)) ctx.out.line(line);
          return 'ok';
        },
      ),
    );
}

export function registerRegionsRate(regions: Command, ctx: CliContext, act: Act): void {
  regions
    .command('rate')
    .description('rate a grid: the strongest rule its solution needs, and how many steps')
    .argument(...FILE_ARGUMENT)
    .option(...STARS_OPTION)
    .option('--format <format>', `the answer's format: ${SUMMARY_FORMATS.join('|')}`, 'text')
    .addOption(jsonAlias())
    .action(
      act(async (file: string | undefined, opts: HintOpts): Promise<Outcome> => {
        const { puzzle } = readRegionsInput(file, opts.stars);
        const r = ratePuzzle(puzzle);
        if (wantsJson(opts)) {
          ctx.out.line(JSON.stringify(r));
        } else {
          ctx.out.line(
            `level        ${
              r.solved
                ? r.level
                : r.contradiction
                  ? 'none: the rules reach a contradiction (the grid has no solution)'
                  : 'unsolved: the rules stop before the end'
            }`,
          );
          ctx.out.line(
            `hardest      ${r.strongestRule === '' ? '—' : `${r.strongestRule} (strength ${r.strongest})`}`,
          );
          ctx.out.line(`steps        ${r.steps} (${r.thinkingSteps} of strength 2 or more)`);
        }
        return r.solved ? 'ok' : 'no';
      }),
    );
}
