/**
 * The pieces: a named set or a piece file (opened from disk or pasted, in the CLI's format), each
 * piece drawn with its name, and a count per piece (0: not used, 1…, or any number). Counts that
 * differ from the pieces' own go to the URL (tilingPieces.ts).
 */
import type { TargetedEvent } from 'preact';
import { PIECE_SET_NAMES, type PieceDef } from '../../../core/tiling/pieceSets.js';
import { countOf, useParam, type PieceSource } from './tilingPieces.js';
import { MAX_PIECE_FILE } from './tilingPieces.js';

const COUNTS = [0, 1, 2, 3, 4, 5, 6, 8, 10, 12];

function PieceShape({ piece }: { readonly piece: PieceDef }) {
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
  readonly defaults: ReadonlyMap<string, number>;
  readonly use: ReadonlyMap<string, number>;
  readonly problem: string | null;
  readonly onSource: (source: PieceSource) => void;
  readonly onFile: (text: string) => void;
  readonly onUse: (use: string) => void;
}

export function PiecePicker(props: PiecePickerProps) {
  const { source, file, pieces, defaults, use } = props;
  const setCount = (name: string, count: number) => {
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
        {pieces.map((p) => {
          const count = countOf(p.name, defaults, use);
          const options =
            COUNTS.includes(count) || count === Infinity ? COUNTS : [...COUNTS, count];
          return (
            <li key={p.name} class={count === 0 ? 'piece unused' : 'piece'} data-piece={p.name}>
              <PieceShape piece={p} />
              <label>
                <span class="piece-name">
                  {p.name}
                  {p.oneSided ? ' (one-sided)' : ''}
                </span>
                <select
                  aria-label={`Copies of ${p.name}`}
                  value={count === Infinity ? 'any' : String(count)}
                  onChange={(e) => {
                    const v = e.currentTarget.value;
                    setCount(p.name, v === 'any' ? Infinity : Number(v));
                  }}
                >
                  {options.map((c) => (
                    <option key={c} value={String(c)}>
                      {c === 0 ? '0 (not used)' : c}
                    </option>
                  ))}
                  <option value="any">any number</option>
                </select>
              </label>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
