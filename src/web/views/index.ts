/**
 * The page's views, in tab order: a new view is a folder of its own with a view.ts entry
 * (define.ts) and its line here, and its component's line in screens.tsx. The tab bar, the URL's
 * parameters (state/url.ts), the page's state type and the rules of a change of state
 * (state/page.ts) are all read from this list.
 */
import { placementsView } from './placements/view.js';
import { watchView } from './watch/view.js';
import { oneView } from './one/view.js';
import { playView } from './play/view.js';
import { tilingsView } from './tilings/view.js';
import { tilingWatchView } from './tilingWatch/view.js';
import { calendarView } from './calendar/view.js';
import { tilingPlayView } from './tilingPlay/view.js';
import { coverView } from './cover/view.js';
import { kingsView } from './kings/view.js';
import { regionsView } from './regions/view.js';

export const VIEW_REGISTRY = [
  placementsView,
  watchView,
  oneView,
  playView,
  tilingsView,
  tilingWatchView,
  coverView,
  kingsView,
  regionsView,
  calendarView,
  tilingPlayView,
] as const;

export type RegisteredView = (typeof VIEW_REGISTRY)[number];
export type ViewId = RegisteredView['id'];

/** The views' ids, in tab order. */
export const VIEWS: readonly ViewId[] = VIEW_REGISTRY.map((v) => v.id);
