/**
 * A naive tiling enumerator that shares no code with the engines: orientations by rotating and
 * mirroring coordinate lists, recursion on the first empty cell in row-major order, tilings as
 * per-cell labels, and symmetry classes by mapping every tiling with the 8 coordinate maps.
 * Only for tiny boards; classes only for free pieces.
 */
export interface NaivePiece {
  /** Cells (row, col), any position. */
  readonly cells: readonly (readonly [number, number])[];
  /** Copies to use at most (exactly, without `min`); Infinity = any number. */
  readonly count: number;
  /** Copies to use at least (a range min..count); omitted: exactly `count` (0 for Infinity). */
  readonly min?: number;
  /** Rotations only (never turned over). */
  readonly oneSided?: boolean;
}

/** A tiling as one string per cell: "kind.firstCell" or "#" for a hole. */
export type NaiveTiling = string[];

function norm(cells: [number, number][]): [number, number][] {
  const r0 = Math.min(...cells.map((c) => c[0]));
  const c0 = Math.min(...cells.map((c) => c[1]));
  return cells
    .map(([r, c]) => [r - r0, c - c0] as [number, number])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

function variants(
  cells: readonly (readonly [number, number])[],
  oneSided: boolean,
): [number, number][][] {
  const out = new Map<string, [number, number][]>();
  let cur = cells.map(([r, c]) => [r, c] as [number, number]);
  for (let mirror = 0; mirror < (oneSided ? 1 : 2); mirror++) {
    for (let rot = 0; rot < 4; rot++) {
      const n = norm(cur);
      out.set(JSON.stringify(n), n);
      cur = cur.map(([r, c]) => [c, -r] as [number, number]);
    }
    cur = cur.map(([r, c]) => [r, -c] as [number, number]);
  }
  return [...out.values()];
}

export function naiveTilings(
  h: number,
  w: number,
  isCell: readonly boolean[],
  pieces: readonly NaivePiece[],
  limit = Infinity,
): NaiveTiling[] | null {
  const vs = pieces.map((p) => variants(p.cells, p.oneSided === true));
  const left = pieces.map((p) => p.count);
  const least = pieces.map((p) => p.min ?? (p.count === Infinity ? 0 : p.count));
  const used = pieces.map(() => 0);
  const owner = new Array<string>(h * w).fill('');
  const out: NaiveTiling[] = [];
  let overflow = false;
  const rec = (): void => {
    if (overflow) return;
    let first = -1;
    for (let i = 0; i < h * w; i++) {
      if (isCell[i] && owner[i] === '') {
        first = i;
        break;
      }
    }
    if (first < 0) {
      if (used.some((u, k) => u < least[k])) return;
      out.push(owner.map((o, i) => (isCell[i] ? o : '#')));
      if (out.length > limit) overflow = true;
      return;
    }
    const fr = Math.floor(first / w);
    const fc = first % w;
    for (let k = 0; k < pieces.length; k++) {
      if (left[k] === 0) continue;
      for (const v of vs[k]) {
        // Anchor the variant's first cell (row-major) on the empty cell.
        const dr = fr - v[0][0];
        const dc = fc - v[0][1];
        const idx: number[] = [];
        let ok = true;
        for (const [r, c] of v) {
          const rr = r + dr;
          const cc = c + dc;
          if (
            rr < 0 ||
            rr >= h ||
            cc < 0 ||
            cc >= w ||
            !isCell[rr * w + cc] ||
            owner[rr * w + cc] !== ''
          ) {
            ok = false;
            break;
          }
          idx.push(rr * w + cc);
        }
        if (!ok) continue;
        const label = `${k}.${Math.min(...idx)}`;
        for (const i of idx) owner[i] = label;
        left[k]--;
        used[k]++;
        rec();
        used[k]--;
        left[k]++;
        for (const i of idx) owner[i] = '';
      }
    }
  };
  rec();
  return overflow ? null : out;
}

/** The 8 maps of an h×w grid; those that swap axes only when h = w. */
function maps(h: number, w: number): ((r: number, c: number) => [number, number])[] {
  const all: ((r: number, c: number) => [number, number])[] = [
    (r, c) => [r, c],
    (r, c) => [h - 1 - r, w - 1 - c],
    (r, c) => [r, w - 1 - c],
    (r, c) => [h - 1 - r, c],
  ];
  if (h === w) {
    all.push(
      (r, c) => [c, h - 1 - r],
      (r, c) => [w - 1 - c, r],
      (r, c) => [c, r],
      (r, c) => [w - 1 - c, h - 1 - r],
    );
  }
  return all;
}

/** Image of a tiling under a coordinate map (labels renamed to the new first cells). */
function image(
  t: NaiveTiling,
  h: number,
  w: number,
  m: (r: number, c: number) => [number, number],
): NaiveTiling {
  const out = new Array<string>(h * w).fill('#');
  const groups = new Map<string, number[]>();
  t.forEach((label, i) => {
    if (label === '#') return;
    const [r, c] = m(Math.floor(i / w), i % w);
    const j = r * w + c;
    const g = groups.get(label) ?? [];
    g.push(j);
    groups.set(label, g);
  });
  for (const [label, cells] of groups) {
    const kind = label.split('.')[0];
    const first = Math.min(...cells);
    for (const j of cells) out[j] = `${kind}.${first}`;
  }
  return out;
}

/** Symmetries of the region (maps that send cells to cells). */
export function naiveRegionMaps(
  h: number,
  w: number,
  isCell: readonly boolean[],
): ((r: number, c: number) => [number, number])[] {
  return maps(h, w).filter((m) => {
    for (let i = 0; i < h * w; i++) {
      const [r, c] = m(Math.floor(i / w), i % w);
      if (isCell[i] !== isCell[r * w + c]) return false;
    }
    return true;
  });
}

/** Number of symmetry classes of the tilings (free pieces, so kinds map to themselves). */
export function naiveDistinct(
  h: number,
  w: number,
  isCell: readonly boolean[],
  tilings: readonly NaiveTiling[],
): number {
  const ms = naiveRegionMaps(h, w, isCell);
  const seen = new Set<string>();
  let classes = 0;
  for (const t of tilings) {
    const key = t.join(' ');
    if (seen.has(key)) continue;
    classes++;
    for (const m of ms) seen.add(image(t, h, w, m).join(' '));
  }
  return classes;
}
