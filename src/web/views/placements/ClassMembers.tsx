/**
 * The members of the selected class (fundamental listing): each of its placements once, as a
 * small board with the symmetries that give it and its line in the chosen format.
 */
import type { PlacementFormat } from '../../../core/queens/formats.js';
import type { Placement } from '../../../core/queens/placement.js';
import { boardOf } from '../../../render/queens/board.js';
import { listingLine } from '../../../render/queens/listingLine.js';
import { Board } from '../../board/Board.js';
import { orbitMembers, TRANSFORM_WORDS } from './orbitMembers.js';

export interface ClassMembersProps {
  readonly placement: Placement;
  readonly format: PlacementFormat;
}

export function ClassMembers({ placement, format }: ClassMembersProps) {
  const members = orbitMembers(placement);
  return (
    <section class="members" aria-labelledby="members-title">
      <h3 id="members-title">
        Its class: {members.length} placement{members.length === 1 ? '' : 's'}
      </h3>
      <p class="legend">
        The images of this placement under the 8 symmetries of the square, each once (its orbit).
      </p>
      <ul class="member-grid" data-testid="members">
        {members.map((m, k) => (
          <li key={k} class="member">
            <Board board={boardOf(m.placement)} />
            <p class="member-how">{m.transforms.map((t) => TRANSFORM_WORDS[t]).join('; ')}</p>
            <p class="member-line">{listingLine(m.placement, format, null)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
