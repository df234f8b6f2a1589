/**
 * `placer tile REGION --check FILE`: is the drawing in FILE ('-': standard input) a tiling of
 * REGION with the pieces? FILE holds what `placer tile` prints (one tiling, or `--list`'s
 * tilings separated by blank lines). Exit 0 when every one is valid, 1 when one is not (the
 * answer says why, naming the cell or piece), 2 when FILE cannot be read as drawings.
 */
import { checkTilingDrawing, splitDrawings } from '../../core/tiling/checkDrawing.js';
import type { PieceCount } from '../../core/tiling/pieceSets.js';
import type { Region } from '../../core/tiling/region.js';
import type { Outcome } from '../outcome.js';
import { readInput } from '../readInput.js';
import type { Sink } from './sink.js';

export interface TileCheck {
  readonly file: string;
  readonly region: Region;
  readonly label: string;
  readonly kinds: readonly PieceCount[];
  readonly piecesText: string;
  readonly json: boolean;
}

export function tileCheck(sink: Sink, a: TileCheck): Outcome {
  const where = a.file === '-' ? 'stdin' : a.file;
  const drawings = splitDrawings(readInput(a.file, '--check'), where, a.region.depth);
  let bad: { index: number; reason: string } | null = null;
  for (const [i, rows] of drawings.entries()) {
    const reason = checkTilingDrawing(a.region, a.kinds, rows, where);
    if (reason !== null) {
      bad = { index: i + 1, reason };
      break;
    }
  }
  const n = drawings.length;
  const which = (k: number): string => (n === 1 ? '' : `tiling ${k} of ${n}: `);
  if (a.json) {
    sink.line(
      JSON.stringify(
        bad === null
          ? { valid: true, tilings: n }
          : { valid: false, tilings: n, index: bad.index, reason: bad.reason },
      ),
    );
  } else if (bad === null) {
    sink.line(`valid: ${n === 1 ? 'a tiling' : `${n} tilings`} of ${a.label} with ${a.piecesText}`);
  } else {
    sink.line(`not a tiling of ${a.label}: ${which(bad.index)}${bad.reason}`);
  }
  sink.finish();
  return bad === null ? 'ok' : 'no';
}
