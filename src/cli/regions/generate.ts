/**
 * `placer regions generate --size N [--stars K] [--difficulty D] --seed S`: a puzzle with exactly
 * one solution, connected regions and no blocked cell, printed in the input format (so it reads
 * back in), from the one core function the page's worker calls too (core/regions/generateRated.ts):
 * the same seed gives the same grid on every face. The seed, level and hint steps go to stderr.
 *
 * `placer regions repair FILE`: for a layout with several solutions, two that differ and the
 * smallest change of borders that leaves one (core/regions/repair.ts), and the repaired grid.
 * Both write the grid as a puzz.link URL with --format url.
 */
import type { Command } from 'commander';
import {
  MAX_GENERATE_SIDE,
  MAX_GENERATE_STARS,
  minGenerateSide,
  REGIONS_DIFFICULTIES,
} from '../../core/regions/generate/options.js';
import { isPlacerError } from '../../core/errors.js';
import { GENERATE_SECONDS, generateRated } from '../../core/regions/generateRated.js';
import { printStars } from '../../core/regions/placement.js';
import { parseRegions, printRegions, printRegionsFile } from '../../core/regions/puzzle.js';
import { puzzLinkUrl } from '../../core/regions/puzzLink.js';
import { repairRegions } from '../../core/regions/repair.js';
import { countRegions } from '../../core/regions/search.js';
import {
  regionsBoardText,
  regionsMoveWords,
  regionsSolutionJson,
} from '../../render/regions/regions.js';
import { drawSeed, jsonAlias, parseChoice, parseIntArg, parseSeed, quoteArg } from '../args.js';
import { usage } from '../errors.js';
import type { CliContext } from '../context.js';
import type { Act, Outcome } from '../outcome.js';
import { progressLine } from '../progress.js';
import { FILE_ARGUMENT, readRegionsInput, STARS_OPTION } from './input.js';

interface GenerateOpts {
  size?: string;
  stars?: string;
  difficulty?: string;
  seed?: string;
  format: string;
  timeLimit: string;
  progress?: boolean;
  quiet?: boolean;
}

/** The most --time-limit takes: an hour. */
const MAX_SECONDS = 3600;

/** `url`: the grid as a puzz.link Star Battle URL (core/regions/puzzLink.ts), on one line. */
const FORMATS = ['text', 'json', 'url'] as const;

/** --time-limit: seconds, more than 0 and at most MAX_SECONDS; a decimal point is allowed. */
function parseSeconds(text: string): number {
  const v = /^[0-9]+(\.[0-9]+)?$/.test(text) ? Number(text) : NaN;
  if (!(v > 0 && v <= MAX_SECONDS)) {
    throw usage(
      'bad-time-limit',
      `--time-limit must be seconds, more than 0 and at most ${MAX_SECONDS}, got ${quoteArg(text)}`,
    );
  }
  return v;
}

export function registerRegionsGenerate(regions: Command, ctx: CliContext, act: Act): void {
  regions
    .command('generate')
    .description('make a puzzle with exactly one solution, solvable by the hint rules, from a seed')
    .option('--size <N>', `the side, ${minGenerateSide(1)}…${MAX_GENERATE_SIDE}`)
    .option('--stars <K>', `stars per row, column and region, 1…${MAX_GENERATE_STARS} (default 1)`)
    .option('--difficulty <D>', `${REGIONS_DIFFICULTIES.join('|')} (default: any)`)
    .option('--seed <S>', 'seed of the random numbers, 0…2^53-1 (default: drawn, and printed)')
    .option('--format <format>', `the answer's format: ${FORMATS.join('|')}`, 'text')
    .addOption(jsonAlias())
    .option(
      '--time-limit <seconds>',
      `give up after this many seconds, at most ${MAX_SECONDS} (exit 1)`,
      String(GENERATE_SECONDS),
    )
    .option('--progress', 'report the layouts tried on stderr even when it is not a terminal')
    .option('-q, --quiet', 'no seed and level line, no progress, on stderr')
    .action(
      act(async (opts: GenerateOpts & { json?: boolean }): Promise<Outcome> => {
        const stars =
          opts.stars === undefined ? 1 : parseIntArg('--stars', opts.stars, 1, MAX_GENERATE_STARS);
        const size = parseIntArg('--size', opts.size, minGenerateSide(stars), MAX_GENERATE_SIDE);
        const difficulty =
          opts.difficulty === undefined
            ? undefined
            : parseChoice('--difficulty', opts.difficulty, REGIONS_DIFFICULTIES);
        const format = parseChoice('--format', opts.format, FORMATS);
        const json = opts.json === true || format === 'json';
        const seed = opts.seed === undefined ? drawSeed() : parseSeed(opts.seed);
        const seconds = parseSeconds(opts.timeLimit);
        const line = progressLine({
          tty: ctx.errIsTTY,
          enabled: opts.quiet !== true && (ctx.errIsTTY || opts.progress === true),
          everyMs: 2000,
        });
        let made;
        let shown = 0;
        try {
          made = generateRated(size, stars, seed, difficulty, {
            seconds,
            onProgress: (layouts, spent) => {
              if (spent - shown < 0.25) return; // a few redraws a second, not one per layout
              shown = spent;
              line.update(
                `generating: ${layouts} layouts tried, ${spent.toFixed(1)} s of ${seconds} s`,
              );
            },
          });
        } catch (e) {
          line.done();
          if (!isPlacerError(e) || e.code !== 'generate-gave-up') throw e;
          ctx.err(`placer: ${e.message}`);
          return 'no';
        }
        line.done();
        if (json) {
          ctx.out.line(
            JSON.stringify({
              size,
              stars,
              seed,
              level: made.level,
              steps: made.steps,
              grid: made.grid,
            }),
          );
        } else {
          const puzzle = parseRegions(made.grid, stars);
          // The file form: a first line `stars: K` when k > 1, so `regions solve` reads k back;
          // the URL says k too.
          if (format === 'url') ctx.out.line(puzzLinkUrl(puzzle));
          else ctx.out.line(printRegionsFile(puzzle).replace(/\n$/, ''));
          if (opts.quiet !== true) {
            ctx.err(
              `seed ${seed}, level ${made.level} (${REGIONS_DIFFICULTIES[made.level - 1]}), ${made.steps} hint steps`,
            );
          }
        }
        return 'ok';
      }),
    );
}

/** Solutions counted to say how many a layout has: past this, "more than" it. */
const REPAIR_COUNT_CAP = 1_000_000;

interface RepairOpts {
  stars?: string;
  format: string;
  json?: boolean;
}

export function registerRegionsRepair(regions: Command, ctx: CliContext, act: Act): void {
  regions
    .command('repair')
    .description(
      'for a layout with several solutions: two of them, and one border move that leaves one',
    )
    .argument(...FILE_ARGUMENT)
    .option(...STARS_OPTION)
    .option('--format <format>', `the answer's format: ${FORMATS.join('|')}`, 'text')
    .addOption(jsonAlias())
    .action(
      act(async (file: string | undefined, opts: RepairOpts): Promise<Outcome> => {
        const { puzzle } = readRegionsInput(file, opts.stars);
        const format = parseChoice('--format', opts.format, FORMATS);
        const r = repairRegions(puzzle);
        const moves = r.move !== null ? [r.move] : (r.twoMoves ?? []);
        const { n, symbols } = puzzle;
        if (opts.json === true || format === 'json') {
          ctx.out.line(
            JSON.stringify({
              solutions: r.solutions.map((s) => regionsSolutionJson(puzzle, s)),
              moves: moves.map((m) => ({
                row: Math.floor(m.cell / n) + 1,
                col: (m.cell % n) + 1,
                from: symbols[m.from],
                to: symbols[m.to],
              })),
              grid: moves.length > 0 ? printRegions(r.puzzle) : null,
            }),
          );
          return moves.length > 0 ? 'ok' : 'no';
        }
        // The explanation goes to stderr and the repaired grid alone to stdout, so that
        // `placer regions repair FILE | placer regions solve -` reads the grid.
        const [a, b] = r.solutions;
        const many = countRegions(puzzle, REPAIR_COUNT_CAP + 1);
        const how = many > REPAIR_COUNT_CAP ? `more than ${REPAIR_COUNT_CAP}` : `${many}`;
        const two = `${printStars(n, a)}  and  ${printStars(n, b)}`;
        ctx.err(many === 2 ? `its 2 solutions: ${two}` : `2 of its ${how} solutions: ${two}`);
        const left = regionsBoardText(puzzle, a);
        const right = regionsBoardText(puzzle, b).map((l) => l.slice(n + 3));
        left.forEach((l, i) => ctx.err(`${l}     ${right[i]}`));
        if (moves.length === 0) {
          ctx.err('no: no move of one or two border cells leaves exactly one solution');
          return 'no';
        }
        ctx.err(
          `move ${moves.map((m) => regionsMoveWords(puzzle, m)).join(', then ')}: one solution left`,
        );
        if (format === 'url') ctx.out.line(puzzLinkUrl(r.puzzle));
        else ctx.out.line(printRegionsFile(r.puzzle).replace(/\n$/, ''));
        return 'ok';
      }),
    );
}
