/**
 * `placer regions`: counts of the levels of test/support/ownLevels.ts's regionsLevels() (the
 * Queens levels of ../shared where they are; on a bare clone, with no skip, the project's own)
 * against their index and against the listing, `--offset` against the listing from the start, the DLX
 * export counted by `placer cover`, threads with a checkpoint that resumes, check's verdicts,
 * and bad input as one line with exit 2.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { join } from 'node:path';
import { interruptOnFirstProgress, placer, tempFiles } from './support/cli.js';
import { STRIPS_8 } from './support/fixtures.js';
import { regionsLevels } from './support/ownLevels.js';

const levels = regionsLevels();
/** The level with the most solutions up to `most` (the shared ones have up to 112,812). */
const level = (most: number) => {
  const lv = levels
    .filter((l) => l.solutions <= most)
    .reduce((a, b) => (b.solutions > a.solutions ? b : a));
  assert.ok(lv.solutions > 1 || most === 1, `a level with up to ${most} solutions`);
  return lv;
};

test('regions count gives the index’s count for every multi-solution level, and list as many lines', () => {
  for (const lv of levels.filter((l) => l.solutions > 1)) {
    const r = placer(['regions', 'count', lv.path, '--format', 'json']);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(JSON.parse(r.stdout).total, String(lv.solutions), lv.file);
  }
  const lv = level(500);
  const listed = placer(['regions', 'list', lv.path]).stdout.trim().split('\n');
  assert.equal(listed.length, lv.solutions);
  assert.equal(listed[0], lv.first.map((c) => c + 1).join(' '));
});

test('regions solve draws the one solution; json is the one placement shape', () => {
  for (const lv of levels.filter((l) => l.solutions === 1).slice(0, 5)) {
    const r = placer(['regions', 'solve', lv.path, '--format', 'json']);
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(JSON.parse(r.stdout), { n: lv.n, cols: lv.first.map((c) => c + 1) });
    const board = placer(['regions', 'solve', lv.path]).stdout.trimEnd().split('\n');
    assert.equal(board.length, lv.n);
    board.forEach((line, r) =>
      assert.equal(line.split('   ')[1].split(' ').indexOf('*'), lv.first[r]),
    );
  }
});

test('regions list --offset gives the listing from there; past the end is a "no"', () => {
  const lv = level(2000);
  const all = placer(['regions', 'list', lv.path]).stdout.trim().split('\n');
  assert.equal(all.length, lv.solutions);
  const n = all.length;
  for (const offset of [1, Math.floor(n / 7), Math.floor(n / 2), n - 2]) {
    const r = placer(['regions', 'list', lv.path, '--offset', String(offset), '--limit', '4']);
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(
      r.stdout.trim().split('\n'),
      all.slice(offset, offset + 4),
      `--offset ${offset}`,
    );
  }
  const past = placer(['regions', 'list', lv.path, '--offset', String(n)]);
  assert.equal(past.code, 1);
  assert.equal(past.stderr.trim(), `--offset ${n} is past the end: the grid has ${n} solutions`);
});

test('regions count --dlx is counted the same by placer cover, for one star and for two', () => {
  const dir = tempFiles({ 'strips.txt': STRIPS_8.join('\n') + '\n' });
  for (const [file, stars] of [
    [level(10_000).path, '1'],
    [join(dir, 'strips.txt'), '2'],
  ]) {
    const own = JSON.parse(
      placer(['regions', 'count', file, '--stars', stars, '--format', 'json']).stdout,
    );
    const dlx = placer(['regions', 'count', file, '--stars', stars, '--dlx']);
    assert.equal(dlx.code, 0, dlx.stderr);
    const cover = placer(['cover', '-', '--count', '--format', 'json'], { input: dlx.stdout });
    assert.equal(cover.code, 0, cover.stderr);
    assert.equal(JSON.parse(cover.stdout).total, own.total, file);
  }
});

test('regions count on two threads with a checkpoint gives the one-thread count, and resumes', () => {
  const cp = join(tempFiles(), 'regions.ndjson');
  const lv = level(20_000);
  const one = JSON.parse(placer(['regions', 'count', lv.path, '--format', 'json']).stdout);
  const two = placer([
    'regions',
    'count',
    lv.path,
    '--threads',
    '2',
    '--checkpoint',
    cp,
    '--format',
    'json',
  ]);
  assert.equal(two.code, 0, two.stderr);
  assert.equal(JSON.parse(two.stdout).total, one.total);
  const again = placer(['regions', 'count', lv.path, '--checkpoint', cp, '--format', 'json']);
  assert.equal(JSON.parse(again.stdout).total, one.total);
  assert.match(again.stderr, /resumed \d+ of \d+ units from /);
});

test('regions check: yes for the solution, every broken rule named for a wrong placement', () => {
  const lv = level(1);
  const right = lv.first.map((c) => c + 1).join(' ');
  const yes = placer(['regions', 'check', lv.path, right]);
  assert.equal(yes.code, 0, yes.stderr);
  assert.equal(yes.stdout.trim(), 'yes: the stars solve the grid');
  const wrong = lv.first.map((_, r) => r + 1).join(' '); // the diagonal: every star touches the next
  const no = placer(['regions', 'check', lv.path, wrong, '--format', 'json']);
  assert.equal(no.code, 1);
  const verdict = JSON.parse(no.stdout) as { valid: boolean; violations: { rule: string }[] };
  assert.equal(verdict.valid, false);
  assert.equal(verdict.violations.filter((v) => v.rule === 'touch').length, lv.n - 1);
});

test('bad grids, stars and placements are one line naming the value, exit 2', () => {
  const dir = tempFiles({ 'ragged.txt': 'AB\nA\n', 'grid.txt': 'ABCD\nABCD\nABCD\nABCD\n' });
  for (const [args, message] of [
    [
      ['regions', 'count', join(dir, 'ragged.txt')],
      /ragged\.txt: line 2 has 1 cell; a grid of 2 rows needs 2/,
    ],
    [
      ['regions', 'count', join(dir, 'grid.txt'), '--stars', '9'],
      /--stars must be a whole number from 1 to 8, got '9'/,
    ],
    [['regions', 'solve', join(dir, 'grid.txt'), '--stars', '2'], /needs a side of at least 8/],
    [['regions', 'check', join(dir, 'grid.txt'), '1 2'], /has 2 rows; the grid has 4/],
    [['regions', 'check', join(dir, 'grid.txt')], /PLACEMENT is missing/],
    [['regions', 'list'], /FILE is missing/],
  ] as const) {
    const r = placer([...args]);
    assert.equal(r.code, 2, args.join(' '));
    assert.match(r.stderr.trim(), message);
    assert.doesNotMatch(r.stderr.trim(), /\n/);
    assert.equal(r.stdout, '');
  }
});

test('a cancelled regions count says on stdout that it is partial', async () => {
  // 20x20 in two-column stripes with two stars: a count far too long to finish.
  const grid = Array.from({ length: 20 }, () =>
    Array.from(
      { length: 20 },
      (_, c) => 'ABCDEFGHIJKLMNOPQRST'[Math.floor(c / 2) * 2 + (c % 2)],
    ).join(''),
  );
  const dir = tempFiles({ 'big.txt': grid.join('\n') + '\n' });
  const r = await interruptOnFirstProgress([
    'regions',
    'count',
    join(dir, 'big.txt'),
    '--stars',
    '2',
    '--no-checkpoint',
  ]);
  assert.equal(r.code, 130, r.stderr);
  assert.equal(
    r.stdout.trimEnd().split('\n')[1],
    'status       cancelled: the count below is partial: finished units only, 0 of 171',
  );
});

test('a cancelled count says what the units under way had found, beside the finished ones', async () => {
  // One region per row: the first row's units hold millions of solutions each.
  const rows = Array.from({ length: 14 }, (_, r) => 'ABCDEFGHIJKLMN'[r].repeat(14));
  const dir = tempFiles({ 'rows14.txt': rows.join('\n') + '\n' });
  const r = await interruptOnFirstProgress([
    'regions',
    'count',
    join(dir, 'rows14.txt'),
    '--no-checkpoint',
  ]);
  assert.equal(r.code, 130, r.stderr);
  const shown = /0\/14 units \([0-9.]+%\), ([0-9]+) solutions/.exec(r.stderr);
  assert.ok(shown, r.stderr);
  assert.equal(
    r.stdout.split('\n')[1],
    'status       cancelled: the count below is partial: finished units only, 0 of 14',
  );
  const said =
    /\(0 solutions in finished units\); the 1 unit under way had found ([0-9]+) more solutions \(not kept: a unit counts once it is finished\)$/m.exec(
      r.stderr,
    );
  assert.ok(said, r.stderr);
  // At least what the progress line showed (the last report may be later than the line).
  assert.ok(BigInt(said[1]) >= BigInt(shown[1]), r.stderr);
});

test('regions generate gives up within --time-limit: one line, exit 1, nothing on stdout', () => {
  const r = placer([
    'regions',
    'generate',
    '--size',
    '18',
    '--stars',
    '3',
    '--difficulty',
    'expert',
    '--seed',
    '1',
    '--time-limit',
    '0.001',
    '--progress',
  ]);
  assert.equal(r.code, 1, r.stderr);
  assert.equal(r.stdout, '');
  const lines = r.stderr.trimEnd().split('\n');
  assert.match(
    lines.at(-1) ?? '',
    /^placer: no 18x18 puzzle with 3 stars at expert found from seed 1 in 0\.001 s \(\d+ layouts tried\): try another seed or difficulty, or allow more time$/,
  );
  // Easy cannot be reached with two stars: said at once, as a usage error.
  const easy = placer([
    'regions',
    'generate',
    '--size',
    '8',
    '--stars',
    '2',
    '--difficulty',
    'easy',
  ]);
  assert.equal(easy.code, 2);
  assert.match(easy.stderr, /^placer: difficulty easy cannot be reached with 2 stars: .*\n$/);
});

test('a Star Battle file keeps its k: generate writes "stars: 2", solve reads it, --stars 1 is refused', () => {
  const made = placer(['regions', 'generate', '--size', '10', '--stars', '2', '--seed', '5', '-q']);
  assert.equal(made.code, 0, made.stderr);
  assert.equal(made.stdout.split('\n')[0], 'stars: 2');
  const file = join(tempFiles({ 'battle.txt': made.stdout }), 'battle.txt');
  const read = placer(['regions', 'solve', file, '--format', 'json']);
  assert.equal(read.code, 0, read.stderr);
  const told = placer(['regions', 'solve', file, '--stars', '2', '--format', 'json']);
  assert.deepEqual(JSON.parse(read.stdout), JSON.parse(told.stdout));
  assert.equal(JSON.parse(read.stdout).stars, 2);
  const wrong = placer(['regions', 'solve', file, '--stars', '1']);
  assert.equal(wrong.code, 2);
  assert.equal(
    wrong.stderr,
    `placer: ${file}: the grid's first line says 2 stars, but 1 was asked for\n`,
  );
  assert.equal(wrong.stdout, '');
  // A one-star puzzle's file has no such line, and reads as before.
  const one = placer(['regions', 'generate', '--size', '6', '--seed', '1', '-q']);
  assert.match(one.stdout, /^[A-F]{6}\n/);
});

test('regions repair: the explanation on stderr, the repaired grid alone on stdout', () => {
  const tried: string[] = [];
  for (const lv of levels.filter((l) => l.solutions > 2 && l.solutions < 1000)) {
    const r = placer(['regions', 'repair', lv.path]);
    tried.push(`${lv.file}: exit ${r.code}`);
    if (r.code !== 0) continue;
    assert.match(r.stderr, new RegExp(`^2 of its ${lv.solutions} solutions: `));
    assert.match(r.stderr, /\nmove r\d+c\d+ from region \S+ to region \S+.*: one solution left\n$/);
    const solved = placer(['regions', 'count', '-', '--format', 'json'], { input: r.stdout });
    assert.equal(solved.code, 0, solved.stderr);
    assert.equal(JSON.parse(solved.stdout).total, '1');
    return;
  }
  assert.fail(`no level was repaired: ${tried.join(', ')}`);
});

test('a puzz.link URL goes wherever a grid file goes; generate and repair write one', () => {
  // Generate a Star Battle as a URL; the URL, as the argument and as a file's one line, solves
  // to the solution of the grid generate writes from the same seed.
  const args = ['regions', 'generate', '--size', '10', '--stars', '2', '--seed', '3', '-q'];
  const url = placer([...args, '--format', 'url']);
  assert.equal(url.code, 0, url.stderr);
  assert.match(url.stdout, /^https:\/\/puzz\.link\/p\?starbattle\/10\/10\/2\/[0-9a-v]{36}\n$/);
  const dir = tempFiles({ 'grid.txt': placer(args).stdout, 'url.txt': url.stdout });
  const want = placer(['regions', 'solve', join(dir, 'grid.txt'), '--format', 'json']);
  assert.equal(want.code, 0, want.stderr);
  // The solution as the JSON shape has it (its stars' columns, row by row).
  const stars = (r: { stdout: string }) => JSON.parse(r.stdout) as unknown;
  assert.ok(JSON.stringify(stars(want)).length > 20, want.stdout);
  for (const from of [url.stdout.trim(), join(dir, 'url.txt')]) {
    const got = placer(['regions', 'solve', from, '--format', 'json']);
    assert.equal(got.code, 0, got.stderr);
    assert.deepEqual(stars(got), stars(want), from);
  }
  const piped = placer(['regions', 'count', '-'], { input: url.stdout });
  assert.match(piped.stdout, /^grid +stdin, 10x10, 2 stars$/m);
  assert.match(piped.stdout, /^solutions +1$/m);
  const given = placer(['regions', 'count', url.stdout.trim()]);
  assert.match(given.stdout, /^grid +URL, 10x10, 2 stars$/m);
  // repair: the repaired grid as a URL, which has one solution.
  const four = tempFiles({ 'g.txt': 'AABB\nAABB\nCCDD\nCCDD\n' });
  const repaired = placer(['regions', 'repair', join(four, 'g.txt'), '--format', 'url']);
  assert.equal(repaired.code, 0, repaired.stderr);
  assert.match(repaired.stdout, /^https:\/\/puzz\.link\/p\?starbattle\/4\/4\/1\/\S+\n$/);
  const once = placer(['regions', 'count', repaired.stdout.trim(), '--format', 'json']);
  assert.equal(JSON.parse(once.stdout).total, '1');
  // list writes solutions, which a URL cannot hold: one line that says so, exit 2.
  const listed = placer(['regions', 'list', url.stdout.trim(), '--format', 'url']);
  assert.equal(listed.code, 2);
  assert.equal(listed.stdout, '');
  assert.match(listed.stderr, /^placer: --format url is not for list: .*not a solution.*\n$/);
});

test('a bad URL is one line naming what is wrong, exit 2', () => {
  for (const [url, said] of [
    ['https://puzz.link/p?nurikabe/5/5/1/1mrkp5c2', /the URL is for 'nurikabe'/],
    [
      'https://puzz.link/p?starbattle/5/5/1/1mrk',
      /borders are truncated: 4 characters where a 5x5 grid has 8/,
    ],
    ['https://puzz.link/p?starbattle/6/5/1/1mrkp5c2', /the URL's grid is 6x5/],
  ] as const) {
    const r = placer(['regions', 'solve', url]);
    assert.equal(r.code, 2, url);
    assert.equal(r.stdout, '');
    assert.match(r.stderr, said);
    assert.equal(r.stderr.trim().split('\n').length, 1, r.stderr);
  }
  const star = placer([
    'regions',
    'solve',
    'https://puzz.link/p?starbattle/5/5/1/1mrkp5c2',
    '--stars',
    '2',
  ]);
  assert.match(star.stderr, /the URL says 1 star, but 2 was asked for/);
});
