/**
 * Turns rows of ../shared/reference/tilings.tsv into regions and piece sets. An unknown region or
 * piece description throws, so a new reference row cannot be skipped silently.
 */
import {
  isPieceSetName,
  pieceSet,
  selectPieces,
  type PieceCount,
} from '../../src/core/tiling/pieceSets.js';
import {
  parseRectangleSpec,
  parseRegionPicture,
  type Region,
} from '../../src/core/tiling/region.js';

export function referenceRegion(text: string): Region {
  const rect = parseRectangleSpec(text);
  if (rect) return rect;
  const hole = /^(\d+)x\1 with the central 2x2 hole$/.exec(text);
  if (hole) {
    const n = Number(hole[1]);
    const rows: string[] = [];
    for (let r = 0; r < n; r++) {
      let s = '';
      for (let c = 0; c < n; c++) {
        const mid = (r === n / 2 - 1 || r === n / 2) && (c === n / 2 - 1 || c === n / 2);
        s += mid ? '#' : '.';
      }
      rows.push(s);
    }
    return parseRegionPicture(rows.join('\n'));
  }
  throw new Error(`reference region not understood: ${text}`);
}

export function referencePieces(text: string): PieceCount[] {
  const name = text.replace(/ /g, '-');
  if (!isPieceSetName(name)) throw new Error(`reference pieces not understood: ${text}`);
  return selectPieces(pieceSet(name), new Map(), []);
}

/** CLI arguments for a reference row: REGION (WxH or a picture file written by the caller). */
export function referencePieceArg(text: string): string {
  return text.replace(/ /g, '-');
}
