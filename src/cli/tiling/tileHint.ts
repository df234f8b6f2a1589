/**
 * `placer tile REGION --hint PLACED`: one step towards a tiling (core/tiling/hint.ts). PLACED
 * ('-': standard input) is the pieces placed so far in the tiling text form, `.` for an empty
 * cell. The answer: a piece and its cells that belong to some completion, with the drawing that
 * has it (exit 0); that the drawing is complete (exit 0); or that none exists, naming the placed
 * piece that blocks every completion when there is one (exit 1).
 */
import { splitDrawings } from '../../core/tiling/checkDrawing.js';
import { tilingHint } from '../../core/tiling/hint.js';
import type { PieceCount } from '../../core/tiling/pieceSets.js';
import { cellXYZ, type Region } from '../../core/tiling/region.js';
import type { CliContext } from '../context.js';
import type { Outcome } from '../outcome.js';
import { readInput } from '../readInput.js';

export function tileHint(
  ctx: CliContext,
  a: { file: string; region: Region; kinds: readonly PieceCount[]; json: boolean },
): Outcome {
  const where = a.file === '-' ? 'stdin' : a.file;
  const [rows] = splitDrawings(readInput(a.file, '--hint'), where, a.region.depth);
  const h = tilingHint(a.region, a.kinds, rows ?? [], where);
  // r1c2 (row, column, 1-based), after the layer in 3-D: l2r1c2.
  const at = (i: number): string => {
    const [x, y, z] = cellXYZ(a.region, i);
    return `${a.region.depth > 1 ? `l${z + 1}` : ''}r${y + 1}c${x + 1}`;
  };
  if (a.json) {
    ctx.out.line(
      JSON.stringify(
        h.kind === 'place'
          ? { hint: { piece: h.piece, cells: h.cells.map(at) }, rows: h.rows }
          : h.kind === 'complete'
            ? { hint: null, complete: true }
            : {
                hint: null,
                complete: false,
                blocking: h.kind === 'blocked' ? { piece: h.piece, at: at(h.cell) } : null,
              },
      ),
    );
  } else if (h.kind === 'place') {
    ctx.out.line(`hint: ${h.piece} at ${h.cells.map(at).join(' ')}`);
    // Layer after layer, a blank line between, as tile draws a packing.
    h.rows.forEach((r, i) => {
      if (i > 0 && i % a.region.height === 0) ctx.out.line('');
      ctx.out.line(r);
    });
  } else if (h.kind === 'complete') {
    ctx.out.line('complete: every cell is covered');
  } else if (h.kind === 'blocked') {
    ctx.out.line(
      `no completion: take off the ${h.piece} at ${at(h.cell)} (without it there is one)`,
    );
  } else {
    ctx.out.line('no completion, even with any one placed piece taken off');
  }
  return h.kind === 'place' || h.kind === 'complete' ? 'ok' : 'no';
}
