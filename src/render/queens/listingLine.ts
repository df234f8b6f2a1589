/**
 * One row of `placer queens list N --format F` as text, the same on every face: the placement in
 * its format (core/queens/formats.ts) and, in the fundamental listing, its orbit size (the field
 * of render/queens/orbitField.ts spliced into the JSON object, or after the line). The CLI writes its
 * perm lines through a byte encoder for speed; the text is the same (test/listing-line.test.ts).
 */
import { formatPlacement, type PlacementFormat } from '../../core/queens/formats.js';
import type { Placement } from '../../core/queens/placement.js';
import { orbitField } from './orbitField.js';

/** The row's text; `orbit` is the class's orbit size in the fundamental listing, else null. */
export function listingLine(p: Placement, format: PlacementFormat, orbit: number | null): string {
  const text = formatPlacement(p, format);
  if (orbit === null) return text;
  if (format === 'json') return text.slice(0, -1) + orbitField(orbit, 'json') + '}';
  return text + orbitField(orbit, 'line');
}
