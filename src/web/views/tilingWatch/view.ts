/** The tiling watch view's entry: the tilings view's problem, its search played step by step. */
import { defineView } from '../define.js';
import { TILING_PROBLEM } from '../tilings/view.js';

export const tilingWatchView = defineView({
  id: 'tiling-watch',
  label: 'Watch a tiling',
  params: TILING_PROBLEM,
});
