/**
 * Tilings: a region (presets, the painter, a text picture pasted, opened or downloaded) and
 * pieces (a set or a piece file, a count per piece); what rules a tiling out, in the CLI's words,
 * before any search; the first tiling; the count (total and distinct) on the worker pool with
 * its progress and Cancel; the distinct tilings by number (random access from the units'
 * counts), each drawn with colours and letters, its orbit and, on demand, its symmetric images;
 * SVG and PNG export. Region, pieces and tiling number are in the URL. The work is in session.ts.
 */
import { CountControls, countedWords } from '../../app/CountControls.js';
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { TargetedEvent } from 'preact';
import type { TilingPlanResult } from '../../../core/protocol.js';
import type { TilingSpec } from '../../../core/tiling/spec.js';
import type { Copies } from '../../../core/tiling/pieceSets.js';
import { orbitWords } from '../../../render/counts.js';
import { renderTilingSvg } from '../../../render/tilingSvg.js';
import {
  classGroupWords,
  engineWords,
  noTilingWords,
  piecesWords,
  regionWords,
} from '../../../render/tilingWords.js';
import { ExportButtons } from '../../board/ExportButtons.js';
import { download } from '../../board/export.js';
import { tilingImages } from './tilingImages.js';
import { tilingProgressWords } from './tilingCount.js';
import { parseUse, piecesArgs, piecesOf } from './tilingPieces.js';
import { tilingSpecOf } from './tilingSpec.js';
import { GoToNumber } from '../../app/GoToNumber.js';
import { WholeField } from '../../app/WholeField.js';
import {
  boxName,
  cellCount,
  depthOf,
  gridRows,
  layerOf,
  MAX_LAYERS,
  MAX_PAINT_SIDE,
  withLayer,
  parsePicture,
  pictureText,
  presetChoice,
  REGION_PRESETS,
  resizeGrid,
  type PaintGrid,
} from './tilingRegion.js';
import { hrefFor, page, theme, update } from '../../store.js';
import { PolycubePicture } from './PolycubeView.js';
import { PiecePicker } from './PiecePicker.js';
import { RegionPainter } from './RegionPainter.js';
import {
  cancel,
  countRun,
  facts,
  follow,
  shown,
  specKey,
  start,
  stopTiling,
  type Which,
} from './session.js';
import { TilingPicture } from './TilingPicture.js';
import { nounFor } from '../../../render/plural.js';

const nf = new Intl.NumberFormat('en-US');

/** How the region is named: "6x10" or "3x3x3" for a box, else its picture file's name. */
function regionLabel(g: PaintGrid): string {
  return cellCount(g) === g.cells.length ? boxName(g) : 'region.txt';
}

function RegionPanel(props: {
  grid: PaintGrid;
  symmetries: number | null;
  /** Whether both side fields hold a side the painter takes (Count is off while not). */
  onSidesValid: (ok: boolean) => void;
}) {
  const { grid, symmetries, onSidesValid } = props;
  const [sidesOk, setSidesOk] = useState({ width: true, height: true, depth: true });
  useEffect(
    () => onSidesValid(sidesOk.width && sidesOk.height && sidesOk.depth),
    [sidesOk.width, sidesOk.height, sidesOk.depth],
  );
  const [text, setText] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const usePicture = (t: string, where: string) => {
    const g = parsePicture(t, where);
    if (typeof g === 'string') setProblem(g);
    else {
      setProblem(null);
      setText(null);
      update({ region: g });
    }
  };
  const openFile = (e: TargetedEvent<HTMLInputElement>) => {
    const f = e.currentTarget.files?.[0];
    if (f !== undefined) void f.text().then((t) => usePicture(t, f.name));
  };
  const size = (w: number, h: number, d = depthOf(grid)) =>
    update({ region: resizeGrid(grid, w, h, d) });
  const cells = cellCount(grid);
  const depth = depthOf(grid);
  const [layer, setLayer] = useState(0);
  const z = Math.min(layer, depth - 1);
  return (
    <section class="panel" aria-labelledby="region-title">
      <h3 id="region-title">Region</h3>
      <div class="controls">
        <label>
          Preset
          <select
            value=""
            onChange={(e) => {
              const choice = presetChoice(e.currentTarget.value);
              if (choice !== null) update(choice);
            }}
          >
            <option value="">choose…</option>
            {REGION_PRESETS.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
          </select>
        </label>
        <WholeField
          id="region-width"
          resetOn={grid}
          label="Width"
          class="side-field"
          value={grid.width}
          lo={1}
          hi={MAX_PAINT_SIDE}
          onChange={(w) => size(w, grid.height)}
          onValid={(width) => setSidesOk((v) => ({ ...v, width }))}
        />
        <WholeField
          id="region-height"
          resetOn={grid}
          label="Height"
          class="side-field"
          value={grid.height}
          lo={1}
          hi={MAX_PAINT_SIDE}
          onChange={(h) => size(grid.width, h)}
          onValid={(height) => setSidesOk((v) => ({ ...v, height }))}
        />
        <WholeField
          id="region-depth"
          resetOn={grid}
          label="Layers"
          class="side-field"
          value={depth}
          lo={1}
          hi={MAX_LAYERS}
          onChange={(d) => size(grid.width, grid.height, d)}
          onValid={(ok) => setSidesOk((v) => ({ ...v, depth: ok }))}
        />
        <button
          type="button"
          onClick={() =>
            update({
              region: resizeGrid(
                { ...grid, cells: new Uint8Array(grid.cells.length).fill(1) },
                grid.width,
                grid.height,
                depth,
              ),
            })
          }
        >
          Fill
        </button>
      </div>
      {depth > 1 && (
        <div class="controls" data-testid="layer-choice">
          <label>
            Paint layer
            <select value={String(z)} onChange={(e) => setLayer(Number(e.currentTarget.value))}>
              {Array.from({ length: depth }, (_, i) => (
                <option key={i} value={String(i)}>
                  {i + 1}
                  {i === 0 ? ' (bottom)' : i === depth - 1 ? ' (top)' : ''}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      <RegionPainter
        grid={depth > 1 ? layerOf(grid, z) : grid}
        onChange={(g) => update({ region: depth > 1 ? withLayer(grid, z, g) : g })}
      />
      <p class="region-facts" data-testid="region-facts">
        {depth > 1
          ? `${grid.width}×${grid.height}×${depth} grid, ${depth} layers`
          : `${grid.width}×${grid.height} grid`}
        , {nf.format(cells)} cell{cells === 1 ? '' : 's'}
        {symmetries !== null && `, ${symmetries} symmetr${symmetries === 1 ? 'y' : 'ies'}`}.{' '}
        {depth > 1
          ? `Press or drag to toggle cells of layer ${z + 1}, or edit the layers as text below.`
          : 'Press or drag to toggle cells.'}
      </p>
      <details>
        <summary>
          Text picture ('.' cell, '#' hole, a blank line between layers: what placer tile reads)
        </summary>
        <textarea
          class="picture-text"
          rows={Math.min(16, gridRows(grid).length + 1)}
          spellcheck={false}
          aria-label="Region picture"
          value={text ?? pictureText(grid)}
          onInput={(e) => setText(e.currentTarget.value)}
        />
        <div class="controls">
          <button
            type="button"
            onClick={() => usePicture(text ?? pictureText(grid), 'pasted picture')}
          >
            Use this picture
          </button>
          <button
            type="button"
            onClick={() =>
              download('region.txt', new Blob([pictureText(grid)], { type: 'text/plain' }))
            }
          >
            Download picture
          </button>
          <label>
            Open a picture file
            <input type="file" accept=".txt,text/plain" onChange={openFile} />
          </label>
        </div>
        {problem !== null && (
          <p class="problem-line" role="alert">
            {problem}
          </p>
        )}
      </details>
    </section>
  );
}

/** What the CLI would be asked for the same count. */
function cliLine(grid: PaintGrid, spec: TilingSpec): string {
  const args = piecesArgs('set' in spec.pieces ? spec.pieces.set : 'file', spec.select);
  return `placer tile ${regionLabel(grid)}${args === '' ? '' : ' ' + args} --count`;
}

function CheckPanel({ grid, spec, label }: { grid: PaintGrid; spec: TilingSpec; label: string }) {
  const f = facts.value;
  if (f.status === 'idle') return null;
  if (f.status === 'running')
    return (
      <p class="status" data-testid="check">
        Checking the region and pieces in a worker…
      </p>
    );
  if (f.status === 'failed')
    return (
      <p class="problem-line" role="alert" data-testid="check">
        {f.message}
      </p>
    );
  const x = f.facts;
  return (
    <section class="panel" aria-labelledby="check-title">
      <h3 id="check-title">Before any search</h3>
      <pre class="cli-words" data-testid="check-words">
        {`region       ${regionWords(regionLabel(grid), x.cells, x.symmetries)}\n`}
        {`pieces       ${piecesWords(x.kinds, label)}`}
      </pre>
      {x.impossible !== null ? (
        <p class="proof" role="status" data-testid="proof" data-code={x.impossible.code}>
          {noTilingWords(x.impossible.message)}
        </p>
      ) : (
        <p class="status" data-testid="check">
          The area check and the chessboard colouring allow a tiling: {nf.format(x.placements)}{' '}
          placements; the count uses {engineWords({ ...x, subproblems: x.units.length })}.
        </p>
      )}
      <p class="keys">
        The same on the command line: <code>{cliLine(grid, spec)}</code>
        {x.impossible === null && (
          <>
            {' '}
            <a href={hrefFor({ view: 'tiling-watch' })}>Watch the search step by step</a>
          </>
        )}
      </p>
    </section>
  );
}

function CountPanel(props: {
  spec: TilingSpec;
  f: TilingPlanResult;
  disabled: boolean;
  depth: number;
}) {
  const { spec, f, disabled, depth } = props;
  const run = countRun.value;
  const key = specKey(spec);
  const mine = run.status !== 'idle' && run.key === key;
  const done = mine && run.status === 'done';
  // A 3-D count's class group, as `placer tile --count` words it (the worker's facts).
  const group =
    depth > 1 && done ? { symmetries: f.group.size, reflections: f.group.reflections } : null;
  let line = '';
  if (!mine) line = 'Press Count to count every tiling, total and distinct, on the worker pool.';
  else if (run.status === 'running' || run.status === 'cancelled') {
    const p = run.progress;
    // A cancelled count's figures are its finished units' (the units under way are dropped).
    const shown = p !== null && run.status === 'cancelled' ? { ...p, running: undefined } : p;
    const words =
      shown === null ? 'starting' : tilingProgressWords(shown, performance.now() - run.t0);
    line =
      run.status === 'running'
        ? `Counting on ${run.threads} worker${run.threads === 1 ? '' : 's'}: ${words}.`
        : `Cancelled: ${p === null ? 'nothing counted' : `${words.replace(/, about .*$/, '')} (partial)`}.`;
  } else if (run.status === 'failed') line = `The count failed: ${run.message}`;
  else if (run.status === 'done') line = countedWords(run.ms, run.threads);
  const running = mine && run.status === 'running';
  return (
    <CountControls
      id="count-title"
      running={running}
      canStart={!disabled}
      onCount={() => start(spec, f)}
      onCancel={cancel}
      line={line}
      statusTestId="tiling-count-status"
    >
      {mine && run.status === 'done' && (
        <dl class="figures" data-testid="tiling-count" data-ms={Math.round(run.ms)}>
          <dt>Tilings (total)</dt>
          <dd data-testid="tiling-total">{nf.format(run.count.partial.total)}</dd>
          <dt>
            {group === null
              ? "Distinct (up to the region's symmetries)"
              : `Distinct (${classGroupWords(group.symmetries, group.reflections)})`}
          </dt>
          <dd data-testid="tiling-distinct" data-symmetries={group?.symmetries}>
            {nf.format(run.count.partial.distinct)}
          </dd>
          {group !== null && group.reflections && (
            <>
              <dt>Up to rotations alone (mirror images apart)</dt>
              <dd data-testid="tiling-rotations">{nf.format(run.count.partial.rotationClasses)}</dd>
            </>
          )}
          <dt>Classes</dt>
          <dd>{orbitWords(run.count.partial.orbits, [], (c) => nf.format(c)) || 'none'}</dd>
          <dt>Nodes</dt>
          <dd>{nf.format(run.count.partial.nodes)}</dd>
        </dl>
      )}
    </CountControls>
  );
}

function GoToTiling({ which, known }: { which: Which; known: bigint | null }) {
  const at = which ?? 0;
  return (
    <GoToNumber
      label="Distinct tiling #"
      what="tiling number"
      onGo={(k) => update({ tiling: k })}
      previous={at <= 1 ? null : at - 1}
      next={known !== null && BigInt(at) >= known ? null : at + 1}
    >
      <button type="button" disabled={which === null} onClick={() => update({ tiling: null })}>
        First tiling
      </button>
    </GoToNumber>
  );
}

function TilingPanel({ spec, grid, which }: { spec: TilingSpec; grid: PaintGrid; which: Which }) {
  const [images, setImages] = useState(false);
  const s = shown.value;
  const run = countRun.value;
  const key = specKey(spec);
  const distinct = run.status === 'done' && run.key === key ? run.count.partial.distinct : null;
  const title =
    which === null
      ? 'First tiling'
      : `Distinct tiling #${nf.format(which)}${distinct !== null ? ` of ${nf.format(distinct)}` : ''}`;
  let body;
  if (s.status === 'idle' || s.key !== key) body = null;
  else if (s.status === 'running')
    body = (
      <p class="status" data-testid="tiling-status">
        {which === null
          ? 'Searching for the first tiling…'
          : `Finding distinct tiling #${nf.format(which)} by counting…`}{' '}
        <button type="button" onClick={stopTiling}>
          Stop
        </button>
      </p>
    );
  else if (s.status === 'failed')
    body = (
      <p class="problem-line" data-testid="tiling-status">
        {s.message === 'stopped' ? 'Stopped.' : s.message}
      </p>
    );
  else if (s.status === 'none')
    body = (
      <p class="status" data-testid="tiling-status">
        {which === null || s.total === 0n
          ? 'No tiling exists.'
          : `There is no distinct tiling #${nf.format(which)}: there are ${s.total === null ? 'fewer' : nf.format(s.total)}.`}
      </p>
    );
  else if (depthOf(grid) > 1) {
    const r = s.result;
    const name = `packing-${regionLabel(grid).replace(/\.txt$/, '')}-${which === null ? 'first' : which}`;
    const n = s.drawing.letters.length;
    body = (
      <>
        <PolycubePicture
          drawing={s.drawing}
          label={`${regionLabel(grid)}: ${title}: ${n} ${nounFor(n, 'piece')}`}
          theme={theme.value}
          name={name}
        />
        <p class="status" data-testid="tiling-caption">
          Orbit {r.orbitSize}:{' '}
          {r.orbitSize === 1
            ? 'no symmetry of the box changes it'
            : `it and ${r.orbitSize - 1} other${r.orbitSize === 2 ? '' : 's'} form one class`}
          {which === null && !r.canonical ? ' (not the smallest of its class)' : ''}.
        </p>
      </>
    );
  } else {
    const r = s.result;
    const name = `tiling-${regionLabel(grid).replace(/\.txt$/, '')}-${which === null ? 'first' : which}`;
    const label = `${title}: ${s.drawing.letters.length} ${nounFor(s.drawing.letters.length, 'piece')}`;
    body = (
      <>
        <TilingPicture drawing={s.drawing} label={label} />
        <p class="status" data-testid="tiling-caption">
          Orbit {r.orbitSize}:{' '}
          {r.orbitSize === 1
            ? 'no symmetry of the region changes it'
            : `it and ${r.orbitSize - 1} other${r.orbitSize === 2 ? '' : 's'} form one class`}
          {which === null && !r.canonical ? ' (not the smallest of its class)' : ''}.
        </p>
        <div class="controls">
          <label>
            <input
              type="checkbox"
              checked={images}
              onChange={(e) => setImages(e.currentTarget.checked)}
            />
            Show its symmetric images
          </label>
        </div>
        {images && (
          <ul class="images" data-testid="images">
            {tilingImages(s.drawing).map((im) => (
              <li key={im.name}>
                <TilingPicture drawing={im.drawing} label={im.name} small />
                <span>{im.name}</span>
              </li>
            ))}
          </ul>
        )}
        <ExportButtons
          name={name}
          svg={() => renderTilingSvg([s.drawing], { title: `${regionLabel(grid)}: ${title}` })}
        />
      </>
    );
  }
  return (
    <section class="panel tiling-panel" aria-labelledby="tiling-title">
      <h3 id="tiling-title" data-testid="tiling-title">
        {title}
      </h3>
      <GoToTiling which={which} known={distinct} />
      {body}
    </section>
  );
}

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
  useEffect(() => follow(spec, st.tiling), [key, st.tiling]);
  const f = facts.value;
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
          {spec !== null && <CheckPanel grid={grid} spec={spec} label={label} />}
          {spec !== null && ready !== null && ready.impossible === null && (
            <>
              <CountPanel spec={spec} f={ready} disabled={!sidesOk} depth={depthOf(grid)} />
              <TilingPanel spec={spec} grid={grid} which={st.tiling} />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
