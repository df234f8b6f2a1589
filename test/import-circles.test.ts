/**
 * The modules of src/ import each other in no circle but one (docs/architecture.md):
 * core/jobFamilies.ts and core/protocol.ts, types only, kept on purpose (both headers say why). A
 * circle is found here from the import and export lines of every source file (tests and generated
 * files aside), as strongly connected components of the graph.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
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
