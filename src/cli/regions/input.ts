/** The regions commands' FILE argument and --stars option, read and checked (core/regions). */
import { parseRegions, MAX_STARS, type RegionsPuzzle } from '../../core/regions/puzzle.js';
import { isPlacerError } from '../../core/errors.js';
import { parseIntArg } from '../args.js';
import { usage } from '../errors.js';
import { readInput } from '../readInput.js';

/** A puzzle and how to name it. */
export interface RegionsInput {
  readonly puzzle: RegionsPuzzle;
  /** The file's name, or `stdin`. */
  readonly label: string;
}

/** FILE (a grid's text form, `-` for standard input) and --stars K (default: the file's, or 1). */
export function readRegionsInput(
  file: string | undefined,
  stars: string | undefined,
): RegionsInput {
  if (file === undefined || file === '') {
    throw usage(
      'missing-argument',
      "FILE is missing: give a grid file (n lines of n region symbols) or '-'",
    );
  }
  // Without --stars, the file's first line `stars: K` says k (1 when it has none).
  const k = stars === undefined ? undefined : parseIntArg('--stars', stars, 1, MAX_STARS);
  const text = readInput(file, 'FILE');
  const label = file === '-' ? 'stdin' : file;
  try {
    return { puzzle: parseRegions(text, k), label };
  } catch (e) {
    // The grid's own message, with the file it is about.
    if (isPlacerError(e) && e.code === 'bad-regions') throw usage(e.code, `${label}: ${e.message}`);
    throw e;
  }
}

/** The argument of every regions command that reads a grid. */
export const FILE_ARGUMENT = [
  '[FILE]',
  "the grid: n lines of n region symbols ('-' for standard input)",
] as const;

/** The option of every regions command that reads a grid. */
export const STARS_OPTION = [
  '--stars <K>',
  `stars per row, column and region, 1…${MAX_STARS} (default: the file's "stars: K" line, else 1)`,
] as const;
