/**
 * The page's live state: the URL's state (state/url.ts) and the theme as signals. A change goes
 * to the URL at once (a new history entry when the view changes, else the current one is
 * replaced), and the back button reads the URL again.
 */
import { signal } from '@preact/signals';
import { nextState } from './state/page.js';
import { THEME_KEY, effectiveTheme, otherTheme, storedTheme, type Theme } from './state/theme.js';
import type { PageState } from './state/pageState.js';
import { parseState, stateToParams, type ParamProblem } from './state/url.js';

const first = parseState(new URLSearchParams(location.search));
export const page = signal<PageState>(first.state);
/** Problems with the URL the page was opened with, shown until dismissed. */
export const problems = signal<readonly ParamProblem[]>(first.problems);

export function hrefFor(patch: Partial<PageState>): string {
  const query = stateToParams(nextState(page.value, patch)).toString();
  return query === '' ? location.pathname : `?${query}`;
}

export function update(patch: Partial<PageState>): void {
  const before = page.value;
  const next = nextState(before, patch);
  page.value = next;
  const href = hrefFor({});
  if (next.view !== before.view) history.pushState(null, '', href);
  else history.replaceState(null, '', href);
}

addEventListener('popstate', () => {
  const again = parseState(new URLSearchParams(location.search));
  page.value = again.state;
  problems.value = again.problems;
});

function readStored(): Theme | null {
  try {
    return storedTheme(localStorage.getItem(THEME_KEY));
  } catch {
    return null; // storage may be off (private modes): the system's choice then
  }
}

const systemDark = matchMedia('(prefers-color-scheme: dark)');
export const theme = signal<Theme>(effectiveTheme(readStored(), systemDark.matches));
systemDark.addEventListener('change', () => {
  theme.value = effectiveTheme(readStored(), systemDark.matches);
});

/** Sets the theme attribute that styles/theme.css reads (no attribute: follow the system). */
export function applyTheme(): void {
  const stored = readStored();
  if (stored === null) delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = stored;
}

export function toggleTheme(): void {
  const next = otherTheme(theme.value);
  theme.value = next;
  try {
    localStorage.setItem(THEME_KEY, next);
  } catch {
    // not kept across visits, but still applied below
  }
  document.documentElement.dataset.theme = next;
}
