/**
 * The modules of src/ import each other in no circle but one (docs/architecture.md):
 * core/jobFamilies.ts and core/protocol.ts, types only, kept on purpose (both headers say why). A
 * circle is found here from the import and export lines of every source file (tests and generated
 * files aside), as strongly connected components of the graph. The same graph holds the layering
 * of families: the kernel (core/run) imports no family, and a family's folders import another
 * family's only through the shared modules named here. (The registries load families by
 * `import()`, which is no edge of this graph.)
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.gen.ts'))
      out.push(path);
  }
  return out;
}

/** Each file's imports of other files of src/ (relative specifiers ending in .js). */
function importGraph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const to: string[] = [];
    for (const m of text.matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.[^']+)\.js'/gm)) {
      const base = resolve(dirname(file), m[1]);
      const found = [`${base}.ts`, `${base}.tsx`].find((p) => known.has(p));
      if (found !== undefined) to.push(found);
    }
    graph.set(file, to);
  }
  return graph;
}

/** The graph's strongly connected components of more than one file (Tarjan's algorithm). */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) found.push(component);
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

test('src/ has one import circle, core/jobFamilies.ts with core/protocol.ts', () => {
  const files = sources(join(ROOT, 'src'));
  const found = circles(importGraph(files)).map((c) =>
    c.map((f) => relative(ROOT, f).split('\\').join('/')).sort(),
  );
  assert.deepEqual(found, [['src/core/jobFamilies.ts', 'src/core/protocol.ts']]);
});

/** The families: the folders of src/core with a job table. */
const FAMILIES = readdirSync(join(ROOT, 'src/core')).filter((d) =>
  existsSync(join(ROOT, 'src/core', d, 'jobs.ts')),
);

/**
 * What one family may import of another: the exact-cover engine (its problem, its search, its
 * DLX text), on which the tilings and the regions are solved.
 */
const SHARED = [
  'src/core/cover/problem.ts',
  'src/core/cover/coverSearch.ts',
  'src/core/cover/dlxFormat.ts',
];

/** The family a file of src/ belongs to (src/core/<f>/, src/cli/<f>/, src/node/<f>/…), or null. */
function familyOf(file: string): string | null {
  const [, , folder] = file.split('/');
  return FAMILIES.includes(folder) ? folder : null;
}

function edges(): [string, string][] {
  const files = sources(join(ROOT, 'src'));
  const rel = (f: string): string => relative(ROOT, f).split('\\').join('/');
  return [...importGraph(files)].flatMap(([from, to]) =>
    to.map((t): [string, string] => [rel(from), rel(t)]),
  );
}

test('the families are found: the folders of src/core with a job table', () => {
  assert.deepEqual([...FAMILIES].sort(), ['cover', 'kings', 'queens', 'regions', 'tiling']);
  assert.equal(familyOf('src/cli/queens/count.ts'), 'queens');
  assert.equal(familyOf('src/core/run/pool.ts'), null);
});

test('the kernel (src/core/run) imports no family', () => {
  const bad = edges().filter(([from, to]) => from.startsWith('src/core/run/') && familyOf(to));
  assert.deepEqual(bad, []);
});

test("a family imports another family's modules only through the shared ones", () => {
  const bad = edges().filter(([from, to]) => {
    const [a, b] = [familyOf(from), familyOf(to)];
    return a !== null && b !== null && a !== b && !SHARED.includes(to);
  });
  assert.deepEqual(bad, []);
});

test('the circle finder finds a circle of three and none in a line', () => {
  const ring = new Map([
    ['a', ['b']],
    ['b', ['c']],
    ['c', ['a']],
    ['d', ['a']],
  ]);
  assert.deepEqual(
    circles(ring).map((c) => c.sort()),
    [['a', 'b', 'c']],
  );
  const line = new Map([
    ['a', ['b']],
    ['b', ['c']],
    ['c', []],
  ]);
  assert.deepEqual(circles(line), []);
});
