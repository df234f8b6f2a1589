/**
 * A naive polycube packer that shares no code with the engines (core/tiling), for the 3-D known
 * answers of polycube.test.ts and polycube.slow.test.ts. Only for small boxes.
 */
import type { Cube } from '../../src/core/tiling/polycube.js';

/**
 * An independent packer: rotations as the 24 signed permutation matrices of determinant 1,
 * placements by translation, first empty cell, every packing kept as a labelling of the cells
 * (piece name and the copy's smallest cell), so interchangeable copies count once. Classes under
 * the box's own symmetries (48 or 24) by the smallest image of each labelling.
 */
export function naivePack(
  dims: readonly [number, number, number],
  pieces: readonly { name: string; cubes: readonly Cube[]; count: number }[],
): { total: number; rotations: number; all: number } {
  const [w, h, d] = dims;
  const n = w * h * d;
  const mats: number[][][] = [];
  for (const perm of [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
  ]) {
    for (let s = 0; s < 8; s++) {
      const m = [0, 1, 2].map((i) =>
        [0, 1, 2].map((j) => (perm[i] === j ? ((s >> i) & 1 ? -1 : 1) : 0)),
      );
      mats.push(m);
    }
  }
  const det = (m: number[][]): number =>
    m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) -
    m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0]) +
    m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);
  const rot = mats.filter((m) => det(m) === 1);
  const placements: { piece: number; cells: number[] }[] = [];
  pieces.forEach((pc, k) => {
    const seen = new Set<string>();
    for (const m of rot) {
      const img = pc.cubes.map((c) =>
        [0, 1, 2].map((i) => m[i][0] * c[0] + m[i][1] * c[1] + m[i][2] * c[2]),
      );
      const lo = [0, 1, 2].map((a) => Math.min(...img.map((c) => c[a])));
      const norm = img.map((c) => c.map((v, a) => v - lo[a]));
      for (let z = 0; z < d; z++)
        for (let y = 0; y < h; y++)
          for (let x = 0; x < w; x++) {
            const cells = norm.map(([a, b, c]) => [a + x, b + y, c + z]);
            if (cells.some(([a, b, c]) => a >= w || b >= h || c >= d)) continue;
            const idx = cells.map(([a, b, c]) => (c * h + b) * w + a).sort((p, q) => p - q);
            const key = idx.join(',');
            if (seen.has(key)) continue;
            seen.add(key);
            placements.push({ piece: k, cells: idx });
          }
    }
  });
  const label = new Int32Array(n).fill(-1);
  const left = pieces.map((p) => p.count);
  const found = new Set<string>();
  const owner = new Int32Array(n);
  // Per cell: the piece index and the copy's smallest cell.
  const labels = (): string => Array.from(label, (k, i) => `${k}:${owner[i]}`).join(' ');
  const go = (): void => {
    const c = label.indexOf(-1);
    if (c < 0) {
      if (left.every((x, k) => x === 0 || pieces[k].count === Infinity)) found.add(labels());
      return;
    }
    for (const pl of placements) {
      if (pl.cells[0] !== c || left[pl.piece] === 0) continue;
      if (pl.cells.some((q) => label[q] !== -1)) continue;
      for (const q of pl.cells) {
        label[q] = pl.piece;
        owner[q] = c;
      }
      left[pl.piece]--;
      go();
      left[pl.piece]++;
      for (const q of pl.cells) label[q] = -1;
    }
  };
  go();
  // Box symmetries: the matrices that keep the box's sizes.
  const keeps = (m: number[][]): boolean =>
    [0, 1, 2].every((i) => dims[i] === dims[m[i].findIndex((v) => v !== 0)]);
  const image = (text: string, m: number[][]): string => {
    const cells = text.split(' ').map((t) => Number(t.split(':')[0]));
    const out = new Int32Array(n);
    const own = new Int32Array(n);
    const parts = text.split(' ').map((t) => Number(t.split(':')[1]));
    for (let i = 0; i < n; i++) {
      const z = Math.floor(i / (w * h));
      const y = Math.floor((i % (w * h)) / w);
      const x = i % w;
      const p = [x, y, z];
      const q = [0, 1, 2].map((a) => {
        const j = m[a].findIndex((v) => v !== 0);
        return m[a][j] > 0 ? p[j] : dims[j] - 1 - p[j];
      });
      const t = (q[2] * h + q[1]) * w + q[0];
      out[t] = cells[i];
      own[t] = parts[i];
    }
    // Renumber copies by their smallest cell in the image.
    const rename = new Map<number, number>();
    for (let t = 0; t < n; t++) if (!rename.has(own[t])) rename.set(own[t], t);
    return Array.from(out, (k, t) => `${k}:${rename.get(own[t])}`).join(' ');
  };
  const classes = (group: number[][][]): number => {
    const reps = new Set<string>();
    for (const t of found) {
      let best = t;
      for (const m of group) {
        const im = image(t, m);
        if (im < best) best = im;
      }
      reps.add(best);
    }
    return reps.size;
  };
  return {
    total: found.size,
    rotations: classes(rot.filter(keeps)),
    all: classes(mats.filter(keeps)),
  };
}
