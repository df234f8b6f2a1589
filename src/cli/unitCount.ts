/**
 * What `queens count`, `tile --count` and `cover --count` share around a count split into units
 * (node/runUnits.ts): the --threads and --checkpoint options, the default checkpoint's place, the
 * ETA in the progress line, and the words for a damaged checkpoint line.
 */
import { mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { Command } from 'commander';
import type { BadLine } from '../node/checkpoint.js';
import type { UnitsProgress } from '../node/runUnits.js';
import { parseIntArg } from './args.js';
import { usage } from './errors.js';
import { formatDuration } from '../render/duration.js';

/** More threads than this is a typo, not a machine. */
export const MAX_THREADS = 64;

/**
 * A tile or cover count saves its finished units by default once it has run this long (how long
 * it will take is not known beforehand); a shorter one leaves no file behind.
 */
export const DEFAULT_CHECKPOINT_AFTER_MS = 10_000;

export interface UnitCountOpts {
  threads: string;
  checkpoint?: string | false;
}

/** Adds --threads, --checkpoint FILE and --no-checkpoint; `when` says when the default applies. */
export function unitCountOptions(cmd: Command, when: string): Command {
  return cmd
    .option(
      '--checkpoint <file>',
      `resume from and save finished work to FILE (default ${when}, in ~/.cache/placer)`,
    )
    .option('--no-checkpoint', 'do not save finished work')
    .option('--threads <K>', `worker threads, 1…${MAX_THREADS}`, '1');
}

export function parseThreads(text: string): number {
  return parseIntArg('--threads', text, 1, MAX_THREADS);
}

/** The folder of default checkpoints: $XDG_CACHE_HOME/placer or ~/.cache/placer, made if absent. */
export function defaultCheckpointPath(file: string): string {
  const base = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
  const dir = join(base, 'placer');
  try {
    mkdirSync(dir, { recursive: true });
  } catch (e) {
    throw usage(
      'checkpoint-unusable',
      `cannot create the checkpoint folder ${dir} (${(e as NodeJS.ErrnoException).code}): give --checkpoint FILE or --no-checkpoint`,
    );
  }
  return join(dir, file);
}

/**
 * Seconds left from the units done in this run (resumed ones took no time here), or NaN before
 * the first one. `weight` gives a unit's share of the work when units differ in size.
 */
export function unitsEtaSeconds(p: UnitsProgress): number {
  const fresh = p.done - p.resumed;
  return fresh > 0 && p.done < p.total ? ((p.total - p.done) * p.elapsedMs) / 1000 / fresh : NaN;
}

/** ", about 3.2 s left", or nothing when there is no estimate yet. */
export function etaWords(seconds: number): string {
  return Number.isFinite(seconds) ? `, about ${formatDuration(seconds)} left` : '';
}

/** The message for a checkpoint line that is not a usable record. */
export function badRecordWords(path: string, bad: BadLine): string {
  return `checkpoint ${path} line ${bad.line}: ${bad.reason}; that unit runs again`;
}

/** The message after a cancelled count: "the count above is" or "the counts above are". */
export function cancelledWords(
  seconds: number,
  subject: string,
  what: string,
  checkpoint: string | null,
): string {
  return (
    `cancelled after ${formatDuration(seconds)}: ${subject} partial (${what})` +
    (checkpoint ? `; finished work is saved in ${checkpoint}: run the same command to resume` : '')
  );
}
