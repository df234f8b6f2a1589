/**
 * A 3-D packing built by hand (packing.ts, packingSession.ts): the box drawn as the Tilings view
 * draws a packing (the 3-D picture to turn, and the layers with the empty cells marked), the
 * pieces in it and out of it, and the box as text, which the player edits to put pieces in (the
 * form `placer tile … --hint` reads). Hint names a piece and its place in some completion, or the
 * piece that blocks every one; Put it in places the hinted piece; a piece is taken out by its
 * button; Undo, Restart and the timer work as in the plane game.
 */
import { pageWorkers } from '../../workers/spawn.js';
import type { ComponentChildren } from 'preact';
import type { PolycubeTheme } from '../../../render/tiling/polycubeColours.js';
import { clockMs, clockText } from '../../state/gameClock.js';
import { PolycubePicture } from '../tilings/PolycubeView.js';
import { PlayButtons, PlayFooter } from './PlayControls.js';
import { fromText, packed, packingPicture, putOn, takeOut } from './packing.js';
import {
  box,
  boxClock,
  boxHint,
  boxPast,
  boxShown,
  boxTyped,
  boxTypedProblem,
  commitBox,
  undoBox,
} from './packingSession.js';

export function PackingPlay(props: {
  readonly theme: PolycubeTheme;
  readonly onRestart: () => void;
  readonly buttons?: ComponentChildren;
}) {
  const { theme, onRestart, buttons } = props;
  const g = box.value;
  const { width, height, depth } = g.region;
  const done = packed(g);
  const { drawing, empty } = packingPicture(g);
  const shown = boxShown.value;
  const hinted = shown?.place;
  const inBox = g.placed.filter((p) => p !== null).length;
  const status = done
    ? `Packed in ${clockText(clockMs(boxClock.value, performance.now()))}.`
    : (shown?.words ?? `${inBox} of ${g.kinds.length} pieces in the box.`);
  const putTyped = () => {
    const next = fromText(g, boxTyped.value);
    if (typeof next === 'string') boxTypedProblem.value = next;
    else commitBox(next);
  };
  return (
    <div class="packing-play" data-testid="packing-play">
      <div class="packing-pieces" data-testid="packing-pieces">
        {g.kinds.map((k, i) => {
          const here = g.placed[i] !== null;
          return (
            <button
              type="button"
              key={k.piece.letter}
              class={`packing-piece${here ? ' in' : ''}${shown?.blocker === i ? ' blocker' : ''}${shown?.place?.letter === k.piece.letter ? ' hinted' : ''}`}
              disabled={!here || done}
              data-testid={`packing-${k.piece.letter}`}
              data-in={here ? '1' : '0'}
              aria-label={here ? `take out ${k.piece.name}` : `${k.piece.name}, not in the box`}
              onClick={() => commitBox(takeOut(g, i))}
            >
              {k.piece.letter}
              {here ? ' ✕' : ''}
            </button>
          );
        })}
      </div>
      <PlayButtons
        canUndo={boxPast.value.length > 0}
        done={done}
        onUndo={undoBox}
        onHint={() => void boxHint(pageWorkers().spawn)}
        hintTestId="packing-hint"
        place={
          hinted == null
            ? null
            : {
                label: 'Put it in',
                testId: 'packing-put',
                onPlace: () => commitBox(putOn(g, hinted.letter, hinted.cells)),
              }
        }
        onRestart={onRestart}
        extra={buttons}
      />
      <PlayFooter clock={boxClock} testId="packing" status={status} />
      <PolycubePicture
        drawing={drawing}
        label={`box of ${width}×${height}×${depth}: ${inBox} pieces in`}
        theme={theme}
        name="packing"
        marks={{ empty, focus: null, ringed: shown?.place?.cells ?? [] }}
      />
      <details class="packing-text">
        <summary>Place pieces by typing</summary>
        <p class="note">
          The box layer by layer from the bottom, a blank line between two: a piece's letter on its
          cells, <code>.</code> for an empty cell, <code>#</code> off the region (the drawing{' '}
          <code>placer tile … --hint</code> reads).
        </p>
        <textarea
          rows={(height + 1) * depth}
          cols={Math.max(8, width + 2)}
          spellcheck={false}
          aria-label="the box as text"
          data-testid="packing-typed"
          value={boxTyped.value}
          disabled={done}
          onInput={(e) => (boxTyped.value = e.currentTarget.value)}
        />
        <p>
          <button type="button" disabled={done} onClick={putTyped} data-testid="packing-use">
            Put these in the box
          </button>
        </p>
        {boxTypedProblem.value !== null && (
          <p class="problem-line" role="alert" data-testid="packing-problem">
            {boxTypedProblem.value}
          </p>
        )}
      </details>
    </div>
  );
}
