/**
 * `placer tile REGION` and `tile --list`: the first tiling, or every tiling from any --offset
 * (found by counting: seekOffset.ts), through the listing skeleton (../listing.ts), drawn as
 * text, JSON lines, one SVG or one STL model, to standard output or -o FILE (binary STL: to FILE).
 */
import { drive } from '../../core/run/drive.js';
import type { TilingProblem } from '../../core/tiling/problem.js';
import { TilingListingIndex, type TilingListing } from '../../core/tiling/seek.js';
import type { TilingSearch } from '../../core/tiling/tile.js';
import { checkTiling } from '../../core/tiling/validate.js';
import { nodeHost } from '../../node/host.js';
import { formatDuration } from '../../render/duration.js';
import { tilingDrawing } from '../../render/tiling/tiling.js';
import { tilingJson } from '../../render/tiling/tilingJson.js';
import { renderTilingSvg } from '../../render/tiling/tilingSvg.js';
import { packingOf } from '../../render/tiling/polycubePacking.js';
import { polycubeSheetSvg } from '../../render/tiling/polycubeSvg.js';
import { polycubeStlAscii, polycubeStlBinary } from '../../render/tiling/polycubeStl.js';
import { writeFileAtomic } from '../../node/files.js';
import { renderTilingText } from '../../render/tiling/tilingText.js';
import { noTilingWords } from '../../render/tiling/tilingWords.js';
import type { CliContext } from '../context.js';
import { runListing } from '../listing.js';
import type { Outcome } from '../outcome.js';
import { offsetSeek } from '../seekOffset.js';
import { Sink } from './sink.js';
import { plural } from '../../render/plural.js';

export interface TileListArgs {
  readonly problem: TilingProblem;
  readonly label: string;
  readonly listing: TilingListing;
  /** Builds the listing index, with core's conditions worded as the command's options. */
  readonly index: (build: () => TilingListingIndex) => TilingListingIndex;
  readonly format: 'text' | 'json' | 'svg' | 'stl' | 'stl-binary';
  /** With an STL format: the pieces moved apart. */
  readonly exploded?: boolean;
  /** --list (else the first tiling alone). */
  readonly list: boolean;
  readonly limit: number;
  /** --offset K; null: none given. */
  readonly offset: number | null;
  readonly output: string | undefined;
  readonly quiet?: boolean;
  readonly progress?: boolean;
}

export async function tileList(ctx: CliContext, a: TileListArgs): Promise<Outcome> {
  const { problem, label, format, output } = a;
  // A listing (the first tiling is one too) reads from any offset through its index.
  const index = a.index(() => new TilingListingIndex(problem, a.listing));
  const sink = new Sink(ctx, output);
  const svgDrawings: ReturnType<typeof tilingDrawing>[] = [];
  const svgCaptions: string[] = [];
  /** --format stl-binary: the model, written to -o FILE at the end. */
  let binary: Uint8Array | null = null;
  const wanted = a.list ? a.limit : 1;
  /** Tilings before the first one printed (--offset). */
  const first = a.offset ?? 0;
  /** Nodes spent seeking (--offset). */
  let seekNodes = 0;
  let listed = 0;
  const emit = (search: TilingSearch): void => {
    const bad = checkTiling(problem, search.tiling);
    if (bad !== null) throw new Error(`engine produced an invalid tiling: ${bad}`);
    listed++;
    if (format === 'json') {
      const extra = a.list
        ? { index: first + listed, orbit: search.orbitSize, canonical: search.canonical }
        : { orbit: search.orbitSize };
      sink.line(JSON.stringify(tilingJson(problem, search.tiling, extra)));
    } else if (format === 'svg' || format === 'stl' || format === 'stl-binary') {
      svgDrawings.push(tilingDrawing(problem, search.tiling));
      svgCaptions.push(`#${first + listed}`);
    } else {
      if (a.list && listed > 1) sink.line('');
      const color = ctx.color && output === undefined;
      sink.line(renderTilingText(tilingDrawing(problem, search.tiling), { color }));
    }
  };
  const offset = a.offset;
  return runListing<TilingSearch>(ctx, {
    live: a,
    // Finds where the listing resumes by counting, then lists from there.
    seek:
      offset === null
        ? null
        : offsetSeek(
            () => index,
            offset,
            { what: `tile ${label}`, item: 'tiling', units: 'sub-problems' },
            (nodes) => (seekNodes = nodes),
          ),
    start: () => index.listFrom(),
    liveWhileListing: true,
    list: async (search, live) => {
      const result = await drive(search, {
        host: nodeHost,
        signal: live?.signal,
        onFound: () => {
          emit(search);
          return listed < wanted;
        },
        // The driver calls this at most every 250 ms (its default progressEveryMs).
        onProgress: (p, ms) => {
          const pct = (100 * (p.fraction ?? 0)).toFixed(1);
          live?.line.update(
            `tile ${label}: ${p.done}/${p.total} sub-problems (${pct}%), ` +
              `${plural(p.found ?? 0n, 'tiling')}, ${plural(p.steps, 'node')}, ${formatDuration(ms / 1000)}`,
          );
        },
      });
      return { listed, cancelled: result === 'cancelled' };
    },
    afterRun: () => {
      if (svgDrawings.length === 0) return;
      if (format === 'stl' || format === 'stl-binary') {
        const packing = packingOf(svgDrawings[0]);
        const stl = { name: `placer-${label}`, explode: a.exploded ? 0.5 : 0 };
        if (format === 'stl') {
          for (const l of polycubeStlAscii(packing, stl).trimEnd().split('\n')) sink.line(l);
        } else binary = polycubeStlBinary(packing, stl);
        return;
      }
      if (format !== 'svg') return;
      const opts = {
        title: `${label}: ${svgDrawings.length} tiling${svgDrawings.length === 1 ? '' : 's'}`,
        captions: svgDrawings.length > 1 ? svgCaptions : undefined,
      };
      // A packing in 3-D is drawn in 3-D (its layers are the text format's).
      const svg =
        svgDrawings[0].depth > 1
          ? polycubeSheetSvg(svgDrawings.map(packingOf), opts)
          : renderTilingSvg(svgDrawings, opts);
      for (const l of svg.trimEnd().split('\n')) sink.line(l);
    },
    commit: () => {
      if (binary !== null && output !== undefined) writeFileAtomic(output, binary, '-o');
      else sink.finish();
      if (output !== undefined && !a.quiet) ctx.err(`wrote ${output}`);
    },
    words: {
      // A partial result never replaces the file: it stays as it was (or absent).
      cancelled: (_seeking, seconds) =>
        output !== undefined
          ? `cancelled after ${formatDuration(seconds)}: '${output}' not written (left as it was)`
          : `cancelled after ${formatDuration(seconds)}`,
      pastEnd: (total) =>
        `--offset ${offset}: past the end, the listing has ${plural(total, a.listing.distinct ? 'distinct tiling' : 'tiling')}`,
      // A search for a tiling or a listing that finds none answers "no" (exit 1): on standard
      // output in text, where the tilings would have been, and on standard error when stdout
      // is JSON or SVG.
      none: (search, seconds) => ({
        text:
          search.proof !== null
            ? noTilingWords(search.proof)
            : `no tiling exists (${plural(search.nodes + seekNodes, 'node')}, ${formatDuration(seconds)})`,
        stdout: format === 'text' && output === undefined,
      }),
    },
  });
}
