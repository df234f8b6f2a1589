/**
 * `placer kings`, the worked example of a family (docs/architecture.md): counts against OEIS
 * A193580 and against the listing, the listing's --offset against the listing from the start,
 * threads and a checkpoint that resumes, and bad input as one line with exit 2.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { join } from 'node:path';
import { interruptOnFirstProgress, placer, tempFiles } from './support/cli.js';
import { oeisTerms } from './support/reference.js';

test('kings count agrees with OEIS A193580 on 6x6, every K, and the listing has as many lines', () => {
  const terms = oeisTerms('A193580');
  // Rows n = 0…5 of the triangle hold 1, 2, 2, 5, 5, 10 terms: 6x6 starts after 25.
  const row6 = terms.slice(25, 35);
  for (let k = 0; k < row6.length; k++) {
    const r = placer(['kings', 'count', '6x6', '--kings', String(k), '--format', 'json']);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(JSON.parse(r.stdout).total, String(row6[k]), `K = ${k}`);
  }
  const listed = placer(['kings', 'list', '6x6', '--kings', '9']);
  assert.equal(listed.stdout.trim().split('\n').length, Number(row6[9]));
});

test('kings list --offset gives the listing from there; past the end is a "no"', () => {
  const all = placer(['kings', 'list', '5x4', '--kings', '4']).stdout.trim().split('\n');
  for (const offset of [1, 7, 30, all.length - 1]) {
    const r = placer([
      'kings',
      'list',
      '5x4',
      '--kings',
      '4',
      '--offset',
      String(offset),
      '--limit',
      '5',
    ]);
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(
      r.stdout.trim().split('\n'),
      all.slice(offset, offset + 5),
      `--offset ${offset}`,
    );
  }
  const past = placer(['kings', 'list', '5x4', '--kings', '4', '--offset', String(all.length)]);
  assert.equal(past.code, 1);
  assert.equal(
    past.stderr.trim(),
    `--offset ${all.length} is past the end: the listing has ${all.length} placements`,
  );
});

test('kings count on two threads with a checkpoint gives the one-thread count, and resumes', () => {
  const cp = join(tempFiles(), 'kings.ndjson');
  const one = placer(['kings', 'count', '7x6', '--kings', '8', '--format', 'json']);
  const two = placer([
    'kings',
    'count',
    '7x6',
    '--kings',
    '8',
    '--threads',
    '2',
    '--checkpoint',
    cp,
    '--format',
    'json',
  ]);
  assert.equal(JSON.parse(two.stdout).total, JSON.parse(one.stdout).total);
  const again = placer([
    'kings',
    'count',
    '7x6',
    '--kings',
    '8',
    '--checkpoint',
    cp,
    '--format',
    'json',
  ]);
  assert.equal(JSON.parse(again.stdout).total, JSON.parse(one.stdout).total);
  assert.match(again.stderr, /resumed \d+ of \d+ units from /);
});

test('bad boards and kings are one line naming the value, exit 2', () => {
  for (const [args, message] of [
    [
      ['kings', 'count', '17x2', '--kings', '1'],
      /^placer: BOARD must be WxH \(columns x rows, each 1…16\), such as 8x8, got '17x2'$/,
    ],
    [
      ['kings', 'count', '3x3', '--kings', '5'],
      /^placer: --kings must be a whole number from 0 to 4, got '5'$/,
    ],
    [['kings', 'list', '3x3'], /^placer: --kings is missing: give a whole number from 0 to 4$/],
    [['kings', 'count'], /^placer: BOARD is missing: give WxH/],
  ] as const) {
    const r = placer([...args]);
    assert.equal(r.code, 2, args.join(' '));
    assert.match(r.stderr.trim(), message);
    assert.equal(r.stdout, '');
  }
});

test('a cancelled kings count says in its result on stdout that it is partial', async () => {
  const args = ['kings', 'count', '16x16', '--kings', '40', '--no-checkpoint'];
  const text = await interruptOnFirstProgress(args);
  assert.equal(text.code, 130, text.stderr);
  const lines = text.stdout.trimEnd().split('\n');
  assert.match(
    lines[1],
    /^status {7}cancelled: the count below is partial: finished units only, \d+ of \d+$/,
    text.stdout,
  );
  assert.match(text.stderr.trimEnd().split('\n').at(-1)!, /^cancelled after .*partial/);
  const json = await interruptOnFirstProgress([...args, '--format', 'json']);
  assert.equal(json.code, 130, json.stderr);
  assert.equal((JSON.parse(json.stdout) as { complete: boolean }).complete, false);
  assert.doesNotMatch(placer(['kings', 'count', '4x4', '--kings', '2']).stdout, /status/);
});

test('kings list --format board draws each placement as its squares are named', () => {
  const lines = placer(['kings', 'list', '4x3', '--kings', '3', '--limit', '5']).stdout.trim();
  const boards = placer([
    'kings',
    'list',
    '4x3',
    '--kings',
    '3',
    '--limit',
    '5',
    '--format',
    'board',
  ])
    .stdout.trim()
    .split('\n\n');
  const squares = lines.split('\n');
  assert.equal(boards.length, squares.length);
  boards.forEach((b, i) => {
    const rows = b.split('\n');
    assert.equal(rows.at(-1), '  abcd');
    // Row r (its number first) and column letter c hold a K exactly where the line names "cr".
    const drawn: string[] = [];
    for (const row of rows.slice(0, -1)) {
      const [rank, cells] = row.split(' ');
      [...cells].forEach((s, c) => s === 'K' && drawn.push(String.fromCharCode(97 + c) + rank));
    }
    assert.deepEqual(drawn.sort(), squares[i].split(' ').sort(), b);
    assert.deepEqual(
      rows.slice(0, -1).map((r) => r.split(' ')[0]),
      ['3', '2', '1'],
    );
  });
});
