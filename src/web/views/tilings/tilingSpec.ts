/**
 * The tiling problem the page's state describes (region painted, pieces and counts) as the
 * TilingSpec a worker rebuilds it from, or why there is none yet. Plain data, no DOM.
 */
import type { TilingSpec } from '../../../core/tiling/spec.js';
import { parseUse, piecesOf, specPieces } from './tilingPieces.js';
import { cellCount, specRegion } from './tilingRegion.js';
import type { PageState } from '../../state/pageState.js';

export function tilingSpecOf(
  st: Pick<PageState, 'region' | 'pieces' | 'pieceFile' | 'use'>,
  source = piecesOf(st.pieces, st.pieceFile),
): TilingSpec | string {
  if (cellCount(st.region) === 0) return 'the region has no cells: paint some';
  if (typeof source === 'string') return source;
  const use = parseUse(st.use);
  const pieces = specPieces(
    st.pieces,
    st.pieceFile,
    source.pieces,
    source.defaults,
    typeof use === 'string' ? new Map() : use,
  );
  if (typeof pieces === 'string') return pieces;
  return { region: specRegion(st.region), ...pieces };
}
