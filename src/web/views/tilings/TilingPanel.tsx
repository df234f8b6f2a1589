/** The first tiling or distinct tiling number K (random access), drawn, with its orbit and images. */
import { useState } from 'preact/hooks';
import type { TilingSpec } from '../../../core/tiling/spec.js';
import { renderTilingSvg } from '../../../render/tiling/tilingSvg.js';
import { ExportButtons } from '../../board/ExportButtons.js';
import { tilingImages } from './tilingImages.js';
import { GoToNumber } from '../../app/GoToNumber.js';
import { depthOf, type PaintGrid } from './tilingRegion.js';
import { theme, update } from '../../store.js';
import { PolycubePicture } from './PolycubeView.js';
import { specKey, type TilingsSession, type Which } from './session.js';
import { TilingPicture } from './TilingPicture.js';
import { nounFor } from '../../../render/plural.js';
import { regionLabel } from './RegionPanel.js';

const nf = new Intl.NumberFormat('en-US');

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

export function TilingPanel({
  session,
  spec,
  grid,
  which,
}: {
  session: TilingsSession;
  spec: TilingSpec;
  grid: PaintGrid;
  which: Which;
}) {
  const [images, setImages] = useState(false);
  const s = session.shown.value;
  const run = session.countRun.value;
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
        <button type="button" onClick={() => session.stopTiling()}>
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
