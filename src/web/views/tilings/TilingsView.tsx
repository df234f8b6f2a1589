/**
 * Tilings: a region (presets, the painter, a text picture pasted, opened or downloaded) and
 * pieces (a set or a piece file, a count per piece); what rules a tiling out, in the CLI's words,
 * before any search; the first tiling; the count (total and distinct) on the worker pool with
 * its progress and Cancel; the distinct tilings by number (random access from the units'
 * counts), each drawn with colours and letters, its orbit and, on demand, its symmetric images;
 * SVG and PNG export. Region, pieces and tiling number are in the URL. The work is in session.ts;
 * each panel is a file of its own (RegionPanel, PiecePicker, CheckPanel, CountPanel, TilingPanel).
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { TilingSpec } from '../../../core/tiling/spec.js';
import type { Copies } from '../../../core/tiling/pieceSets.js';
import { parseUse, piecesOf } from './tilingPieces.js';
import { tilingSpecOf } from './tilingSpec.js';
import { cellCount, depthOf } from './tilingRegion.js';
import { page, update } from '../../store.js';
import { PiecePicker } from './PiecePicker.js';
import { specKey, TilingsSession } from './session.js';
import { pageWorkers } from '../../workers/spawn.js';
import { RegionPanel } from './RegionPanel.js';
import { CheckPanel } from './CheckPanel.js';
import { CountPanel } from './CountPanel.js';
import { TilingPanel } from './TilingPanel.js';

/** The view's live work, kept while the page lives (a count runs on while another view shows). */
const session = new TilingsSession(pageWorkers());

export function TilingsView() {
  const st = page.value;
  const grid = st.region;
  const source = useMemo(() => piecesOf(st.pieces, st.pieceFile), [st.pieces, st.pieceFile]);
  const parsedUse = parseUse(st.use);
  const use = typeof parsedUse === 'string' ? new Map<string, Copies>() : parsedUse;
  const made = tilingSpecOf(st, source);
  const spec: TilingSpec | null = typeof made === 'string' ? null : made;
  const cells = cellCount(grid);
  const pieceProblem = typeof made === 'string' && cells > 0 ? made : null;
  const key = spec === null ? null : specKey(spec);
  useEffect(() => session.follow(spec, st.tiling), [key, st.tiling]);
  const f = session.facts.value;
  const ready = f.status === 'done' && f.key === key ? f.facts : null;
  const label = st.pieces === 'file' ? 'piece file' : st.pieces;
  const [sidesOk, setSidesOk] = useState(true);
  return (
    <section aria-labelledby="view-title" class="tilings">
      <h2 id="view-title">Tilings</h2>
      <p class="lead">
        Paint a region (or a box of layers, for polycubes: Soma, Bedlam), choose the pieces, and
        tile it: the first tiling, how many there are, and any distinct one by its number.
      </p>
      <div class="columns tilings-columns">
        <div>
          <RegionPanel
            grid={grid}
            symmetries={ready?.symmetries ?? null}
            onSidesValid={setSidesOk}
          />
          <PiecePicker
            source={st.pieces}
            file={st.pieceFile}
            pieces={typeof source === 'string' ? [] : source.pieces}
            defaults={typeof source === 'string' ? new Map() : source.defaults}
            use={use}
            problem={pieceProblem}
            onSource={(pieces) => update({ pieces, use: '' })}
            onFile={(pieceFile) => update({ pieceFile, use: '' })}
            onUse={(u) => update({ use: u })}
          />
        </div>
        {/* The results: first on a narrow screen (tilings.css), the tiling a link is about on top. */}
        <div class="tilings-results">
          {cells === 0 && <p class="problem-line">The region has no cells: paint some.</p>}
          {spec !== null && <CheckPanel session={session} grid={grid} spec={spec} label={label} />}
          {spec !== null && ready !== null && ready.impossible === null && (
            <>
              <CountPanel
                session={session}
                spec={spec}
                f={ready}
                disabled={!sidesOk}
                depth={depthOf(grid)}
              />
              <TilingPanel session={session} spec={spec} grid={grid} which={st.tiling} />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
