/**
 * The pieces: a named set or a piece file (opened from disk or pasted, in the CLI's format), each
 * piece drawn with its name, and a count per piece (0: not used, 1…, at most one, any number, or
 * the range a piece file gives). Counts that differ from the pieces' own go to the URL
 * (tilingPieces.ts).
 */
import type { TargetedEvent } from 'preact';
import {
  copiesText,
  parseCount,
  PIECE_SET_NAMES,
  type Copies,
  type PieceDef,
} from '../../../core/tiling/pieceSets.js';
import type { Solid } from '../../../core/tiling/polycube.js';
import { DEFAULT_POLYCUBE_VIEW, polycubeShapes } from '../../../render/tiling/polycubeShapes.js';
import { TILING_INK } from '../../../render/tiling/palette.js';
import { countOf, UNUSED, useParam, type PieceSource } from './tilingPieces.js';
import { MAX_PIECE_FILE } from './tilingPieces.js';

/** The counts the picker offers, as piece files write them ('0': not used). */
const COUNTS = ['0', '1', '2', '3', '4', '5', '6', '8', '10', '12', '0..1', '*'];

const COUNT_WORDS: Readonly<Record<string, string>> = {
  '0': '0 (not used)',
  '0..1': '0 or 1',
  '*': 'any number',
};

/** A polycube piece drawn in 3-D (render/tiling/polycubeShapes.ts's faces), in its set's colour. */
function SolidShape({ solid, color }: { readonly solid: Solid; readonly color: number }) {
  const [w, h, d] = solid.dims;
  const labels = new Int32Array(w * h * d).fill(-1);
  for (const [x, y, z] of solid.cells) labels[(z * h + y) * w + x] = 0;
  const shapes = polycubeShapes(
    { dims: { width: w, height: h, depth: d }, labels, pieces: [{ letter: '', color }] },
    DEFAULT_POLYCUBE_VIEW,
  );
  const vb = shapes.viewBox;
  return (
    <svg
      class="piece-shape"
      viewBox={`${vb.x} ${vb.y} ${vb.width} ${vb.height}`}
      width={Math.round(vb.width / 3)}
      height={Math.round(vb.height / 3)}
      aria-hidden="true"
    >
      {shapes.faces.map((f, i) => {
        const q = f.points;
        return (
          <g key={i}>
            <polygon
              points={`${q[0]},${q[1]} ${q[2]},${q[3]} ${q[4]},${q[5]} ${q[6]},${q[7]}`}
              fill={f.fill}
              stroke={f.line}
              stroke-width={shapes.thin}
            />
            {f.edges !== '' && (
              <path d={f.edges} stroke={TILING_INK} stroke-width={shapes.stroke * 2} fill="none" />
            )}
          </g>
        );
      })}
    </svg>
  );
}

function PieceShape({ piece, index }: { readonly piece: PieceDef; readonly index: number }) {
  if (piece.solid !== undefined) return <SolidShape solid={piece.solid} color={index} />;
  const { cells, width, height } = piece.shape;
  const s = 10;
  return (
    <svg
      class="piece-shape"
      viewBox={`-1 -1 ${width * s + 2} ${height * s + 2}`}
      width={width * 10 + 2}
      height={height * 10 + 2}
      aria-hidden="true"
    >
      {cells.map(([r, c]) => (
        <rect key={`${r},${c}`} x={c * s} y={r * s} width={s} height={s} />
      ))}
    </svg>
  );
}

export interface PiecePickerProps {
  readonly source: PieceSource;
  readonly file: string;
  readonly pieces: readonly PieceDef[];
  readonly defaults: ReadonlyMap<string, Copies>;
  readonly use: ReadonlyMap<string, Copies>;
  readonly problem: string | null;
  readonly onSource: (source: PieceSource) => void;
  readonly onFile: (text: string) => void;
  readonly onUse: (use: string) => void;
}

export function PiecePicker(props: PiecePickerProps) {
  const { source, file, pieces, defaults, use } = props;
  const setCount = (name: string, count: Copies) => {
    const counts = new Map(pieces.map((p) => [p.name, countOf(p.name, defaults, use)]));
    counts.set(name, count);
    props.onUse(useParam(pieces, defaults, counts));
  };
  const openFile = (e: TargetedEvent<HTMLInputElement>) => {
    const f = e.currentTarget.files?.[0];
    if (f === undefined) return;
    void f.text().then((text) => props.onFile(text.slice(0, MAX_PIECE_FILE)));
  };
  return (
    <section class="panel" aria-labelledby="pieces-title">
      <h3 id="pieces-title">Pieces</h3>
      <div class="controls">
        <label>
          Set
          <select
            value={source}
            onChange={(e) => props.onSource(e.currentTarget.value as PieceSource)}
          >
            {PIECE_SET_NAMES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
            <option value="file">a piece file…</option>
          </select>
        </label>
        {source === 'file' && (
          <label>
            Open a piece file
            <input type="file" accept=".txt,.pieces,text/plain" onChange={openFile} />
          </label>
        )}
      </div>
      {source === 'file' && (
        <details open={file === ''}>
          <summary>Piece file text (the CLI's --pieces FILE format)</summary>
          <textarea
            class="picture-text"
            rows={8}
            spellcheck={false}
            aria-label="Piece file text"
            value={file}
            onChange={(e) => props.onFile(e.currentTarget.value.slice(0, MAX_PIECE_FILE))}
          />
        </details>
      )}
      {props.problem !== null && (
        <p class="problem-line" role="alert">
          {props.problem}
        </p>
      )}
      <ul class="piece-list">
        {pieces.map((p, index) => {
          const count = countOf(p.name, defaults, use);
          const text = copiesText(count);
          const options = COUNTS.includes(text) ? COUNTS : [...COUNTS, text];
          return (
            <li
              key={p.name}
              class={count.count === 0 ? 'piece unused' : 'piece'}
              data-piece={p.name}
            >
              <PieceShape piece={p} index={index} />
              <label>
                <span class="piece-name">
                  {p.name}
                  {p.solid !== undefined ? '' : p.oneSided ? ' (one-sided)' : ''}
                </span>
                <select
                  aria-label={`Copies of ${p.name}`}
                  value={text}
                  onChange={(e) => {
                    const v = e.currentTarget.value;
                    setCount(p.name, v === '0' ? UNUSED : parseCount(v, p.name));
                  }}
                >
                  {options.map((c) => (
                    <option key={c} value={c}>
                      {COUNT_WORDS[c] ?? c}
                    </option>
                  ))}
                </select>
              </label>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
