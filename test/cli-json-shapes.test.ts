/**
 * One JSON shape per concept (docs/cli.md "JSON shapes", src/render/jsonShapes.ts): every
 * command's JSON for a placement, a count, a tiling and its timing validates against the one
 * shape, checked here field by field (extra fields are the command's own).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { KNUTH_DLX } from './support/fixtures.js';
import { placer, tempFiles } from './support/cli.js';

type Json = Record<string, unknown>;
const DECIMAL = /^(0|[1-9][0-9]*)$/;

function json(args: readonly string[], cwd?: string): Json[] {
  const r = placer(args, { cwd });
  assert.ok(r.code === 0 || r.code === 1, `${args.join(' ')}: ${r.stderr}`);
  return r.stdout
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l) as Json);
}

/** PlacementJson: {n, cols}, cols 1-based columns, one per row (null in an empty row if partial). */
function assertPlacement(v: unknown, what: string, partial = false): void {
  const p = v as Json;
  assert.equal(typeof p.n, 'number', what);
  assert.ok(Array.isArray(p.cols), what);
  const cols = p.cols as unknown[];
  assert.equal(cols.length, p.n, what);
  for (const c of cols) {
    if (partial && c === null) continue;
    assert.ok(Number.isInteger(c) && (c as number) >= 1 && (c as number) <= (p.n as number), what);
  }
}

/** CountJson: total a decimal string; classes and orbits (every size) together, adding up. */
function assertCount(c: Json, what: string, symmetric: boolean): void {
  assert.match(String(c.total), DECIMAL, what);
  assert.equal(typeof c.total, 'string', `${what}: total is a decimal string`);
  if (!symmetric) {
    assert.ok(!('classes' in c) && !('orbits' in c), what);
    return;
  }
  assert.equal(typeof c.classes, 'string', what);
  const o = c.orbits as Record<string, string>;
  assert.deepEqual(Object.keys(o).sort(), ['1', '2', '4', '8'], `${what}: every orbit size`);
  let classes = 0n;
  let members = 0n;
  for (const [size, k] of Object.entries(o)) {
    assert.match(k, DECIMAL, what);
    classes += BigInt(k);
    members += BigInt(size) * BigInt(k);
  }
  assert.equal(classes.toString(), c.classes, `${what}: the orbits add up to the classes`);
  assert.ok(members <= BigInt(c.total as string), what);
}

/** TimingJson: seconds (a number, 6 decimals at most), firstSeconds number|null, complete boolean. */
function assertTiming(t: Json, what: string): void {
  assert.equal(typeof t.seconds, 'number', what);
  assert.ok((t.seconds as number) >= 0 && /^\d+(\.\d{1,6})?$/.test(String(t.seconds)), what);
  if ('firstSeconds' in t) assert.ok(t.firstSeconds === null || typeof t.firstSeconds === 'number');
  if ('complete' in t) assert.equal(typeof t.complete, 'boolean', what);
  for (const [k, v] of Object.entries(t)) {
    if (k.endsWith('Seconds') && v !== null) assert.equal(typeof v, 'number', `${what}: ${k}`);
  }
}

/** TilingJson: rows of text and pieces with 1-based [row, column] cells. */
function assertTiling(t: Json, what: string): void {
  assert.ok(Array.isArray(t.rows) && (t.rows as unknown[]).every((r) => typeof r === 'string'));
  const pieces = t.pieces as { name: string; cells: [number, number][] }[];
  assert.ok(pieces.length > 0, what);
  for (const p of pieces) {
    assert.equal(typeof p.name, 'string', what);
    for (const [r, c] of p.cells) assert.ok(r >= 1 && c >= 1, what);
  }
}

test('placements: list, list --fundamental, solve, complete write the one placement shape', () => {
  for (const line of json(['queens', 'list', '6', '--format', 'json']))
    assertPlacement(line, 'list');
  for (const line of json(['queens', 'list', '6', '--fundamental', '--format', 'json'])) {
    assertPlacement(line, 'list --fundamental');
    assert.ok([2, 4, 8].includes(line.orbit as number));
  }
  for (const method of ['min-conflicts', 'backtrack', 'greedy']) {
    const [s] = json(['queens', 'solve', '8', '--method', method, '--seed', '1', '--json']);
    assertPlacement(s.placement, `solve ${method}`);
    assertTiming(s, `solve ${method}`);
  }
  const [none] = json(['queens', 'solve', '3', '--method', 'backtrack', '--json']);
  assert.equal(none.placement, null);
  const [c] = json([
    'queens',
    'complete',
    '8',
    '--fixed',
    '1',
    '.',
    '.',
    '.',
    '.',
    '.',
    '.',
    '.',
    '--json',
  ]);
  assertPlacement(c.placement, 'complete');
  assertPlacement(c.fixed, 'complete fixed', true);
  assertTiming(c, 'complete');
});

test('counts: queens count, tile --count, cover --count, complete --count share one shape', () => {
  const dir = tempFiles({ 'knuth.dlx': KNUTH_DLX });
  const [q] = json(['queens', 'count', '8', '--format', 'json']);
  assertCount(q, 'queens count', true);
  assert.equal(q.classes, '12');
  assertTiming(q, 'queens count');
  const [t] = json(['tile', '3x20', '--count', '--format', 'json']);
  assertCount(t, 'tile --count', true);
  assert.deepEqual([t.total, t.classes], ['8', '2']);
  assertTiming(t, 'tile --count');
  const [cv] = json(['cover', 'knuth.dlx', '--count', '--format', 'json'], dir);
  assertCount(cv, 'cover --count', false);
  assert.equal(cv.total, '1');
  assertTiming(cv, 'cover --count');
  const fixed = ['queens', 'complete', '6', '--fixed', '.', '.', '.', '.', '.', '.', '--count'];
  const [k] = json([...fixed, '--json']);
  assertCount(k, 'complete --count', false);
  assert.equal(k.total, '4');
  assertTiming(k, 'complete --count');
});

test('tilings and listings: tile and cover --list write tilings and an index', () => {
  const dir = tempFiles({ 'knuth.dlx': KNUTH_DLX });
  const [first] = json(['tile', '3x20', '--format', 'json']);
  assertTiling(first, 'tile');
  const listed = json(['tile', '3x20', '--list', '--limit', '2', '--format', 'json']);
  assert.deepEqual(
    listed.map((l) => l.index),
    [1, 2],
  );
  for (const l of listed) assertTiling(l, 'tile --list');
  const [cover] = json(['cover', 'knuth.dlx', '--list', '--format', 'json'], dir);
  assert.equal(cover.index, 1);
});
