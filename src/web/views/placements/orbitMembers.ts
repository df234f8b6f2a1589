/**
 * The members of a placement's symmetry class: its images under the 8 symmetries of the square
 * (core/queens/classes.ts), each once, with the symmetries that give it, in words. A class has
 * 8, 4, 2 or (N = 1) 1 members: its orbit size, as the fundamental listing says.
 */
import { transformPlacement } from '../../../core/queens/classes.js';
import type { Placement } from '../../../core/queens/placement.js';
import { ALL_TRANSFORMS, type TransformId } from '../../../core/symmetry.js';

/** The symmetries in words, in core/symmetry.ts's order. */
export const TRANSFORM_WORDS: readonly string[] = [
  'as listed',
  'turned 90° clockwise',
  'turned 180°',
  'turned 90° anticlockwise',
  'mirrored left–right',
  'mirrored top–bottom',
  'flipped on the main diagonal',
  'flipped on the other diagonal',
];

export interface OrbitMember {
  readonly placement: Placement;
  /** The symmetries that map the listed placement to this one, first the lowest. */
  readonly transforms: readonly TransformId[];
}

export function orbitMembers(p: Placement): OrbitMember[] {
  const out: { placement: Placement; transforms: TransformId[]; key: string }[] = [];
  for (const t of ALL_TRANSFORMS) {
    const q = transformPlacement(p, t);
    const key = q.cols.join(',');
    const same = out.find((m) => m.key === key);
    if (same) same.transforms.push(t);
    else out.push({ placement: q, transforms: [t], key });
  }
  return out.map(({ placement, transforms }) => ({ placement, transforms }));
}
