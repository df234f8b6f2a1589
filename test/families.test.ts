/**
 * The checklist of a family (docs/architecture.md "Adding a family") walked through the
 * registries, so a family that joins one registry and misses another fails here: its job kinds
 * loaded by its own row and typed in the library (from its jobTypes.ts), its commands registered
 * by its own row of the CLI, its puzzles named by a CLI row and a view (the help's description
 * and the page's tagline), and (test/browser/page.test.ts walks VIEW_REGISTRY) its view opened in
 * the browser. The URL's rows, unique by key, name and rank: src/web/state/pageState.test.ts.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Command } from 'commander';
import { JOB_FAMILIES } from '../src/core/jobFamilies.js';
import { FAMILIES } from '../src/cli/main.js';
import { VIEW_REGISTRY } from '../src/web/views/index.js';
import { processContext } from '../src/cli/context.js';
import type { Act } from '../src/cli/outcome.js';
import { readApi } from '../scripts/api-reference.js';

/** `queens-count` → `QueensCount`: the stem of its job's and answer's type names. */
const typeStem = (kind: string): string =>
  kind
    .split('-')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');

test('each family row loads a table of its own kinds, none shared with another row', async () => {
  const seen = new Map<string, number>();
  for (const [i, row] of JOB_FAMILIES.entries()) {
    const kinds = Object.keys(await row.load());
    assert.ok(kinds.length > 0, `row ${i}: an empty table`);
    for (const kind of kinds) {
      assert.ok(
        row.prefixes.some((p) => kind.startsWith(p)),
        `${kind}: not under its row's prefixes ${row.prefixes.join(', ')}`,
      );
      assert.equal(seen.get(kind), undefined, `${kind}: in rows ${seen.get(kind)} and ${i}`);
      seen.set(kind, i);
    }
  }
  const prefixes = JOB_FAMILIES.flatMap((r) => r.prefixes);
  assert.equal(new Set(prefixes).size, prefixes.length, 'a prefix named by two rows');
});

test("every job kind's job and answer types are the library's (placer-puzzles engine)", async () => {
  const engine = readApi().find((ns) => ns.name === 'engine');
  assert.ok(engine, 'the library has an engine namespace');
  const exported = new Map(engine.groups.flatMap((g) => g.exports).map((e) => [e.name, e.file]));
  const typed = new Set<string>();
  for (const row of JOB_FAMILIES) {
    for (const kind of Object.keys(await row.load())) {
      for (const name of [`${typeStem(kind)}Job`, `${typeStem(kind)}Result`]) {
        const file = exported.get(name);
        assert.ok(file, `${kind}: the library's engine does not export ${name}`);
        assert.match(file, /^src\/core\/[a-z]+\/jobTypes\.ts$/, `${name}: not in a jobTypes.ts`);
        typed.add(name);
      }
    }
  }
  // And the other way: a family's jobTypes.ts holds no type of a kind that no row runs.
  const stale = [...exported].filter(([n, f]) => f.endsWith('/jobTypes.ts') && !typed.has(n));
  assert.deepEqual(stale, []);
});

test('each CLI family registers the commands its row names, and no other', async () => {
  const ctx = processContext();
  const act: Act =
    (action) =>
    async (...args) =>
      void (await action(...args));
  const owner = new Map<string, number>();
  for (const [i, row] of FAMILIES.entries()) {
    const program = new Command();
    (await row.load())(program, ctx, act);
    assert.deepEqual(
      program.commands.map((c) => c.name()).sort(),
      [...row.commands].sort(),
      `row ${i} (${row.commands.join(', ')})`,
    );
    for (const name of row.commands) {
      assert.equal(owner.get(name), undefined, `${name}: in rows ${owner.get(name)} and ${i}`);
      owner.set(name, i);
    }
  }
});

test("each family's puzzles are named by one CLI row and one view, none by another", () => {
  // The help's description and the page's tagline are built from these (render/workbench.ts).
  const cli = FAMILIES.flatMap((r) => r.puzzles ?? []);
  const views = VIEW_REGISTRY.flatMap((v) => v.puzzles ?? []);
  for (const named of [cli, views]) {
    assert.equal(named.length, JOB_FAMILIES.length, `one phrase per family: ${named.join('; ')}`);
    assert.ok(
      named.every((p) => p.trim() === p && p !== '' && !p.includes(',')),
      `a phrase joins its sentence with ", ": ${named.join('; ')}`,
    );
  }
});
