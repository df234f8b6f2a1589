/**
 * The regions view's grid: presets, the painter and its brushes, the text form in and out (a
 * pasted puzz.link Star Battle URL is read as its grid, and the grid is given as one).
 */
import { useEffect, useState } from 'preact/hooks';
import { WholeField } from '../../app/WholeField.js';
import { ExportButtons } from '../../board/ExportButtons.js';
import { download } from '../../board/export.js';
import {
  BLOCKED,
  headerStars,
  MAX_REGIONS_SIDE,
  parseRegions,
  printRegions,
  printRegionsFile,
  type RegionsPuzzle,
} from '../../../core/regions/puzzle.js';
import { looksLikePuzzLink, parsePuzzLink, puzzLinkUrl } from '../../../core/regions/puzzLink.js';
import { regionStyles, renderRegionsSvg } from '../../../render/regions/regionsSvg.js';
import { page, update } from '../../store.js';
import { marksOf } from './play.js';
import { blankGrid, maxStarsFor, messageOf, presetText, REGIONS_PRESETS } from './regionsGrid.js';

/** The painter's brushes: each region's swatch and letter, and the blocked cell. */
export function Brushes(props: {
  puzzle: RegionsPuzzle;
  brush: number;
  onBrush: (b: number) => void;
}) {
  const styles = regionStyles(props.puzzle);
  return (
    <div class="regions-brushes" role="radiogroup" aria-label="Brush">
      {props.puzzle.symbols.map((s, g) => (
        <button
          key={g}
          type="button"
          role="radio"
          aria-checked={props.brush === g}
          class={`swatch f${styles[g].fill}`}
          title={`region ${s}`}
          onClick={() => props.onBrush(g)}
        >
          {s}
        </button>
      ))}
      <button
        type="button"
        role="radio"
        aria-checked={props.brush === -1}
        class="swatch blocked"
        title="blocked cell"
        onClick={() => props.onBrush(-1)}
      >
        {BLOCKED}
      </button>
    </div>
  );
}

export function GridPanel(props: { puzzle: RegionsPuzzle; grid: string }) {
  const { puzzle: p, grid } = props;
  const [text, setText] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [side, setSide] = useState(p.n);
  const [sideOk, setSideOk] = useState(true);
  const [link, setLink] = useState<string | null>(null);
  useEffect(() => setText(null), [grid]);
  // A URL shown is the grid's as it was: gone once the grid or its stars change.
  useEffect(() => setLink(null), [grid, p.stars]);
  const use = () => {
    const given = text ?? grid;
    // A URL says its stars, as a file's first line `stars: K` does; a grid without one keeps
    // the stars set.
    const url = looksLikePuzzLink(given);
    const header = url ? null : headerStars(given);
    const read = messageOf(() => (url ? parsePuzzLink(given) : parseRegions(given, header ?? 1)));
    if ('problem' in read) setProblem(read.problem);
    else {
      setProblem(null);
      setText(null);
      update({
        regionsGrid: printRegions(read),
        ...(header === null && !url ? {} : { regionsStars: read.stars }),
      });
    }
  };
  const makeLink = () => {
    const made = messageOf(() => ({ url: puzzLinkUrl(p) }));
    if ('problem' in made) {
      setProblem(made.problem);
      setLink(null);
      return;
    }
    setProblem(null);
    setLink(made.url);
    // Copied where the page may write the clipboard; shown either way, to select by hand.
    navigator.clipboard?.writeText(made.url).catch(() => undefined);
  };
  return (
    <section class="panel" aria-labelledby="regions-grid-title">
      <h3 id="regions-grid-title">Grid</h3>
      <div class="controls">
        <label>
          Preset
          <select
            value=""
            data-testid="regions-preset"
            onChange={(e) => {
              const pr = REGIONS_PRESETS.find((x) => x.id === e.currentTarget.value);
              if (pr !== undefined)
                update({ regionsGrid: presetText(pr.rows), regionsStars: pr.stars });
            }}
          >
            <option value="">choose…</option>
            {REGIONS_PRESETS.map((x) => (
              <option key={x.id} value={x.id}>
                {x.label}
              </option>
            ))}
          </select>
        </label>
        <WholeField
          id="regions-side"
          label="Blank grid, side"
          value={side}
          lo={4}
          hi={MAX_REGIONS_SIDE}
          onChange={setSide}
          onValid={setSideOk}
        />
        <button
          type="button"
          disabled={!sideOk}
          onClick={() => update({ regionsGrid: blankGrid(side) })}
        >
          Make it (a region per row)
        </button>
      </div>
      <div class="controls">
        <WholeField
          id="regions-k"
          label="Stars per row, column and region"
          value={p.stars}
          lo={1}
          hi={maxStarsFor(p.n)}
          onChange={(v) => update({ regionsStars: v })}
        />
      </div>
      <details>
        <summary>
          Text form (a symbol per region, # for a blocked cell, or a puzz.link Star Battle URL)
        </summary>
        <textarea
          class="regions-text"
          rows={Math.min(12, p.n + 1)}
          spellcheck={false}
          aria-label="Grid text"
          data-testid="regions-text"
          value={text ?? grid}
          onInput={(e) => setText(e.currentTarget.value)}
        />
        <div class="controls">
          <button type="button" onClick={use}>
            Use this text
          </button>
          <button
            type="button"
            onClick={() =>
              download('regions.txt', new Blob([printRegionsFile(p)], { type: 'text/plain' }))
            }
          >
            Download text
          </button>
          <button type="button" onClick={makeLink} data-testid="regions-link-button">
            Copy puzz.link URL
          </button>
        </div>
        {link !== null && (
          <p class="regions-link">
            <input
              type="text"
              readOnly
              aria-label="puzz.link URL"
              data-testid="regions-link"
              value={link}
              onFocus={(e) => e.currentTarget.select()}
            />
          </p>
        )}
        {problem !== null && (
          <p class="problem-line" role="alert" data-testid="regions-text-problem">
            {problem}
          </p>
        )}
      </details>
      <ExportButtons
        name={`regions-${p.n}x${p.n}`}
        svg={() =>
          renderRegionsSvg(p, {
            marks: marksOf(page.value.regionsMarks),
            letters: page.value.regionsLetters,
            patterns: page.value.regionsPatterns,
          })
        }
      />
    </section>
  );
}
