/** What rules a tiling out before any search, in the CLI's words, and the CLI's line for the count. */
import type { TilingSpec } from '../../../core/tiling/spec.js';
import {
  engineWords,
  noTilingWords,
  piecesWords,
  regionWords,
} from '../../../render/tiling/tilingWords.js';
import { piecesArgs } from './tilingPieces.js';
import { type PaintGrid } from './tilingRegion.js';
import { hrefFor } from '../../store.js';
import type { TilingsSession } from './session.js';
import { regionLabel } from './RegionPanel.js';

const nf = new Intl.NumberFormat('en-US');

/** What the CLI would be asked for the same count. */
function cliLine(grid: PaintGrid, spec: TilingSpec): string {
  const args = piecesArgs('set' in spec.pieces ? spec.pieces.set : 'file', spec.select);
  return `placer tile ${regionLabel(grid)}${args === '' ? '' : ' ' + args} --count`;
}

export function CheckPanel({
  session,
  grid,
  spec,
  label,
}: {
  session: TilingsSession;
  grid: PaintGrid;
  spec: TilingSpec;
  label: string;
}) {
  const f = session.facts.value;
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
            {' · '}
            <a href={hrefFor({ view: 'tiling-play' })} data-testid="tiling-play-link">
              Play it by hand
            </a>
          </>
        )}
      </p>
    </section>
  );
}
