// Compiles the TypeScript of src/, test/, scripts/ and bench/ to JavaScript for the test run, once, instead of
// loading tsx in every test file's process: tsx registers its hooks on a loader thread of their
// own, which costs about a second of CPU per process (`node --import tsx -e 0`: 1.0 s of CPU,
// `node -e 0`: 0.2 s), and the suite starts a process per file (about 100).
//
// The output is what tsx itself would run: esbuild's transform of each file alone, with tsx's
// options (keepNames, the root tsconfig's settings). It goes to node_modules/.cache/placer-tests,
// beside the real tree (imports between compiled files keep working, packages resolve from the
// root's node_modules), with `import.meta.url` set to the source file's URL, so paths made from it
// (fixtures, bin/placer.js, dist/) are the real ones. Inline source maps name the .ts lines in
// stack traces (run with --enable-source-maps). A file is compiled again only when its source is
// newer than its output.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { transform } from 'esbuild';
import { compiledPath } from './test-paths.mjs';

/** Options from tsconfig.base.json that change what esbuild emits (tsx reads them the same way). */
const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    verbatimModuleSyntax: true,
    jsx: 'react-jsx',
    jsxImportSource: 'preact',
  },
};

function sources(dir, out) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/**
 * Compiles every .ts/.tsx file under `roots` (the folders tests import from) that changed;
 * returns how many were compiled.
 */
export async function buildTests(roots = ['src', 'test', 'scripts', 'bench']) {
  const files = roots.flatMap((r) => sources(r, []));
  const stale = files.filter((f) => {
    try {
      return statSync(compiledPath(f)).mtimeMs < statSync(f).mtimeMs;
    } catch {
      return true;
    }
  });
  await Promise.all(
    stale.map(async (file) => {
      const full = resolve(file);
      const result = await transform(readFileSync(file, 'utf8'), {
        loader: file.endsWith('.tsx') ? 'tsx' : 'ts',
        format: 'esm',
        target: `node${process.versions.node}`,
        keepNames: true,
        sourcemap: 'inline',
        sourcefile: full,
        tsconfigRaw: TSCONFIG,
        define: { 'import.meta.url': JSON.stringify(pathToFileURL(full).href) },
      });
      const out = compiledPath(file);
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, result.code);
    }),
  );
  return stale.length;
}
