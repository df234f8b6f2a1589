/** The kings commands' BOARD argument and --kings option, as a checked board (core/kings). */
import { checkKingsBoard, MAX_KINGS_SIDE, type KingsBoard } from '../../core/kings/board.js';
import { parseIntArg, quoteArg } from '../args.js';
import { usage } from '../errors.js';

/** `WxH` (W columns, H rows, as `placer tile` names a box) and the number of kings. */
export function parseKingsBoard(text: string | undefined, kings: string | undefined): KingsBoard {
  const allowed = `WxH (columns x rows, each 1…${MAX_KINGS_SIDE}), such as 8x8`;
  if (text === undefined) throw usage('missing-argument', `BOARD is missing: give ${allowed}`);
  const m = /^([0-9]{1,2})x([0-9]{1,2})$/.exec(text);
  const cols = m === null ? NaN : Number(m[1]);
  const rows = m === null ? NaN : Number(m[2]);
  const side = (v: number) => v >= 1 && v <= MAX_KINGS_SIDE;
  if (!side(cols) || !side(rows)) {
    throw usage('bad-board', `BOARD must be ${allowed}, got ${quoteArg(text)}`);
  }
  const k = parseIntArg('--kings', kings, 0, Math.ceil(rows / 2) * Math.ceil(cols / 2));
  const board = { rows, cols, kings: k };
  checkKingsBoard(board);
  return board;
}
