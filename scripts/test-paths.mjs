// Where scripts/test-build.mjs puts the compiled tests, and the way back to the sources' names.
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export const OUT_DIR = resolve('node_modules/.cache/placer-tests');

/** Where the compiled form of `source` (a path under the root) lives. */
export function compiledPath(source) {
  return join(OUT_DIR, relative('.', source).replace(/\.tsx?$/, '.js'));
}

/** The source (relative to the root) a compiled path came from; any other path as it is. */
export function sourceOf(path) {
  const rel = relative(OUT_DIR, path);
  if (rel.startsWith('..')) return path;
  const ts = rel.replace(/\.js$/, '.ts');
  return existsSync(ts) ? ts : rel.replace(/\.js$/, '.tsx');
}
