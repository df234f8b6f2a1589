/** The listing skeleton's ends: outcome, words, and the order of what goes out. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LineWriter } from '../node/output.js';
import type { CliContext } from './context.js';
import { runListing, type Listing, type SeekEnd } from './listing.js';

/** A context whose stdout and stderr write into one log, in the order they reach the streams. */
function logged(): { ctx: CliContext; log: string[] } {
  const log: string[] = [];
  const out = new LineWriter((data, offset, length) => {
    const text = Buffer.from(data.subarray(offset, offset + length)).toString('utf8');
    for (const l of text.split('\n').slice(0, -1)) log.push(`out ${l}`);
    return length;
  });
  const ctx: CliContext = {
    out,
    err: (line) => log.push(`err ${line}`),
    color: false,
    errIsTTY: false,
  };
  return { ctx, log };
}

/** A listing of `items` whose search is the item list itself; `seek` and more as given. */
function listing(
  ctx: CliContext,
  items: string[],
  more: Partial<Listing<string[]>> & { cancelAfter?: number } = {},
): Listing<string[]> {
  return {
    live: { quiet: true },
    seek: null,
    start: () => items,
    liveWhileListing: true,
    list: async (search) => {
      let listed = 0;
      for (const item of search) {
        if (listed === more.cancelAfter) return { listed, cancelled: true };
        ctx.out.line(item);
        listed++;
      }
      return { listed, cancelled: false };
    },
    words: {
      cancelled: (seeking) => (seeking ? 'cancelled seeking' : 'cancelled listing'),
      pastEnd: (total) => `past the end of ${total}`,
      none: (search) => ({ text: `none in ${search.length}`, stdout: true }),
    },
    ...more,
  };
}

test('a listing prints its items and answers ok', async () => {
  const { ctx, log } = logged();
  assert.equal(await runListing(ctx, listing(ctx, ['a', 'b'])), 'ok');
  assert.deepEqual(log, ['out a', 'out b']);
});

test('cancelled while listing: what was printed goes out before the message', async () => {
  const { ctx, log } = logged();
  const outcome = await runListing(ctx, listing(ctx, ['a', 'b', 'c'], { cancelAfter: 2 }));
  assert.equal(outcome, 'interrupted');
  assert.deepEqual(log, ['out a', 'out b', 'err cancelled listing']);
});

test('cancelled while seeking: nothing listed, the seek says so', async () => {
  const { ctx, log } = logged();
  const seek = async (): Promise<SeekEnd<string[]>> => ({ kind: 'cancelled' });
  assert.equal(await runListing(ctx, listing(ctx, ['a'], { seek })), 'interrupted');
  assert.deepEqual(log, ['err cancelled seeking']);
});

test('past the end: a "no" on stderr, and nothing committed', async () => {
  const { ctx, log } = logged();
  let committed = false;
  const seek = async (): Promise<SeekEnd<string[]>> => ({ kind: 'past-end', total: 5n });
  const l = listing(ctx, ['a'], { seek, commit: () => (committed = true) });
  assert.equal(await runListing(ctx, l), 'no');
  assert.deepEqual(log, ['err past the end of 5']);
  assert.equal(committed, false);
});

test('an empty listing is the "no" of the search from the start, after the commit', async () => {
  const { ctx, log } = logged();
  const seek = async (): Promise<SeekEnd<string[]>> => ({ kind: 'past-end', total: 0n });
  const l = listing(ctx, [], { seek, commit: () => ctx.err('committed') });
  assert.equal(await runListing(ctx, l), 'no');
  assert.deepEqual(log, ['err committed', 'out none in 0']);
  const { ctx: ctx2, log: log2 } = logged();
  const quiet = listing(ctx2, []);
  const l2: Listing<string[]> = {
    ...quiet,
    words: { ...quiet.words, none: () => ({ text: 'no', stdout: false }) },
  };
  assert.equal(await runListing(ctx2, l2), 'no');
  assert.deepEqual(log2, ['err no']);
});

test('a seek hands the listing its search; liveWhileListing false lists with no live run', async () => {
  const { ctx, log } = logged();
  let live: unknown = 'unset';
  const seek = async (): Promise<SeekEnd<string[]>> => ({ kind: 'found', search: ['c', 'd'] });
  const base = listing(ctx, ['a', 'b', 'c', 'd'], { seek, liveWhileListing: false });
  const l: Listing<string[]> = {
    ...base,
    list: async (search, l) => {
      live = l;
      return base.list(search, l);
    },
  };
  assert.equal(await runListing(ctx, l), 'ok');
  assert.equal(live, null);
  assert.deepEqual(log, ['out c', 'out d']);
});
