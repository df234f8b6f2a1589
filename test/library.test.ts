/**
 * The library as a user gets it: the built entry (dist/index.js and its .d.ts), imported the way
 * `import … from 'placer-puzzles'` resolves it. Its exports must be exactly the list in docs/api.md (so
 * a stray `export *` or a forgotten name fails here), and a few real calls must work through it.
 * Needs `npm run build` first (npm test does it).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { API_DOC, apiMarkdown, readApi, type ApiNamespace } from '../scripts/api-reference.js';
import { queensReference, tilingReference } from './support/reference.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ENTRY = fileURLToPath(new URL('../dist/index.js', import.meta.url));
const TYPES = fileURLToPath(new URL('../dist/index.d.ts', import.meta.url));

const api = readApi();
const lib = (await import(ENTRY)) as typeof import('../src/index.js');

function names(ns: ApiNamespace, values: boolean): string[] {
  return ns.groups
    .flatMap((g) => g.exports)
    .filter((e) => !values || e.value)
    .map((e) => e.name)
    .sort();
}

test('docs/api.md is the export list read from the source', () => {
  assert.equal(
    readFileSync(API_DOC, 'utf8'),
    apiMarkdown(api),
    'docs/api.md is out of date: run `npm run api`',
  );
});

test('an export, or a method of an exported interface, without a doc comment is refused', () => {
  const dir = mkdtempSync(join(tmpdir(), 'placer-api-'));
  try {
    writeFileSync(
      join(dir, 'index.ts'),
      "/** A fixture. */\nexport { documented, bare, type Shape } from './mod.js';\n",
    );
    writeFileSync(
      join(dir, 'mod.ts'),
      [
        '/** Documented. */',
        'export function documented(): number {',
        '  return 1;',
        '}',
        '',
        'export function bare(): number {',
        '  return 2;',
        '}',
        '',
        '/** A shape. */',
        'export interface Shape {',
        '  /** Its area. */',
        '  area(): number;',
        '  grow(by: number): void;',
        '  readonly onChange: (s: Shape) => void;',
        '  /** Its name: a plain property needs none, this one has one. */',
        '  readonly name: string;',
        '  readonly size: number;',
        '}',
        '',
      ].join('\n'),
    );
    assert.throws(
      () => readApi(join(dir, 'index.ts')),
      (e: Error) => {
        const lines = e.message.split('\n').slice(1);
        assert.deepEqual(
          lines.map((l) => l.replace(/^.*?mod\.ts:\d+: /, '')),
          [
            'bare has no doc comment of its own',
            'Shape.grow has no doc comment',
            'Shape.onChange has no doc comment',
          ],
        );
        return true;
      },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a namespace's export type * lists a module of types, and refuses one with anything else", () => {
  const dirs: string[] = [];
  // A folder per fixture: readApi keeps the files it has read, by path.
  const readTypes = (lines: string[]): ApiNamespace[] => {
    const dir = mkdtempSync(join(tmpdir(), 'placer-api-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'index.ts'), "/** A fixture. */\nexport * as ns from './ns.js';\n");
    writeFileSync(join(dir, 'ns.ts'), "/** A namespace. */\nexport type * from './types.js';\n");
    writeFileSync(join(dir, 'types.ts'), lines.join('\n'));
    return readApi(join(dir, 'index.ts'));
  };
  try {
    const types = [
      "import type { Other } from './other.js';",
      '/** A job. */',
      'export interface FooJob {',
      '  readonly other: Other;',
      '}',
      '/** Its answer. */',
      'export type FooResult = { readonly n: number };',
    ];
    const ns = readTypes(types).find((n) => n.name === 'ns');
    assert.deepEqual(
      ns?.groups.flatMap((g) => g.exports).map((e) => [e.name, e.kind, e.value, e.doc]),
      [
        ['FooJob', 'interface', false, 'A job.'],
        ['FooResult', 'type', false, 'Its answer.'],
      ],
    );
    const extra = ['/** A value. */', 'export const MAX = 1;', 'interface Hidden {}'];
    assert.throws(
      () => readTypes([...types, ...extra]),
      (e: Error) => {
        assert.deepEqual(
          e.message
            .split('\n')
            .slice(1)
            .map((l) => l.replace(/^.*?types\.ts:\d+: /, '')),
          [
            'a module exported whole (export type *) declares only types',
            'a module exported whole (export type *) declares only types',
          ],
        );
        return true;
      },
    );
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
});

test('the built entry exports exactly the listed values, namespace by namespace', () => {
  const top = api.find((ns) => ns.name === null);
  assert.ok(top);
  const spaces = api.filter((ns) => ns.name !== null);
  assert.deepEqual(
    Object.keys(lib).sort(),
    [...names(top, true), ...spaces.map((ns) => ns.name as string)].sort(),
  );
  for (const ns of spaces) {
    const runtime = (lib as Record<string, object>)[ns.name as string];
    assert.deepEqual(Object.keys(runtime).sort(), names(ns, true), `namespace ${ns.name}`);
  }
});

test('the published types export exactly the listed names, with no ambient types needed', () => {
  const program = ts.createProgram([TYPES], {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts'],
    types: [],
    strict: true,
    noEmit: true,
    // TypeScript's own lib files need no checking (0.5 s of CPU); dist/*.d.ts still are.
    skipDefaultLibCheck: true,
  });
  const problems = ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  assert.deepEqual(problems, [], 'dist/*.d.ts type-check without Node or DOM types');
  const checker = program.getTypeChecker();
  const entry = program.getSourceFile(TYPES);
  assert.ok(entry);
  const module = checker.getSymbolAtLocation(entry);
  assert.ok(module);
  const exported = new Map(checker.getExportsOfModule(module).map((s) => [s.name, s]));
  for (const ns of api) {
    let listed: string[];
    if (ns.name === null) {
      listed = [...exported.keys()].filter((k) => !api.some((n) => n.name === k)).sort();
    } else {
      const alias = exported.get(ns.name);
      assert.ok(alias, `namespace ${ns.name} in dist/index.d.ts`);
      listed = checker
        .getExportsOfModule(checker.getAliasedSymbol(alias))
        .map((s) => s.name)
        .sort();
    }
    assert.deepEqual(listed, names(ns, false), `types of ${ns.name ?? 'the top level'}`);
  }
});

test('queens.count through the entry: either method, the same count, typed', () => {
  for (const n of [8, 11]) {
    const ref = queensReference.find((r) => r.n === n);
    assert.ok(ref);
    const join = lib.queens.count(n, { method: 'join' });
    const constellations = lib.queens.count(n, { method: 'constellations' });
    assert.equal(join.total, ref.total);
    assert.equal(join.fundamental, ref.fundamental);
    assert.deepEqual(join, constellations);
    assert.deepEqual(lib.queens.count(n), constellations);
  }
  assert.equal(lib.queens.defaultCountMethod(17), 'join');
  assert.deepEqual([...lib.queens.COUNT_METHODS], ['join', 'constellations']);
  assert.throws(() => lib.queens.count(24, { method: 'join' }), /the join counts N = 4…23, got 24/);
});

test('queens through the entry: counts, random access, a format round trip', () => {
  const eight = queensReference.find((r) => r.n === 8);
  assert.ok(eight);
  const c = lib.queens.countQueens(8);
  assert.equal(c.total, eight.total);
  assert.equal(c.fundamental, eight.fundamental);
  assert.equal(lib.symmetry.orbitMembers(c.orbits), c.total);
  const stream = new lib.queens.SolutionStream(8);
  for (let k = 0; k < 5; k++) stream.next();
  const fifth = stream.next();
  assert.ok(fifth);
  const row = lib.queens.solutionAt(8, 5);
  assert.deepEqual(row?.cols, fifth);
  const p = lib.queens.makePlacement(fifth);
  assert.ok(lib.queens.isSolution(p));
  const text = lib.queens.formatPlacement(p, 'algebraic');
  assert.deepEqual(lib.queens.parsePlacement(text).cols, p.cols);
});

test('a tiling count through the entry matches the published figure', () => {
  const ref = tilingReference.find((r) => r.region === '3x20');
  assert.ok(ref);
  const region = lib.tiling.parseRectangleSpec(ref.region);
  assert.ok(region);
  const pieces = lib.tiling.selectPieces(lib.tiling.pieceSet('pentominoes'), new Map(), []);
  const problem = lib.tiling.buildTilingProblem(region, pieces);
  const count = lib.tiling.countTilings(problem);
  assert.equal(count.total, ref.total);
  assert.equal(count.distinct, ref.distinct);
  const first = lib.tiling.firstTiling(problem);
  assert.ok(first);
  assert.equal(lib.tiling.checkTiling(problem, first), null);
});

test('exact cover through the entry: DLX text parsed and counted, as the queens counter', () => {
  const dlx = lib.exactCover.printDlx(lib.exactCover.queensExactCover(6));
  const { problem } = lib.exactCover.parseDlx(dlx, 'queens6.dlx');
  assert.equal(lib.exactCover.countExactCover(problem).count, lib.queens.countQueens(6).total);
  const first = lib.exactCover.firstExactCover(problem);
  assert.ok(first);
  assert.equal(lib.exactCover.checkExactCover(problem, first), null);
});

test('a trace played through the entry seeks to the step a plain playthrough reaches', () => {
  const events = [...lib.queens.walkEvents(5)];
  const player = new lib.trace.TracePlayer(new lib.queens.WalkTrace(5), { interval: 8 });
  for (const k of [37, 3, events.length, 20, 1]) {
    assert.deepEqual(player.seek(k), events[k - 1], `step ${k}`);
  }
  assert.equal(player.stepBack(), null);
  assert.equal(player.index, 0);
});

test('a solver driven through the entry; bad input is a PlacerError', () => {
  const solver = lib.queens.createSolver('min-conflicts', 50, 7);
  assert.equal(lib.engine.runToEnd(solver), 'found');
  assert.ok(lib.queens.isSolution(lib.queens.makePlacement(solver.cols)));
  const e = catchError(() => lib.queens.parsePlacement('9 9'));
  assert.ok(lib.isPlacerError(e), String(e));
});

function catchError(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  return undefined;
}

test("the README's library example prints what the README shows", () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf('\n## The library\n'));
  const code = /```js\n([\s\S]*?)```/.exec(section);
  const shown = /```text\n([\s\S]*?)```/.exec(section);
  assert.ok(code && shown, 'a js block and a text block in the README section "The library"');
  // Run from the repository root, `import … from 'placer-puzzles'` resolves to this package's own entry.
  const r = spawnSync(process.execPath, ['--input-type=module'], {
    cwd: ROOT,
    input: code[1],
    encoding: 'utf8',
  });
  assert.equal(r.stderr, '');
  assert.equal(r.stdout, shown[1]);
});

/** Each ```ts or ```js block of the README's section "The library", in order. */
function libraryExamples(): { lang: 'ts' | 'js'; code: string }[] {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const start = readme.indexOf('\n## The library\n');
  assert.ok(start >= 0, 'the README has a section "The library"');
  const next = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, next < 0 ? undefined : next);
  return [...section.matchAll(/```(ts|js)\n([\s\S]*?)```/g)].map((m) => ({
    lang: m[1] as 'ts' | 'js',
    code: m[2],
  }));
}

test("the README's library examples type-check, strict, against the published types", () => {
  const examples = libraryExamples();
  assert.ok(examples.length > 0, 'a ts or js block in the README section "The library"');
  const dir = mkdtempSync(join(tmpdir(), 'placer-readme-'));
  try {
    // The examples print with console.log; no Node or DOM types are loaded, so declare it alone.
    const files = [join(dir, 'console.d.ts')];
    writeFileSync(files[0], 'declare const console: { log(...data: unknown[]): void };\n');
    examples.forEach((e, k) => {
      const file = join(dir, `example${k}.${e.lang === 'ts' ? 'mts' : 'mjs'}`);
      writeFileSync(file, e.code);
      files.push(file);
    });
    const program = ts.createProgram(files, {
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022,
      lib: ['lib.es2022.d.ts'],
      types: [],
      strict: true,
      allowJs: true,
      checkJs: true,
      noEmit: true,
      skipDefaultLibCheck: true,
      paths: { 'placer-puzzles': [TYPES] },
    });
    const problems = ts.getPreEmitDiagnostics(program).map((d) => {
      const at =
        d.file !== undefined && d.start !== undefined
          ? `${d.file.fileName.slice(dir.length + 1)}:${d.file.getLineAndCharacterOfPosition(d.start).line + 1}: `
          : '';
      return at + ts.flattenDiagnosticMessageText(d.messageText, '\n');
    });
    assert.deepEqual(problems, []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a listed row names its orbit 'orbit', as every JSON does", () => {
  const row = lib.queens.solutionAt(8, 3, { fundamental: true });
  assert.ok(row);
  assert.ok(row.orbit === 4 || row.orbit === 8, `orbit ${row.orbit}`);
  const box = lib.tiling.buildTilingProblem(
    lib.tiling.rectangle(10, 6),
    lib.tiling.selectPieces(lib.tiling.pieceSet('pentominoes'), new Map(), []),
  );
  const t = lib.tiling.distinctTilingAt(box, 0n);
  assert.ok(t);
  assert.ok([1, 2, 4].includes(t.orbit), `orbit ${t.orbit}`);
});

test("a string passed as N is refused as a string, not as 'got 8'", () => {
  const eight = '8' as unknown as number;
  const calls: [string, () => unknown][] = [
    ['countQueens', () => lib.queens.countQueens(eight)],
    ['solutionAt', () => lib.queens.solutionAt(eight, 0)],
    ['estimateQueens', () => lib.queens.estimateQueens(eight, 10, 1)],
  ];
  for (const [name, call] of calls) {
    const e = catchError(call);
    assert.ok(lib.isPlacerError(e), `${name}: ${String(e)}`);
    assert.match(e.message, /got '8' \(a string\)/, name);
  }
});

test('docs/api.md gives each function its parameters and result, each class its constructor', () => {
  const page = readFileSync(API_DOC, 'utf8');
  assert.match(page, /^- `new QueensCounter\(n: number, subproblems: [^`]*\)` \(class\)/m);
  assert.match(
    page,
    /^- `countQueens\(n: number, opts: CountOptions = \{\}\): QueensCount` \(function\)/m,
  );
  for (const e of api.flatMap((ns) => ns.groups.flatMap((g) => g.exports))) {
    if (e.kind !== 'function' && e.kind !== 'class') continue;
    const call = e.kind === 'class' ? `new ${e.name}` : e.name;
    assert.ok(page.includes(`\n- \`${call}(`) || page.includes(`\n- \`${call}<`), e.name);
  }
});
