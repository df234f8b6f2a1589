/**
 * Play a tiling: the Tilings view's problem (a region painted or typed, pieces with one copy
 * each) played by hand on the board of PlayBoard.tsx, with hints from `placer tile --hint`'s
 * function. Its URL holds the region and the pieces alone, so a puzzle drawn in the painter is
 * shared as a link that opens it to play, with no tiling shown.
 */
import { useEffect } from 'preact/hooks';
import { tilingInputsFromSpec } from '../../../core/tiling/spec.js';
import { hrefFor, page } from '../../store.js';
import { tilingSpecOf } from '../tilings/tilingSpec.js';
import { newPlayGame, unplayable, type PlayGame } from './game.js';
import { PlayBoard } from './PlayBoard.js';
import { game, past, restart } from './session.js';

/** The page's problem as a game, or why it cannot be played. */
function gameOf(): PlayGame | string {
  const spec = tilingSpecOf(page.value);
  if (typeof spec === 'string') return spec;
  try {
    const { region, kinds } = tilingInputsFromSpec(spec);
    return unplayable(region, kinds) ?? newPlayGame(JSON.stringify(spec), spec, region, kinds);
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

export function TilingPlayView() {
  const made = gameOf();
  const key = typeof made === 'string' ? '' : made.key;
  useEffect(() => {
    if (typeof made !== 'string' && (game.value.key !== key || past.value.length === 0)) {
      restart(made);
    }
  }, [key]);
  return (
    <section class="tiling-play" aria-labelledby="view-title">
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
      ) : game.value.key === key ? (
        <PlayBoard
          name={`board of ${made.region.width}×${made.region.height}`}
          testId="tiling-play"
          onRestart={() => restart(made)}
        />
      ) : null}
    </section>
  );
}
