/**
 * The regions view's entry: the grid (`rg`, its text form compacted: regionsGrid.ts), the stars
 * per row, column and region (`rk`, bounded by the grid's side), the player's marks (`rp`,
 * play.ts) and three switches: automatic crosses (`rx`, off unless asked for), letters (`rl`)
 * and hatching patterns (`rh`) on the regions. Another grid clears the marks, and a smaller one
 * keeps as many stars as still fit.
 */
import { defineView } from '../define.js';
import { flag, param, problemWithText, whole } from '../../state/params.js';
import {
  DEFAULT_GRID,
  gridParam,
  gridSide,
  maxStarsFor,
  messageOf,
  parseGridParam,
} from './regionsGrid.js';
import { emptyMarks, marksParam, parseMarksParam } from './play.js';

const regionsGrid = param<'regionsGrid', string>({
  key: 'regionsGrid',
  name: 'rg',
  rank: 100,
  initial: () => DEFAULT_GRID,
  parse: (text) => {
    const read = messageOf(() => parseGridParam(text));
    return typeof read === 'string'
      ? { value: read }
      : { problem: `${problemWithText(read.problem, text)} (using the 8x8 preset)` };
  },
  print: gridParam,
});

type Grid = { readonly regionsGrid: string };
const most = (b: Grid): number => maxStarsFor(gridSide(b.regionsGrid));

const regionsStars = whole<'regionsStars', Grid>({
  key: 'regionsStars',
  name: 'rk',
  rank: 101,
  lo: 1,
  hi: most,
  initial: 1,
});

const regionsMarks = param<'regionsMarks', string, Grid>({
  key: 'regionsMarks',
  name: 'rp',
  rank: 102,
  initial: (b) => emptyMarks(gridSide(b.regionsGrid)),
  parse: (text, _fallback, b) => {
    const read = parseMarksParam(text, gridSide(b.regionsGrid));
    return typeof read === 'string'
      ? { value: read }
      : { problem: `${read.problem} (starting from an empty grid)` };
  },
  // The side is the text's: n² characters.
  print: (text) => marksParam(text, Math.round(Math.sqrt(text.length))),
});

const regionsAuto = flag({ key: 'regionsAuto', name: 'rx', rank: 103, initial: false });
const regionsLetters = flag({ key: 'regionsLetters', name: 'rl', rank: 104, initial: false });
const regionsPatterns = flag({ key: 'regionsPatterns', name: 'rh', rank: 105, initial: false });

export const regionsView = defineView({
  id: 'regions',
  label: 'Regions',
  puzzles: 'Queens regions and Star Battle',
  params: [regionsGrid, regionsStars, regionsMarks, regionsAuto, regionsLetters, regionsPatterns],
  reset: (before, next, patch) => {
    if (next.regionsGrid === before.regionsGrid) return {};
    const out: { regionsMarks?: string; regionsStars?: number } = {};
    if (patch.regionsMarks === undefined) out.regionsMarks = emptyMarks(gridSide(next.regionsGrid));
    if (patch.regionsStars === undefined && next.regionsStars > most(next))
      out.regionsStars = most(next);
    return out;
  },
});
