/**
 * The page: a title bar with the theme toggle, the tab bar of views (plain links carrying the
 * state in their query, so they also open in a new tab), the URL's problems, and the view.
 */
import type { TargetedMouseEvent } from 'preact';
import { page, problems, hrefFor, theme, toggleTheme, update } from '../store.js';
import { workbenchSentence } from '../../render/workbench.js';
import { VIEW_REGISTRY, type ViewId } from '../views/index.js';
import { SCREENS } from '../views/screens.js';

function Tabs() {
  const current = page.value.view;
  const go = (id: ViewId) => (e: TargetedMouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    update({ view: id });
  };
  return (
    <nav aria-label="Views">
      <ul class="tabs">
        {VIEW_REGISTRY.map((t) => (
          <li key={t.id}>
            <a
              href={hrefFor({ view: t.id })}
              aria-current={t.id === current ? 'page' : undefined}
              onClick={go(t.id)}
              data-view={t.id}
            >
              {t.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Problems() {
  const list = problems.value;
  if (list.length === 0) return null;
  return (
    <section class="problems" role="alert" aria-labelledby="problems-title">
      <h2 id="problems-title">Some of this page's URL could not be used</h2>
      <ul>
        {list.map((p, i) => (
          <li key={i}>
            URL parameter <code>{p.param}</code> {p.message}.
          </li>
        ))}
      </ul>
      <p>
        <button type="button" onClick={() => (problems.value = [])}>
          Dismiss
        </button>
      </p>
    </section>
  );
}

function ThemeToggle() {
  const dark = theme.value === 'dark';
  return (
    <button type="button" class="theme-toggle" aria-pressed={dark} onClick={toggleTheme}>
      Dark theme: {dark ? 'on' : 'off'}
    </button>
  );
}

/** The tagline: the puzzles the views name, in tab order. */
const TAGLINE = workbenchSentence(VIEW_REGISTRY.flatMap((v) => v.puzzles ?? []));

function CurrentView() {
  const View = SCREENS[page.value.view];
  return <View />;
}

export function Shell() {
  return (
    <>
      <a class="skip-link" href="#main">
        Skip to the view
      </a>
      <div class="shell">
        <header class="masthead">
          <div>
            <h1>placer</h1>
            <p class="tagline">{TAGLINE}</p>
          </div>
          <ThemeToggle />
        </header>
        <Tabs />
        <Problems />
        <main id="main" class="view" tabIndex={-1}>
          <CurrentView />
        </main>
      </div>
    </>
  );
}
