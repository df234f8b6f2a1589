/** The watch view's entry: the board size and the search played (a walk, or backtracking). */
import { defineView } from '../define.js';
import { boardSize } from '../queensBoard.js';
import { choice } from '../../state/params.js';
import { SEARCHES } from './watch.js';

const search = choice({
  key: 'search',
  name: 'search',
  rank: 30,
  trace: true,
  allowed: SEARCHES,
  initial: 'walk',
});

export const watchView = defineView({
  id: 'watch',
  label: 'Watch the search',
  params: [boardSize, search],
});
