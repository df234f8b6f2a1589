/**
 * Packings and views for the polycube drawings' tests (src/render/tiling/polycube*.test.ts), and
 * a small well-formedness check of the SVG they write.
 */
import assert from 'node:assert/strict';
import type { PolycubePacking } from '../../src/render/tiling/polycubePacking.js';
import {
  DEFAULT_POLYCUBE_VIEW,
  type PolycubeView,
} from '../../src/render/tiling/polycubeShapes.js';

/** How often `re` (global) matches in `s`. */
/** Two pieces whose letters and names need XML escapes, one cell left empty: 2×1×2. */
export const ESCAPES: PolycubePacking = {
  dims: { width: 2, height: 1, depth: 2 },
  labels: Int32Array.from([0, 1, 0, -1]),
  pieces: [
    { letter: '<&>', color: 3, name: 'piece "one" & co' },
    { letter: '"', color: '#abc' },
  ],
};

export const count = (s: string, re: RegExp): number => (s.match(re) ?? []).length;

/** A packing from per-cell piece numbers; piece t has letter 'A' + t and palette colour t. */
export function packing(
  width: number,
  height: number,
  depth: number,
  cells: number[],
): PolycubePacking {
  const top = Math.max(-1, ...cells);
  const pieces = Array.from({ length: top + 1 }, (_, t) => ({
    letter: String.fromCharCode(65 + t),
    color: t,
  }));
  return { dims: { width, height, depth }, labels: Int32Array.from(cells), pieces };
}

/** A full w×h×d box, each cell's piece given by `piece`. */
export const full = (
  w: number,
  h: number,
  d: number,
  piece: (x: number, y: number, z: number) => number,
): PolycubePacking =>
  packing(
    w,
    h,
    d,
    Array.from({ length: w * h * d }, (_, i) =>
      piece(i % w, Math.floor(i / w) % h, Math.floor(i / (w * h))),
    ),
  );

/** The default view with some of it changed. */
export const view = (over: Partial<PolycubeView> = {}): PolycubeView => ({
  ...DEFAULT_POLYCUBE_VIEW,
  ...over,
});

/**
 * A small well-formedness check: tags nest and close, attribute values are quoted and hold no
 * '<', and every '&' starts an entity. Enough to catch unescaped text and unbalanced markup.
 */
export function assertWellFormed(xml: string): void {
  const stack: string[] = [];
  const re =
    /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|<|&(?!(?:amp|lt|gt|quot|#\d+);)/g;
  let m: RegExpExecArray | null;
  let roots = 0;
  let last = 0;
  while ((m = re.exec(xml)) !== null) {
    assert.ok(m[2] !== undefined, `stray ${JSON.stringify(m[0])} at ${m.index}`);
    const between = xml.slice(last, m.index);
    if (stack.length === 0) assert.equal(between.trim(), '', 'text outside the root');
    last = m.index + m[0].length;
    if (m[1] === '/') {
      assert.equal(stack.pop(), m[2], `</${m[2]}> closes the wrong element`);
    } else if (m[4] !== '/') {
      if (stack.length === 0) roots++;
      stack.push(m[2]);
    } else if (stack.length === 0) roots++;
  }
  assert.equal(stack.length, 0, `unclosed: ${stack.join(', ')}`);
  assert.equal(roots, 1, 'one root element');
  assert.equal(xml.slice(last).trim(), '');
}
