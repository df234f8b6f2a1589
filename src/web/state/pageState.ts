/**
 * What the page's state is: the rows every view shares (the view shown, and the player's step
 * and speed in the current view's trace) and each registered view's own rows
 * (views/index.ts), as one table in URL order, and the state type derived from them.
 */
import { choice, whole, param, type AnyParam, type StateOf } from './params.js';
import { DEFAULT_SPEED, MAX_STEP, parseSpeed, speedParam } from './playback.js';
import { quoted } from '../../core/text.js';
import { VIEW_REGISTRY, VIEWS, type RegisteredView, type ViewId } from '../views/index.js';

const view = choice<'view', ViewId>({
  key: 'view',
  name: 'view',
  rank: 0,
  trace: true,
  allowed: VIEWS,
  initial: VIEWS[0],
  says: 'showing',
});

/** The player's speed stop (playback.ts). */
const speed = param({
  key: 'speed',
  name: 'speed',
  rank: 50,
  problemRank: 30.2,
  initial: () => DEFAULT_SPEED,
  parse: (text, fallback) => {
    const stop = parseSpeed(text);
    return stop === null
      ? {
          problem: `must be 0.5, 1, 2, 4, 8, 16, 32, 64 or max, got ${quoted(text)} (using ${speedParam(fallback)})`,
        }
      : { value: stop };
  },
  print: speedParam,
});

/** The player's position in the current view's trace (steps played); 0 when the view changes. */
const step = whole({
  key: 'step',
  name: 'step',
  rank: 51,
  problemRank: 30.1,
  lo: 0,
  hi: MAX_STEP,
  initial: 0,
});

const SHARED = [view, speed, step] as const;

type PageParam = (typeof SHARED)[number] | RegisteredView['params'][number];

/** The page's state: one field per row of every view, and the shared ones. */
export type PageState = StateOf<PageParam>;

/** Every row once (views share some), in rank order: the URL's order. */
export const PAGE_PARAMS: readonly AnyParam[] = pageParams();

function pageParams(): AnyParam[] {
  const rows = new Set<AnyParam>(SHARED);
  for (const v of VIEW_REGISTRY) for (const p of v.params) rows.add(p);
  return [...rows].sort((a, b) => a.rank - b.rank);
}
