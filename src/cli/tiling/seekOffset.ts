/**
 * `--list --offset K` for tilings and exact cover: find where the listing resumes by counting
 * (core's listing indexes: core/tiling/seek.ts, core/cover/coverSeek.ts), with a progress line,
 * then hand back the search that lists on from there.
 */
import { drive, type DriveOutcome } from '../../core/run/drive.js';
import type { Engine, Progress } from '../../core/run/engine.js';
import { nodeHost } from '../../node/host.js';
import { formatDuration } from '../../render/duration.js';

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
  readonly result: DriveOutcome;
  /** The search that lists from item `offset` on; null when cancelled or past the end. */
  readonly search: S | null;
  /** The listing's length, when `offset` is past its end. */
  readonly pastEnd: bigint | null;
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
          `${p.steps} nodes, ${formatDuration(ms / 1000)}`,
      );
    },
  });
  let search: S | null = null;
  let pastEnd: bigint | null = null;
  if (result === 'done') {
    if (seek.cursor === null) pastEnd = seek.unitCounts.reduce<bigint>((a, c) => a + (c ?? 0n), 0n);
    else search = index.listFrom(seek.cursor);
  }
  return { result, search, pastEnd, nodes: seek.nodes };
}
