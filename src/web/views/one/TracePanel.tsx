/**
 * The frame shared by the traced methods of "One placement": the board of the step (with an
 * optional heat map of numbers, highlighted rows and a ringed square), its export, the CLI's
 * caption, the method's figures, the player, and whatever the method adds below (a table, a
 * plot, a legend).
 */
import type { ComponentChildren } from 'preact';
import { makePlacement } from '../../../core/queens/placement.js';
import { boardOf } from '../../../render/queens/board.js';
import { Board } from '../../board/Board.js';
import { ExportButtons } from '../../board/ExportButtons.js';
import { boardSvg } from '../../board/export.js';
import { Player } from '../../playback/Player.js';
import type { Playback } from '../../playback/playback.js';
import type { OneFrame } from './one.js';

export interface TracePanelProps<E> {
  readonly playback: Playback<E>;
  readonly frame: OneFrame;
  readonly caption: string;
  /** dt/dd pairs. */
  readonly figures: readonly (readonly [string, string, string?])[];
  /** File name of the exports, without extension. */
  readonly name: string;
  readonly title: string;
  /** Shade the squares the queens attack (greedy's "no longer free" squares). */
  readonly shade?: boolean;
  readonly children?: ComponentChildren;
  /** Shown beside the board, under the player. */
  readonly side?: ComponentChildren;
}

export function TracePanel<E>(props: TracePanelProps<E>) {
  const { playback: p, frame } = props;
  const board = boardOf(makePlacement(frame.cols), frame.scores ?? undefined);
  const svg = () => boardSvg(board, { shadeAttacked: props.shade, title: props.title });
  return (
    <>
      <div class="columns trace">
        <div>
          <Board board={board} shadeAttacked={props.shade} rows={frame.rows} mark={frame.mark} />
          <ExportButtons name={props.name} svg={svg} />
        </div>
        <div>
          <pre class="caption" data-testid="caption" aria-live={p.playing.value ? 'off' : 'polite'}>
            {props.caption}
          </pre>
          <dl class="figures">
            {props.figures.map(([term, value, testid]) => [
              <dt key={`t-${term}`}>{term}</dt>,
              <dd key={`d-${term}`} data-testid={testid}>
                {value}
              </dd>,
            ])}
          </dl>
          <Player playback={p} />
          {props.side}
        </div>
      </div>
      {props.children}
    </>
  );
}
