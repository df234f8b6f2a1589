/**
 * The regions commands' FILE argument and --stars option, read and checked (core/regions). FILE
 * may also be a puzz.link Star Battle URL, given as the argument itself or as a file's (or
 * standard input's) one line (core/regions/puzzLink.ts).
 */
import { looksLikePuzzLink, parsePuzzLink } from '../../core/regions/puzzLink.js';
import { parseRegions, MAX_STARS, type RegionsPuzzle } from '../../core/regions/puzzle.js';
import { isPlacerError } from '../../core/errors.js';
import { parseIntArg } from '../args.js';
import { usage } from '../errors.js';
import { readInput } from '../readInput.js';

/** A puzzle and how to name it. */
export interface RegionsInput {
  readonly puzzle: RegionsPuzzle;
  /** The file's name, `stdin`, or `URL` for a URL given as the argument. */
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
      "FILE is missing: give a grid file (n lines of n region symbols), a puzz.link URL or '-'",
    );
  }
  // Without --stars, the file's first line `stars: K` says k (1 when it has none).
  const k = stars === undefined ? undefined : parseIntArg('--stars', stars, 1, MAX_STARS);
  const given = looksLikePuzzLink(file);
  const text = given ? file : readInput(file, 'FILE');
  const label = given ? 'URL' : file === '-' ? 'stdin' : file;
  try {
    const puzzle = looksLikePuzzLink(text) ? parsePuzzLink(text, k) : parseRegions(text, k);
    return { puzzle, label };
  } catch (e) {
    // The grid's own message, with the file it is about (a URL's messages name the URL).
    if (isPlacerError(e) && e.code === 'bad-regions') {
      throw usage(e.code, given ? e.message : `${label}: ${e.message}`);
    }
    throw e;
  }
}

/** The argument of every regions command that reads a grid. */
export const FILE_ARGUMENT = [
  '[FILE]',
  "the grid: n lines of n region symbols, or a puzz.link Star Battle URL ('-': standard input)",
] as const;

/** The option of every regions command that reads a grid. */
export const STARS_OPTION = [
  '--stars <K>',
  `stars per row, column and region, 1…${MAX_STARS} (default: the file's "stars: K" line or the URL's, else 1)`,
] as const;
