/**
 * `--list --offset K` for tilings and exact cover: find where the listing resumes by counting
 * (core's listing indexes: core/tiling/seek.ts, core/cover/coverSeek.ts), with a progress line,
 * then hand back the search that lists on from there (the listing skeleton: ../listing.ts).
 */
import { drive } from '../core/run/drive.js';
import type { Engine, Progress } from '../core/run/engine.js';
import { nodeHost } from '../node/host.js';
import { formatDuration } from '../render/duration.js';
import type { SeekEnd } from './listing.js';
import type { LiveRun } from './progress.js';
import { plural } from '../render/plural.js';

/** A seek for the k-th item of a listing: when done, a cursor to list on from, or null past the end. */
interface ListingSeek<C> extends Engine {
  readonly cursor: C | null;
  readonly unitCounts: readonly (bigint | null)[];
  readonly nodes: number;
}

/** A listing index: seeks, and lists on from a seek's cursor. */
interface ListingIndex<C, S> {
  seek(k: bigint): ListingSeek<C>;
  listFrom(cursor: C): S;
}

export interface SeekedOffset<S> {
  /** The search that lists from item `offset` on, or why there is none. */
  readonly end: SeekEnd<S>;
  /** Nodes spent seeking. */
  readonly nodes: number;
}

/**
 * Seeks item `offset` (0-based) of `index`'s listing. The progress line reads
 * "`what`: seeking `item` K, D/T `units` counted (P%), N nodes, time".
 */
export async function seekOffset<C, S>(
  index: ListingIndex<C, S>,
  offset: number,
  opts: {
    readonly signal: AbortSignal;
    readonly line: { update(text: string): void };
    readonly what: string;
    readonly item: string;
    readonly units: string;
  },
): Promise<SeekedOffset<S>> {
  const seek = index.seek(BigInt(offset));
  const result = await drive(seek, {
    host: nodeHost,
    signal: opts.signal,
    onProgress: (p: Progress, ms: number) => {
      const pct = (100 * (p.fraction ?? 0)).toFixed(1);
      opts.line.update(
        `${opts.what}: seeking ${opts.item} ${offset + 1}, ${p.done}/${p.total} ${opts.units} counted (${pct}%), ` +
          `${plural(p.steps, 'node')}, ${formatDuration(ms / 1000)}`,
      );
    },
  });
  const nodes = seek.nodes;
  if (result === 'cancelled') return { end: { kind: 'cancelled' }, nodes };
  if (seek.cursor === null) {
    const total = seek.unitCounts.reduce<bigint>((a, c) => a + (c ?? 0n), 0n);
    return { end: { kind: 'past-end', total }, nodes };
  }
  return { end: { kind: 'found', search: index.listFrom(seek.cursor) }, nodes };
}

/**
 * The `seek` of a listing command (../listing.ts Listing) for --offset: seeks with the live
 * run's signal and progress line, and tells `spent` the nodes the seek took.
 */
export function offsetSeek<C, S>(
  index: () => ListingIndex<C, S>,
  offset: number,
  words: { readonly what: string; readonly item: string; readonly units: string },
  spent: (nodes: number) => void,
): (live: LiveRun) => Promise<SeekEnd<S>> {
  return async (live) => {
    const seeked = await seekOffset(index(), offset, {
      signal: live.signal,
      line: live.line,
      ...words,
    });
    spent(seeked.nodes);
    return seeked.end;
  };
}
