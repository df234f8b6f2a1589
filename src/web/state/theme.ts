/**
 * Light or dark: the system's choice (prefers-color-scheme) until the reader picks one with the
 * toggle; the pick is kept in localStorage under THEME_KEY and wins from then on.
 */
export type Theme = 'light' | 'dark';

export const THEME_KEY = 'placer-theme';

/** A stored value, if it is a theme (anything else counts as no choice). */
export function storedTheme(value: string | null): Theme | null {
  return value === 'light' || value === 'dark' ? value : null;
}

export function effectiveTheme(stored: Theme | null, systemDark: boolean): Theme {
  return stored ?? (systemDark ? 'dark' : 'light');
}

export function otherTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark';
}
