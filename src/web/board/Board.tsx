/** The live board as a Preact component: mounts a BoardView once and hands it every frame. */
import { useEffect, useRef } from 'preact/hooks';
import type { QueensBoard } from '../../render/queens/board.js';
import { BoardView } from './boardView.js';

export interface BoardProps {
  readonly board: QueensBoard;
  readonly shadeAttacked?: boolean;
  /** Rows to highlight and a square to ring (boardView.ts FrameOptions). */
  readonly rows?: readonly number[];
  readonly mark?: { readonly row: number; readonly col: number } | null;
  /** Makes the board clickable and focusable (arrow keys, Enter/Space). */
  readonly onCell?: (row: number, col: number) => void;
}

export function Board({ board, shadeAttacked, rows, mark, onCell }: BoardProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<BoardView | null>(null);
  const latest = useRef(onCell);
  latest.current = onCell;
  const interactive = onCell !== undefined;

  useEffect(() => {
    const v = new BoardView(host.current as HTMLDivElement, {
      onCell: interactive ? (r, c) => latest.current?.(r, c) : undefined,
    });
    view.current = v;
    return () => {
      v.destroy();
      view.current = null;
    };
  }, [interactive]);

  useEffect(() => {
    view.current?.update(board, { shadeAttacked, rows, mark });
  });

  return <div class="board-host" ref={host} />;
}
