/**
 * Play a tiling: the Tilings view's problem (a region painted or typed, pieces with one copy
 * each) played by hand on the board of PlayBoard.tsx, with hints from `placer tile --hint`'s
 * function; a region with layers is a box packed piece by piece (PackingPlay.tsx). Its URL holds the region and the pieces alone, so a puzzle drawn in the painter is
 * shared as a link that opens it to play, with no tiling shown; Print gives the region and the
 * pieces on page 1, a tiling on page 2.
 */
import { pageWorkers } from '../../workers/spawn.js';
import { useEffect, useMemo } from 'preact/hooks';
import type { Region } from '../../../core/tiling/region.js';
import { paperBoardSvg, piecesSvg } from '../../../render/tiling/paperSvg.js';
import { PrintButton, PrintSheet, type PrintDrawing } from '../../app/PrintSheet.js';
import { tilingInputsFromSpec } from '../../../core/tiling/spec.js';
import { hrefFor, page, theme } from '../../store.js';
import { tilingSpecOf } from '../tilings/tilingSpec.js';
import { newPlayGame, oneOfEachFills, unplayable, type PlayGame } from './game.js';
import { newPackingGame, type PackingGame } from './packing.js';
import { box, boxPast, restartBox } from './packingSession.js';
import { PackingPlay } from './PackingPlay.js';
import { PlayBoard } from './PlayBoard.js';
import { findSolution, game, past, restart, solutionRows } from './session.js';
import { errorMessage } from '../../../core/errors.js';

/** The page's problem as a game (a box to pack where the region has layers), or why it cannot be played. */
function gameOf(): PlayGame | PackingGame | string {
  const spec = tilingSpecOf(page.value);
  if (typeof spec === 'string') return spec;
  try {
    const { region, kinds } = tilingInputsFromSpec(spec);
    const key = JSON.stringify(spec);
    if (region.depth > 1) {
      return oneOfEachFills(region, kinds) ?? newPackingGame(key, spec, region, kinds);
    }
    return unplayable(region, kinds) ?? newPlayGame(key, spec, region, kinds);
  } catch (e) {
    return errorMessage(e);
  }
}

const isPacking = (g: PlayGame | PackingGame): g is PackingGame => 'placed' in g;

/** The region on paper, empty or with a tiling's pieces. */
function regionSvg(region: Region, rows: readonly string[] | null): string {
  return paperBoardSvg(
    region.width,
    region.height,
    `${region.width}×${region.height} region${rows === null ? '' : ': a solution'}`,
    (cell) => (region.cells[cell] === 1 ? { hatched: false, label: '' } : null),
    rows,
  );
}

export function TilingPlayView() {
  const st = page.value;
  // Made again only when the problem changes, not at every move the board re-renders for.
  const made = useMemo(gameOf, [st.region, st.pieces, st.pieceFile, st.use]);
  const key = typeof made === 'string' ? '' : made.key;
  useEffect(() => {
    if (typeof made === 'string') return;
    if (isPacking(made)) {
      if (box.value.key !== key || boxPast.value.length === 0) restartBox(made);
      return;
    }
    if (game.value.key !== key || past.value.length === 0) restart(made);
    findSolution(game.value, pageWorkers().spawn);
  }, [key]);
  // The print sheet: the region and the pieces, then the first tiling (once found).
  const sheet = useMemo((): { puzzle: PrintDrawing[]; solution: PrintDrawing[] | null } | null => {
    if (typeof made === 'string' || isPacking(made)) return null;
    const rows = solutionRows.value?.key === key ? solutionRows.value.rows : null;
    return {
      puzzle: [
        { svg: regionSvg(made.region, null), label: 'the region' },
        { svg: piecesSvg(made.pieces), label: 'the pieces', small: true },
      ],
      solution: rows === null ? null : [{ svg: regionSvg(made.region, rows), label: 'a solution' }],
    };
  }, [key, solutionRows.value]);
  return (
    <section class="tiling-play" aria-labelledby="view-title">
      {sheet !== null && (
        <PrintSheet
          title="A tiling to play"
          puzzle={sheet.puzzle}
          solution={sheet.solution}
          note="Cover the region with the pieces, each once, turned over as you like."
        />
      )}
      <h2 id="view-title">Play a tiling</h2>
      <p class="note">
        Cover the region with the pieces, each once. This is the problem of the{' '}
        <a href={hrefFor({ view: 'tilings' })}>Tilings</a> view: paint another region or choose
        other pieces there; a link to this page is the puzzle, to play.
      </p>
      {typeof made === 'string' ? (
        <p class="problem-line" role="alert" data-testid="tiling-play-problem">
          {made}
        </p>
      ) : isPacking(made) ? (
        box.value.key === key ? (
          <PackingPlay theme={theme.value} onRestart={() => restartBox(made)} />
        ) : null
      ) : game.value.key === key ? (
        <PlayBoard
          name={`board of ${made.region.width}×${made.region.height}`}
          testId="tiling-play"
          onRestart={() => restart(made)}
          buttons={<PrintButton />}
        />
      ) : null}
    </section>
  );
}
