/**
 * `placer queens check N PLACEMENT | --in FILE`: is it a solution? O(N) at any size; the
 * attacking pairs are counted and the first ones listed when it is not. Exit 0 valid, 1 not.
 */
import type { Command } from 'commander';
import { checkPlacement, type CheckReport } from '../../core/queens/check.js';
import {
  parsePlacement,
  PLACEMENT_FORMATS,
  type PlacementFormat,
} from '../../core/queens/formats.js';
import { MAX_SOLVE_N } from '../../core/queens/solve.js';
import { describePair, lineName } from '../../render/textBoard.js';
import { jsonAlias, parseChoice, parseIntArg, SUMMARY_FORMATS, wantsJson } from '../args.js';
import type { CliContext } from '../context.js';
import { EXIT_FAILURE, usage } from '../errors.js';
import { readPlacementFile } from './placementIo.js';
import { formatDuration } from '../../render/duration.js';

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
    out.push(`valid: ${r.n} queens, no two attack each other`);
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

export function registerCheck(queens: Command, ctx: CliContext): void {
  queens
    .command('check')
    .description('check a placement in O(N): valid, or which queens attack each other')
    .argument('[N]', 'board size')
    .argument('[PLACEMENT...]', "the placement in any text format ('.' for an empty row)")
    .option('--in <file>', "read the placement from FILE ('-' for standard input)")
    .option(
      '--input-format <format>',
      `read the placement in this format: ${PLACEMENT_FORMATS.join('|')} (default: detected)`,
    )
    .option('--limit <K>', 'list at most K attacking pairs', '10')
    .option('--format <format>', `the answer's format: ${SUMMARY_FORMATS.join('|')}`, 'text')
    .addOption(jsonAlias())
    .action(async (nText: string | undefined, words: string[], opts: CheckOpts) => {
      const n = parseIntArg('N', nText, 1, MAX_CHECK_N);
      const limit = parseIntArg('--limit', opts.limit, 0, 1_000_000);
      const format: PlacementFormat | undefined =
        opts.inputFormat === undefined
          ? undefined
          : parseChoice('--input-format', opts.inputFormat, PLACEMENT_FORMATS);
      const json = wantsJson(opts);
      if (words.length > 0 && opts.in !== undefined) {
        throw usage('bad-option', 'give the placement either as words or with --in FILE, not both');
      }
      if (words.length === 0 && opts.in === undefined) {
        throw usage(
          'missing-argument',
          `PLACEMENT is missing: give ${n} columns (e.g. '${Array.from({ length: Math.min(n, 8) }, (_, i) => i + 1).join(' ')}${n > 8 ? ' …' : ''}') or --in FILE`,
        );
      }
      const t0 = performance.now();
      const p =
        opts.in !== undefined
          ? readPlacementFile(opts.in, n, { format, partial: true })
          : parsePlacement(words.join(' '), { n, format, partial: true });
      const t1 = performance.now();
      const report = checkPlacement(p, { limit });
      const t2 = performance.now();
      if (json) {
        ctx.out.line(
          JSON.stringify({
            n,
            valid: report.valid,
            queens: report.queens,
            emptyRows: n - report.queens,
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
        if (opts.in !== undefined && n >= 100_000) {
          ctx.err(
            `read in ${formatDuration((t1 - t0) / 1000)}, checked in ${formatDuration((t2 - t1) / 1000)}`,
          );
        }
      }
      await ctx.out.end();
      if (!report.valid) process.exitCode = EXIT_FAILURE;
    });
}
