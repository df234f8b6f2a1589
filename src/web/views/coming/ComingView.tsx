/** The views not built yet: what each will show, and the command that does it today. */
import type { ViewId } from '../../state/url.js';

const COMING: Partial<Record<ViewId, { title: string; what: string; cli: string }>> = {
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
