/** `placer queens list N`: every solution (or one per class) as a stream, one per line. */
import type { Command } from 'commander';
import { MAX_COUNT_N } from '../../core/queens/count.js';
import { SolutionStream } from '../../core/queens/enumerate.js';
import {
  formatPlacement,
  PLACEMENT_FORMATS,
  type PlacementFormat,
} from '../../core/queens/formats.js';
import { boardOf } from '../../render/board.js';
import { orbitField } from '../../render/orbitField.js';
import { renderTextBoard } from '../../render/textBoard.js';
import { parseChoice, parseIntArg } from '../args.js';
import { PermEncoder } from './permEncoder.js';
import type { CliContext } from '../context.js';
import { EXIT_FAILURE } from '../errors.js';
import { checkFormatFits } from './placementIo.js';

export const LIST_FORMATS = [...PLACEMENT_FORMATS, 'board'] as const;
type ListFormat = (typeof LIST_FORMATS)[number];

interface ListOpts {
  fundamental?: boolean;
  format: string;
  offset: string;
  limit?: string;
}

export function registerList(queens: Command, ctx: CliContext): void {
  queens
    .command('list')
    .description('list solutions in lexicographic order, one per line (constant memory)')
    .argument('[N]', 'board size, 1…32')
    .option(
      '--fundamental',
      'only the canonical member of each symmetry class, with its orbit size',
    )
    .option('--format <format>', `${LIST_FORMATS.join('|')}`, 'perm')
    .option('--offset <K>', 'skip the first K solutions', '0')
    .option('--limit <K>', 'print at most K solutions')
    .action(async (nText: string | undefined, opts: ListOpts) => {
      const n = parseIntArg('N', nText, 1, MAX_COUNT_N);
      const format: ListFormat = parseChoice('--format', opts.format, LIST_FORMATS);
      if (format !== 'board') checkFormatFits(format, n);
      const offset = parseIntArg('--offset', opts.offset, 0, Number.MAX_SAFE_INTEGER);
      const limit =
        opts.limit === undefined
          ? Infinity
          : parseIntArg('--limit', opts.limit, 1, Number.MAX_SAFE_INTEGER);
      const fundamental = opts.fundamental === true;
      const stream = new SolutionStream(n, { fundamental });
      const perm = new PermEncoder(n, ctx.out);
      const line = (cols: Int32Array): string => {
        const p = { n, cols };
        if (format === 'json') {
          const json = formatPlacement(p, 'json');
          return fundamental
            ? json.slice(0, -1) + orbitField(stream.orbitSize, 'json') + '}'
            : json;
        }
        if (format === 'board') return renderTextBoard(boardOf(p), { color: ctx.color });
        return formatPlacement(p, format as PlacementFormat);
      };
      let index = 0;
      let printed = 0;
      while (printed < limit) {
        const cols = stream.next();
        if (cols === null) break;
        index++;
        if (index <= offset) continue;
        printed++;
        if (format === 'perm') {
          perm.line(cols, fundamental ? orbitField(stream.orbitSize, 'line') : '');
          continue;
        }
        const text = line(cols);
        if (format === 'board') {
          ctx.out.line(`#${index}` + (fundamental ? orbitField(stream.orbitSize, 'heading') : ''));
          ctx.out.line(text);
          ctx.out.line('');
        } else if (fundamental && format !== 'json') {
          ctx.out.line(text + orbitField(stream.orbitSize, 'line'));
        } else {
          ctx.out.line(text);
        }
      }
      perm.flush();
      await ctx.out.end();
      if (index === 0) {
        // A board without solutions (N = 2, 3) is a "no" answer, as for solve and complete.
        ctx.err(`no solutions for N = ${n}`);
        process.exitCode = EXIT_FAILURE;
      }
    });
}
