/**
 * `placer queens check [N] PLACEMENT | --in FILE`: is it a solution? O(N) at any size; the
 * attacking pairs are counted and the first ones listed when it is not. Exit 0 valid, 1 not.
 * N may be left out where the placement says it (placementArgs).
 */
import type { Command } from 'commander';
import { checkPlacement, type CheckReport } from '../../core/queens/check.js';
import {
  parsePlacement,
  PLACEMENT_FORMATS,
  type PlacementFormat,
} from '../../core/queens/formats.js';
import { MAX_SOLVE_N } from '../../core/queens/solve.js';
import { describePair, lineName } from '../../render/queens/textBoard.js';
import { jsonAlias, parseChoice, parseIntArg, SUMMARY_FORMATS, wantsJson } from '../args.js';
import type { CliContext } from '../context.js';
import type { Act } from '../outcome.js';
import { usage } from '../errors.js';
import { inferredSizeFits, placementArgs, readPlacementFile } from './placementIo.js';
import { formatDuration } from '../../render/duration.js';
import { plural } from '../../render/plural.js';

interface CheckOpts {
  in?: string;
  inputFormat?: string;
  format: string;
  json?: boolean;
  limit: string;
}

const MAX_CHECK_N = MAX_SOLVE_N['min-conflicts'];

function checkText(r: CheckReport, cols: Int32Array): string[] {
  const out: string[] = [];
  if (r.valid) {
    out.push(`valid: ${plural(r.n, 'queen')}, no two attack each other`);
    return out;
  }
  const reasons: string[] = [];
  if (r.firstEmptyRow >= 0) {
    const empty = r.n - r.queens;
    reasons.push(
      `${empty} of ${r.n} rows ${empty === 1 ? 'has' : 'have'} no queen (the first: row ${r.firstEmptyRow + 1})`,
    );
  }
  if (r.pairs > 0n) {
    const parts = (['column', 'diagonal', 'antidiagonal'] as const)
      .filter((l) => r.pairsByLine[l] > 0n)
      .map((l) => `${r.pairsByLine[l]} on a ${lineName(l)}`);
    reasons.push(
      `${r.pairs} attacking pair${r.pairs === 1n ? '' : 's'} (${parts.join(', ')}), ${r.attackedQueens} of ${r.queens} queens attacked`,
    );
  }
  out.push(`not a solution: ${reasons.join('; ')}`);
  if (r.sample.length > 0) {
    out.push(
      r.pairs > BigInt(r.sample.length)
        ? `first attacks going down the rows (${r.sample.length} of ${r.pairs}):`
        : 'attacks:',
    );
    for (const p of r.sample) {
      out.push(`  ${describePair(p, cols)}`);
    }
  }
  return out;
}

export function registerCheck(queens: Command, ctx: CliContext, act: Act): void {
  queens
    .command('check')
    .description('check a placement in O(N): valid, or which queens attack each other')
    .argument('[N]', 'board size (default: what the placement says: its entries, a json "n")')
    .argument('[PLACEMENT...]', "the placement in any text format ('.' for an empty row)")
    .option('--in <file>', "read the placement from FILE ('-' for standard input)")
    .option(
      '--input-format <format>',
      `read the placement in this format: ${PLACEMENT_FORMATS.join('|')} (default: detected)`,
    )
    .option('--limit <K>', 'list at most K attacking pairs', '10')
    .option('--format <format>', `the answer's format: ${SUMMARY_FORMATS.join('|')}`, 'text')
    .addOption(jsonAlias())
    .action(
      act(async (nText: string | undefined, placementWords: string[], opts: CheckOpts) => {
        const { n, words } = placementArgs(nText, placementWords, MAX_CHECK_N);
        const limit = parseIntArg('--limit', opts.limit, 0, 1_000_000);
        const format: PlacementFormat | undefined =
          opts.inputFormat === undefined
            ? undefined
            : parseChoice('--input-format', opts.inputFormat, PLACEMENT_FORMATS);
        const json = wantsJson(opts);
        if (words.length > 0 && opts.in !== undefined) {
          throw usage(
            'bad-option',
            'give the placement either as words or with --in FILE, not both',
          );
        }
        if (words.length === 0 && opts.in === undefined) {
          const k = n ?? 8;
          throw usage(
            'missing-argument',
            `PLACEMENT is missing: give ${n === null ? 'the columns' : plural(n, 'column')} (e.g. '${Array.from({ length: Math.min(k, 8) }, (_, i) => i + 1).join(' ')}${k > 8 ? ' …' : ''}') or --in FILE`,
          );
        }
        const t0 = performance.now();
        const p = inferredSizeFits(
          opts.in !== undefined
            ? readPlacementFile(opts.in, n, { format, partial: true, maxN: MAX_CHECK_N })
            : parsePlacement(words.join(' '), { n: n ?? undefined, format, partial: true }),
          MAX_CHECK_N,
        );
        const size = p.n;
        const t1 = performance.now();
        const report = checkPlacement(p, { limit });
        const t2 = performance.now();
        if (json) {
          ctx.out.line(
            JSON.stringify({
              n: size,
              valid: report.valid,
              queens: report.queens,
              emptyRows: size - report.queens,
              pairs: report.pairs.toString(),
              pairsByLine: {
                column: report.pairsByLine.column.toString(),
                diagonal: report.pairsByLine.diagonal.toString(),
                antidiagonal: report.pairsByLine.antidiagonal.toString(),
              },
              attackedQueens: report.attackedQueens,
              sample: report.sample.map((s) => ({ a: s.a + 1, b: s.b + 1, line: s.line })),
              readSeconds: Number(((t1 - t0) / 1000).toFixed(6)),
              checkSeconds: Number(((t2 - t1) / 1000).toFixed(6)),
            }),
          );
        } else {
          for (const l of checkText(report, p.cols)) ctx.out.line(l);
        }
        await ctx.out.end();
        // The timing note after the verdict is out (standard output is buffered, standard error
        // is not): the two always come in this order, in a terminal and in a pipe alike.
        if (!json && opts.in !== undefined && size >= 100_000) {
          ctx.err(
            `read in ${formatDuration((t1 - t0) / 1000)}, checked in ${formatDuration((t2 - t1) / 1000)}`,
          );
        }
        return report.valid ? 'ok' : 'no';
      }),
    );
}
