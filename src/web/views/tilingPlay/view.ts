/**
 * The Play a tiling view's entry: the tilings view's problem (its rows, shared), played by hand.
 * A link to it is a puzzle to play: the region and the pieces, no tiling shown.
 */
import { defineView } from '../define.js';
import { TILING_PROBLEM } from '../tilings/view.js';

export const tilingPlayView = defineView({
  id: 'tiling-play',
  label: 'Play a tiling',
  params: TILING_PROBLEM,
});
