/** The views not built yet: what each will show, and the command that does it today. */
import type { ViewId } from '../../state/url.js';

const COMING: Partial<Record<ViewId, { title: string; what: string; cli: string }>> = {
  watch: {
    title: 'Watch the search',
    what: 'The backtracking search and the robot walk played back step by step, forward and back, with the attacked cells and a caption for each step.',
    cli: 'placer queens walk 8 --limit 40',
  },
  one: {
    title: 'One placement',
    what: 'Greedy with its score grid, mutation with its table of states, min-conflicts and construct for boards up to a million rows, each replayable from its seed.',
    cli: 'placer queens solve 8 --method greedy --seed 1',
  },
  tilings: {
    title: 'Tilings',
    what: 'Regions and piece sets, the first tiling, counts of all and of distinct tilings, and each tiling drawn in colour.',
    cli: 'placer tile 6x10 --count',
  },
  cover: {
    title: 'Exact cover',
    what: "Any exact-cover problem in Knuth's DLX format: count its solutions or list them.",
    cli: 'placer cover problem.dlx --count',
  },
};

export function ComingView({ view }: { view: ViewId }) {
  const c = COMING[view];
  if (c === undefined) return null;
  return (
    <section aria-labelledby="view-title">
      <h2 id="view-title">{c.title}</h2>
      <div class="coming">
        <p>
          <strong>Coming to this page.</strong> {c.what}
        </p>
        <p>
          Today the command line does it: <code>{c.cli}</code>
        </p>
      </div>
    </section>
  );
}
