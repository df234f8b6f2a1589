/**
 * `placer queens show [N] PLACEMENT | --in FILE`: draw a placement, with its attacks, or write it
 * as SVG. N may be left out where the placement says it (placementArgs).
 */
import type { Command } from 'commander';
import { canonicalForm } from '../../core/queens/classes.js';
import {
  formatPlacement,
  parsePlacement,
  PLACEMENT_FORMATS,
  type PlacementFormat,
} from '../../core/queens/formats.js';
import { isComplete, queenCount } from '../../core/queens/placement.js';
import { boardOf } from '../../render/queens/board.js';
import { renderSvgBoard } from '../../render/queens/svgBoard.js';
import { describeAttacks, renderTextBoard } from '../../render/queens/textBoard.js';
import { checkWritable, writeFileAtomic } from '../../node/files.js';
import { parseChoice } from '../args.js';
import type { CliContext } from '../context.js';
import type { Act } from '../outcome.js';
import { usage } from '../errors.js';
import { inferredSizeFits, placementArgs, readPlacementFile } from './placementIo.js';
import { plural } from '../../render/plural.js';

interface ShowOpts {
  in?: string;
  inputFormat?: string;
  format: string;
  svg?: string;
}

const SHOW_FORMATS = ['text', 'svg'] as const;

/** Largest board `show` draws (the text board is 3 characters per square). */
export const MAX_SHOW_N = 64;

export function registerShow(queens: Command, ctx: CliContext, act: Act): void {
  queens
    .command('show')
    .description(
      'draw a placement on the board, marking attacks (partial placements: "." for an empty row)',
    )
    .argument(
      '[N]',
      `board size, 1…${MAX_SHOW_N} (default: what the placement says: its entries, a json "n")`,
    )
    .argument('[PLACEMENT...]', 'the placement in any text format, e.g. 2 4 1 3 or a2 b4 c1 d3')
    .option('--in <file>', "read the placement from FILE ('-' for standard input)")
    .option(
      '--input-format <format>',
      `read (and echo) the placement in this format: ${PLACEMENT_FORMATS.join('|')} (default: detected)`,
    )
    .option(
      '--format <format>',
      `what to print: ${SHOW_FORMATS.join('|')} (svg: = --svg -)`,
      'text',
    )
    .option(
      '--svg <file>',
      "also write a standalone SVG drawing to FILE ('-' for stdout instead of the text board)",
    )
    .action(
      act(async (nText: string | undefined, placementWords: string[], opts: ShowOpts) => {
        const { n: givenN, words } = placementArgs(nText, placementWords, MAX_SHOW_N);
        const format: PlacementFormat | undefined =
          opts.inputFormat === undefined
            ? undefined
            : parseChoice('--input-format', opts.inputFormat, PLACEMENT_FORMATS);
        if (parseChoice('--format', opts.format, SHOW_FORMATS) === 'svg') {
          if (opts.svg !== undefined && opts.svg !== '-') {
            throw usage('bad-option', 'give --format svg or --svg FILE, not both');
          }
          opts.svg = '-';
        }
        if (words.length > 0 && opts.in !== undefined) {
          throw usage(
            'bad-option',
            'give the placement either as words or with --in FILE, not both',
          );
        }
        if (words.length === 0 && opts.in === undefined) {
          throw usage(
            'missing-argument',
            `PLACEMENT is missing: give ${givenN === null ? 'the columns' : plural(givenN, 'column')}, e.g. '${Array.from({ length: givenN ?? 8 }, (_, i) => i + 1).join(' ')}', or --in FILE`,
          );
        }
        const p = inferredSizeFits(
          opts.in !== undefined
            ? readPlacementFile(opts.in, givenN, { format, partial: true, maxN: MAX_SHOW_N })
            : parsePlacement(words.join(' '), { n: givenN ?? undefined, format, partial: true }),
          MAX_SHOW_N,
        );
        const n = p.n;
        const board = boardOf(p);
        const svg = renderSvgBoard(board, { title: formatPlacement(p, 'perm') });
        if (opts.svg === '-') {
          ctx.out.line(svg.trimEnd());
          await ctx.out.end();
          return 'ok';
        }
        if (opts.svg !== undefined) {
          checkWritable(opts.svg, '--svg');
          writeFileAtomic(opts.svg, svg, '--svg');
        }
        ctx.out.line(renderTextBoard(board, { color: ctx.color }));
        ctx.out.line('');
        ctx.out.line(`placement    ${formatPlacement(p, format ?? 'perm')}`);
        const queensOn = queenCount(p);
        if (board.pairs.length > 0) {
          ctx.out.line(
            `status       not a solution: ${board.attacked.size} of ${queensOn} queens are attacked`,
          );
          for (const a of describeAttacks(board)) ctx.out.line(`  ${a}`);
        } else if (!isComplete(p)) {
          ctx.out.line(`status       partial: ${queensOn} of ${n} queens, none attacked`);
        } else {
          const c = canonicalForm(p);
          ctx.out.line(`status       a solution`);
          ctx.out.line(
            `class        orbit of ${c.orbitSize}; canonical form ${formatPlacement(c.placement, 'perm')}`,
          );
        }
        if (opts.svg !== undefined) ctx.err(`wrote ${opts.svg}`);
        await ctx.out.end();
        return 'ok';
      }),
    );
}
