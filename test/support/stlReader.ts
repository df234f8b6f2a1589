/**
 * A small STL reader that shares no code with render/tiling/polycubeStl.ts, for its tests: ASCII
 * (any number of `solid … endsolid`) and binary, and the checks a slicer needs of each solid —
 * closed (every edge walked once each way), consistently oriented (each facet's normal on the
 * side its corners turn counter-clockwise), and its volume (the divergence theorem).
 */
type Vec = [number, number, number];

export interface ReadSolid {
  readonly name: string;
  readonly facets: { readonly normal: Vec; readonly corners: Vec[]; readonly attribute?: number }[];
}

export function readAsciiStl(text: string): ReadSolid[] {
  const solids: { name: string; facets: ReadSolid['facets'][number][] }[] = [];
  let normal: Vec = [0, 0, 0];
  let corners: Vec[] = [];
  for (const raw of text.split('\n')) {
    const w = raw.trim().split(/\s+/);
    if (w[0] === 'solid') solids.push({ name: w.slice(1).join(' '), facets: [] });
    else if (w[0] === 'facet') normal = [Number(w[2]), Number(w[3]), Number(w[4])];
    else if (w[0] === 'vertex') corners.push([Number(w[1]), Number(w[2]), Number(w[3])]);
    else if (w[0] === 'endfacet') {
      solids[solids.length - 1].facets.push({ normal, corners });
      corners = [];
    }
  }
  return solids;
}

/** A binary STL as one solid named by its header, each facet with its attribute word. */
export function readBinaryStl(bytes: Uint8Array): ReadSolid {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint32(80, true);
  if (bytes.byteLength !== 84 + 50 * count)
    throw new Error(`${bytes.byteLength} bytes for ${count} facets`);
  const facets: ReadSolid['facets'][number][] = [];
  for (let i = 0; i < count; i++) {
    const at = 84 + 50 * i;
    const v = (k: number): Vec =>
      [0, 1, 2].map((j) => view.getFloat32(at + 12 * k + 4 * j, true)) as Vec;
    facets.push({
      normal: v(0),
      corners: [v(1), v(2), v(3)],
      attribute: view.getUint16(at + 48, true),
    });
  }
  return { name: new TextDecoder().decode(bytes.subarray(0, 80)).replace(/\0+$/, ''), facets };
}

const sub = (a: Vec, b: Vec): Vec => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross = (a: Vec, b: Vec): Vec => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const dot = (a: Vec, b: Vec): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/** What is wrong with a solid's surface (empty: closed and consistently oriented), and its volume. */
export function checkSolid(s: ReadSolid): { problems: string[]; volume: number } {
  const problems: string[] = [];
  const edges = new Map<string, number>();
  let volume = 0;
  for (const f of s.facets) {
    const [a, b, c] = f.corners;
    if (f.corners.length !== 3) problems.push(`a facet with ${f.corners.length} corners`);
    if (dot(cross(sub(b, a), sub(c, a)), f.normal) <= 0)
      problems.push(`a normal against its corners`);
    volume += dot(a, cross(b, c)) / 6;
    for (const [p, q] of [
      [a, b],
      [b, c],
      [c, a],
    ]) {
      const key = `${p.join(',')}>${q.join(',')}`;
      edges.set(key, (edges.get(key) ?? 0) + 1);
    }
  }
  for (const [key, n] of edges) {
    const [p, q] = key.split('>');
    if ((edges.get(`${q}>${p}`) ?? 0) !== n) problems.push(`edge ${key} walked ${n} times one way`);
  }
  return { problems: [...new Set(problems)], volume };
}
