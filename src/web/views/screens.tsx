/**
 * Each registered view's component, by id: the DOM half of the view registry (views/index.ts
 * holds the plain-data half that the URL's tests read in Node). A view without a component here
 * does not compile.
 */
import type { ComponentType } from 'preact';
import type { ViewId } from './index.js';
import { PlacementsView } from './placements/PlacementsView.js';
import { PlayView } from './play/PlayView.js';
import { OneView } from './one/OneView.js';
import { WatchView } from './watch/WatchView.js';
import { TilingsView } from './tilings/TilingsView.js';
import { CoverView } from './cover/CoverView.js';
import { TilingWatchView } from './tilingWatch/TilingWatchView.js';
import { CalendarView } from './calendar/CalendarView.js';
import { TilingPlayView } from './tilingPlay/TilingPlayView.js';
import { KingsView } from './kings/KingsView.js';
import { RegionsView } from './regions/RegionsView.js';

export const SCREENS: { readonly [Id in ViewId]: ComponentType } = {
  placements: PlacementsView,
  watch: WatchView,
  one: OneView,
  play: PlayView,
  tilings: TilingsView,
  'tiling-watch': TilingWatchView,
  cover: CoverView,
  kings: KingsView,
  regions: RegionsView,
  calendar: CalendarView,
  'tiling-play': TilingPlayView,
};
