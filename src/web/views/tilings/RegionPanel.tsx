/** The tilings view's region: presets, the painter, a text picture pasted, opened or downloaded. */
import { useEffect, useState } from 'preact/hooks';
import type { TargetedEvent } from 'preact';
import { download } from '../../board/export.js';
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
import { update } from '../../store.js';
import { RegionPainter } from './RegionPainter.js';

const nf = new Intl.NumberFormat('en-US');

/** How the region is named: "6x10" or "3x3x3" for a box, else its picture file's name. */
export function regionLabel(g: PaintGrid): string {
  return cellCount(g) === g.cells.length ? boxName(g) : 'region.txt';
}

export function RegionPanel(props: {
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
