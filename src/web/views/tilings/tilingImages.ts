/**
 * A tiling's images under its region's own symmetries (core/tiling/region.ts), drawn on demand:
 * the members of its class, one per symmetry (some may coincide: the orbit size says how many
 * differ). Plain data, no DOM.
 */
import { TRANSFORM_NAMES } from '../../../core/symmetry.js';
import { cellMap, regionSymmetries, type Region } from '../../../core/tiling/region.js';
import type { TilingDrawing } from '../../../render/tiling/tiling.js';

export function tilingImages(d: TilingDrawing): { name: string; drawing: TilingDrawing }[] {
  const cells = Uint8Array.from(d.part, (p) => (p >= 0 ? 1 : 0));
  const region: Region = {
    height: d.height,
    width: d.width,
    depth: 1,
    cells,
    cellCount: cells.reduce((a, x) => a + x, 0),
  };
  return regionSymmetries(region).map((t) => {
    const map = cellMap(region, t);
    const part = new Int32Array(d.part.length).fill(-1);
    for (let i = 0; i < d.part.length; i++) part[map[i]] = d.part[i];
    return { name: TRANSFORM_NAMES[t], drawing: { ...d, part } };
  });
}
