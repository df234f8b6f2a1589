/**
 * The one skeleton of the listing commands — `queens list`, `tile --list`, `cover --list`, and
 * the first tiling or solution (a listing of one): seek to --offset by counting, list from there,
 * and end in one of four ways: listed (exit 0), cancelled by Ctrl-C or SIGTERM (130), --offset
 * past the end (1), or nothing to list, the "no" answer (1). Each command brings its search, its
 * printing and its words; the order of what goes out, and the outcome, are decided here.
 */
import type { CliContext } from './context.js';
import type { Outcome } from './outcome.js';
import { startLiveRun, type LiveRun } from './progress.js';

/** Where a seek for --offset ended: the search that lists on from there, or why there is none. */
export type SeekEnd<S> =
  | { readonly kind: 'found'; readonly search: S }
  | { readonly kind: 'cancelled' }
  /** The listing has `total` items, so none at the offset (0: it is empty, a "no"). */
  | { readonly kind: 'past-end'; readonly total: bigint };

/** What the listing itself did. */
export interface Listed {
  readonly listed: number;
  readonly cancelled: boolean;
}

/** How a listing command ends, in its words. */
export interface ListingWords<S> {
  /** After Ctrl-C while seeking (`seeking`: nothing printed) or listing, `seconds` in. */
  cancelled(seeking: boolean, seconds: number): string;
  /** --offset past the end of a listing of `total` (> 0) items. */
  pastEnd(total: bigint): string;
  /** The "no" when `search` lists nothing, on standard output (`stdout`) or standard error. */
  none(search: S, seconds: number): { readonly text: string; readonly stdout: boolean };
}

/** One listing command's parts, for runListing. */
export interface Listing<S> {
  /** --quiet and --progress: the progress line on standard error. */
  readonly live: { readonly quiet?: boolean; readonly progress?: boolean };
  /** Seeks --offset; null: the listing starts at its beginning. */
  readonly seek: ((live: LiveRun) => Promise<SeekEnd<S>>) | null;
  /** The search from the beginning. */
  readonly start: () => S;
  /**
   * Lists from `search`, printing as it goes. `live` (its progress line, and its signal: Ctrl-C
   * stops the listing, which then says so) or null: the live run covers the seek only, and the
   * listing runs after it at the reader's pace (queens list, a stream in constant memory).
   */
  readonly list: (search: S, live: LiveRun | null) => Promise<Listed>;
  /** Whether the listing runs under the live run (see `list`). */
  readonly liveWhileListing: boolean;
  /** After the run, cancelled or not (tile --format svg: the drawing of the tilings listed). */
  readonly afterRun?: () => void;
  /** Once the listing is known not cancelled nor past the end (tile -o FILE: writes FILE). */
  readonly commit?: () => void;
  readonly words: ListingWords<S>;
}

/** Runs a listing command (see Listing) to its outcome. */
export async function runListing<S>(ctx: CliContext, l: Listing<S>): Promise<Outcome> {
  const t0 = performance.now();
  const live = startLiveRun(ctx.errIsTTY, l.live);
  let from: SeekEnd<S>;
  let done: Listed | null = null;
  try {
    from = l.seek === null ? { kind: 'found', search: l.start() } : await l.seek(live);
    if (from.kind === 'found') {
      if (!l.liveWhileListing) live.end();
      done = await l.list(from.search, l.liveWhileListing ? live : null);
    }
  } finally {
    live.end();
  }
  const seconds = (performance.now() - t0) / 1000;
  l.afterRun?.();
  if (from.kind === 'cancelled' || done?.cancelled === true) {
    // What was printed goes out before the message, so the message follows it.
    await ctx.out.end();
    ctx.err(l.words.cancelled(from.kind === 'cancelled', seconds));
    return 'interrupted';
  }
  if (from.kind === 'past-end' && from.total > 0n) {
    ctx.err(l.words.pastEnd(from.total));
    return 'no';
  }
  l.commit?.();
  if (done === null || done.listed === 0) {
    // An empty listing (a board or region without solutions) is a "no" answer.
    const no = l.words.none(from.kind === 'found' ? from.search : l.start(), seconds);
    if (no.stdout) ctx.out.line(no.text);
    else ctx.err(no.text);
    await ctx.out.end();
    return 'no';
  }
  await ctx.out.end();
  return 'ok';
}
