/**
 * `placer regions` against a demanding new user: bad grids, stars, placements and option
 * mixes each give exit 2, one line on stderr naming the value and what is allowed, nothing on
 * stdout and no -o file; odd but valid grids (BOM, CRLF, a lone CR, spaces and tabs, lowercase,
 * digits, stdin) give the same answers as the plain one.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { placer, tempFiles } from './support/cli.js';
import { regionsLevels } from './support/ownLevels.js';

// A 6x6 level with one solution: its grid and that solution as `line` writes it.
const lv = regionsLevels().find((l) => l.n === 6 && l.solutions === 1);
assert.ok(lv, 'a 6x6 level with one solution');
const rows = lv.text.trim().split(/\r?\n/);
const answer = lv.first.map((c) => c + 1).join(' ');
const strips = (n: number): string =>
  Array.from({ length: n }, () =>
    'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'.slice(0, n),
  ).join('\n') + '\n';

// Each region symbol as a digit, in order of first appearance.
const digits = new Map<string, string>();
const digit = (s: string): string => {
  if (!digits.has(s)) digits.set(s, String(digits.size));
  return digits.get(s) as string;
};

const dir = tempFiles({
  'grid.txt': rows.join('\n') + '\n',
  'empty.txt': '',
  'blank.txt': '\n  \n\t\n\n',
  'mid-blank.txt': [...rows.slice(0, 2), '', ...rows.slice(2)].join('\n') + '\n',
  'tall.txt': [...rows, rows[5]].join('\n') + '\n',
  'long-row.txt': [rows[0] + rows[0][5], ...rows.slice(1)].join('\n') + '\n',
  'csv.txt': rows.map((r) => Array.from(r).join(',')).join('\n') + '\n',
  'emoji.txt': [...rows.slice(0, 5), rows[5].slice(0, 5) + '😀'].join('\n') + '\n',
  'nul.txt': [...rows.slice(0, 5), rows[5].slice(0, 5) + '\0'].join('\n') + '\n',
  'case.txt': 'abcd\nABCD\nABCD\nABCD\n',
  'two.txt': 'AB\nAB\n',
  'three.txt': 'AAB\nACB\nCCB\n',
  'strips.txt': 'ABCD\nABCD\nABCD\nABCD\n',
  'big.txt': strips(33),
  'all-blocked.txt': '###\n###\n###\n',
  'gone-region.txt': 'ABC#\nABC#\nABC#\nABC#\n',
  // Odd but valid: the same grid as grid.txt.
  'bom-crlf.txt': '\ufeff' + rows.join('\r\n') + '\r\n',
  'cr.txt': rows.join('\r') + '\r',
  'spaced.txt': '\n\n' + rows.map((r) => ` ${Array.from(r).join(' ')}\t `).join('\n') + '\n\n \n',
  'lower.txt': rows.map((r) => r.toLowerCase()).join('\n'),
  'digits.txt': rows.map((r) => r.replace(/[^#]/g, (s) => digit(s))).join('\n'),
  // Letters of any script: CJK numerals and accented Latin.
  'cjk.txt': rows.map((r) => r.replace(/[^#]/g, (s) => '一二三四五é'[Number(digit(s))])).join('\n'),
  'one.txt': 'A\n',
  's20.txt': strips(20),
  'blocked-row.txt': ['#'.repeat(6), ...rows.slice(1)].join('\n') + '\n',
});
const at = (name: string): string => join(dir, name);

/** Asserts the usage error: exit 2, one line on stderr that matches, nothing on stdout. */
function refused(args: readonly string[], message: RegExp, input?: string): void {
  const r = placer(args, { input });
  const what = `placer ${args.join(' ')}`;
  assert.equal(r.code, 2, `${what}: ${r.stderr}`);
  assert.equal(r.stdout, '', what);
  assert.match(r.stderr, /^placer: [^\n]*\n$/, what);
  assert.match(r.stderr, message, what);
}

test('bad grids: one line naming the line, the cell or the count, exit 2', () => {
  const grids: [string, RegExp][] = [
    ['empty.txt', /empty\.txt: the grid is empty: give n lines of n region symbols/],
    ['blank.txt', /the grid is empty/],
    ['mid-blank.txt', /mid-blank\.txt: line 3 is blank/],
    ['tall.txt', /the grid has 7 rows of 6 cells; it must be square/],
    ['long-row.txt', /line 1 has 7 cells; a grid of 6 rows needs 6 in every row/],
    ['csv.txt', /line 1, column 2: ',' is not a region symbol \(a letter or a digit, or #/],
    ['emoji.txt', /line 6, column 6: '😀' is not a region symbol/],
    ['nul.txt', /line 6, column 6: '\\x00' is not a region symbol/],
    ['case.txt', /has 8 regions \(abcdABCD\); it needs exactly 4.*a and A are different/],
    ['big.txt', /the grid has 33 rows; the most is 32/],
    ['all-blocked.txt', /every cell is #: a grid needs 3 regions, one per row/],
    ['gone-region.txt', /the grid is 4x4 but has 3 regions \(ABC\); it needs exactly 4/],
  ];
  for (const [file, message] of grids) refused(['regions', 'count', at(file)], message);
  refused(['regions', 'solve', dir], /is a directory, not a file/);
  refused(['regions', 'list', at('missing.txt')], /FILE '.*missing\.txt': no such file/);
  refused(['regions', 'rate'], /FILE is missing: give a grid file/);
  refused(['regions', 'count', '-'], /stdin: the grid is empty/, '');
});

test('bad --stars and listing options name the value and the range', () => {
  for (const k of ['0', '1.5', '9', '-1'])
    refused(
      ['regions', 'count', at('grid.txt'), '--stars', k],
      /--stars must be a whole number from 1 to 8, got/,
    );
  refused(
    ['regions', 'hint', at('grid.txt'), '--stars', '2'],
    /2 per line needs a side of at least 8/,
  );
  refused(
    ['regions', 'list', at('grid.txt'), '--limit', '0'],
    /--limit must be a whole number from 1/,
  );
  refused(
    ['regions', 'list', at('grid.txt'), '--offset', '1e3'],
    /--offset must be a whole number from 0/,
  );
  refused(
    ['regions', 'list', at('grid.txt'), '--format', 'JSON'],
    /--format must be one of line, board, json, got 'JSON'/,
  );
  refused(
    ['regions', 'check', at('grid.txt'), answer, '--format', 'yaml'],
    /--format must be one of text, json/,
  );
});

test('bad placements: the row, the value and how a placement is written', () => {
  const cols = answer.split(' ');
  const placements: [string, RegExp][] = [
    [
      cols.slice(0, 5).join(' '),
      /has 5 rows; the grid has 6: give a column from 1 to 6 per row, rows apart by spaces$/m,
    ],
    [cols.join(','), /has 1 row; the grid has 6/],
    [
      [...cols.slice(0, 5), '7'].join(' '),
      /row 6 of the placement: '7' is not a column from 1 to 6/,
    ],
    [
      [...cols.slice(0, 5), `${cols[5]},`].join(' '),
      /row 6 of the placement: '\d,' has an empty column/,
    ],
    [
      [...cols.slice(0, 5), '-'].join(' '),
      /row 6 of the placement has 0 stars \('-'\); it takes 1/,
    ],
  ];
  for (const [p, message] of placements) refused(['regions', 'check', at('grid.txt'), p], message);
  // '-' rows are for hint only, and the check message does not offer them.
  const check = placer(['regions', 'check', at('grid.txt'), '1 2']);
  assert.doesNotMatch(check.stderr, /'-'/);
  refused(
    ['regions', 'hint', at('grid.txt'), `${cols[0]},${cols[1]} - - - - -`],
    /row 1 .* it takes at most 1/,
  );
  refused(['regions', 'hint', at('grid.txt'), '1 -'], /'-' for a row without a star yet/);
});

test('count options that cannot go together, and -o that cannot be written, leave nothing', () => {
  refused(
    ['regions', 'count', at('grid.txt'), '--threads', '0'],
    /--threads must be a whole number from 1 to 64/,
  );
  refused(
    ['regions', 'count', at('grid.txt'), '--dlx', '--format', 'json'],
    /--dlx .* counts nothing: drop --format 'json'/,
  );
  refused(['regions', 'count', at('grid.txt'), '--dlx', '--threads', '2'], /drop --threads/);
  refused(
    ['regions', 'count', at('grid.txt'), '--checkpoint', at('no/x.ckpt')],
    /its folder does not exist/,
  );
  refused(
    ['regions', 'solve', at('grid.txt'), '-o', at('no/out.txt')],
    /folder '.*no' does not exist/,
  );
  refused(
    ['regions', 'solve', at('strips.txt'), '--stars', '2', '-o', at('out.txt')],
    /no 4x4 grid/,
  );
  refused(['regions', 'list', at('grid.txt'), '--format', 'nope', '-o', at('out.txt')], /--format/);
  assert.equal(existsSync(at('out.txt')), false);
});

test('odd but valid grids count and solve as the plain one', () => {
  const plain = placer(['regions', 'solve', at('grid.txt'), '--format', 'line']);
  assert.equal(plain.code, 0, plain.stderr);
  assert.equal(plain.stdout.trim(), answer);
  for (const file of [
    'bom-crlf.txt',
    'cr.txt',
    'spaced.txt',
    'lower.txt',
    'digits.txt',
    'cjk.txt',
  ]) {
    const r = placer(['regions', 'count', at(file), '--format', 'json']);
    assert.equal(r.code, 0, `${file}: ${r.stderr}`);
    assert.equal(JSON.parse(r.stdout).total, '1', file);
    assert.equal(
      placer(['regions', 'solve', at(file), '--format', 'line']).stdout,
      plain.stdout,
      file,
    );
  }
  // --json is --format json here too, as on the other commands.
  for (const cmd of ['solve', 'list']) {
    const alias = placer(['regions', cmd, at('grid.txt'), '--json']);
    assert.equal(alias.code, 0, alias.stderr);
    assert.deepEqual(
      JSON.parse(alias.stdout).cols,
      lv.first.map((c) => c + 1),
    );
  }
  const stdin = placer(['regions', 'solve', '-', '--format', 'line'], { input: lv.text });
  assert.equal(stdin.stdout, plain.stdout);
  const spaced = placer([
    'regions',
    'check',
    at('grid.txt'),
    `\t ${answer.replace(/ /g, '  \t')} `,
  ]);
  assert.equal(spaced.code, 0, spaced.stderr);
  assert.equal(placer(['regions', 'solve', at('one.txt'), '--format', 'line']).stdout, '1\n');
  const dlx = placer(['regions', 'count', at('grid.txt'), '--dlx', '--threads', '1']);
  assert.equal(dlx.code, 0, dlx.stderr);
  const cover = placer(['cover', '-', '--count', '--format', 'json'], { input: dlx.stdout });
  assert.equal(cover.code, 0, cover.stderr);
  assert.equal(JSON.parse(cover.stdout).total, '1');
});

test('list --offset deep inside one huge unit answers at once, as the listing from 0', () => {
  // 20x20 column stripes, two stars: the first unit alone is far too big to count.
  const args = ['regions', 'list', at('s20.txt'), '--stars', '2'];
  const from0 = placer([...args, '--limit', '3001'])
    .stdout.trim()
    .split('\n');
  const deep = placer([...args, '--offset', '3000', '--limit', '1']);
  assert.equal(deep.code, 0, deep.stderr);
  assert.equal(deep.stdout.trim(), from0[3000]);
});

test('a grid with no solution (a blocked row) is a "no" in every command, in its format', () => {
  const solve = placer(['regions', 'solve', at('blocked-row.txt'), '--format', 'json']);
  assert.equal(solve.code, 1, solve.stderr);
  assert.deepEqual(JSON.parse(solve.stdout), { n: 6, cols: null });
  const rate = placer(['regions', 'rate', at('blocked-row.txt')]);
  assert.equal(rate.code, 1);
  assert.match(rate.stdout, /^level +none: the rules reach a contradiction/);
  const count = placer(['regions', 'count', at('blocked-row.txt'), '--format', 'json']);
  assert.equal(JSON.parse(count.stdout).total, '0');
});

test('a placement that starts with "-" is a placement, not an option, in hint and check', () => {
  // Row 1 left empty, the rest of the solution given: the hint stars row 1's cell.
  const given = ['-', ...answer.split(' ').slice(1)].join(' ');
  const hint = placer(['regions', 'hint', at('grid.txt'), given, '--format', 'json']);
  assert.equal(hint.code, 0, hint.stderr);
  const { step } = JSON.parse(hint.stdout) as { step: { stars: { row: number; col: number }[] } };
  assert.deepEqual(step.stars, [{ row: 1, col: Number(answer.split(' ')[0]) }]);
  // check takes the same form, and says what the row lacks.
  const check = placer(['regions', 'check', at('grid.txt'), given]);
  assert.equal(check.code, 2);
  assert.match(check.stderr, /^placer: row 1 of the placement has 0 stars \('-'\); it takes 1\n$/);
  // A real unknown option is still named as one.
  const bogus = placer(['regions', 'hint', at('grid.txt'), given, '--bogus']);
  assert.equal(bogus.code, 2);
  assert.match(bogus.stderr, /unknown option '--bogus'/);
});

test('one star: 1x1 is solved, and 2x2 and 3x3 are answered "no", as N-Queens answers N = 2, 3', () => {
  assert.equal(placer(['regions', 'solve', at('one.txt'), '--format', 'line']).stdout, '1\n');
  for (const file of ['two.txt', 'three.txt']) {
    const solved = placer(['regions', 'solve', at(file)]);
    assert.equal(solved.code, 1, solved.stderr);
    assert.match(solved.stdout + solved.stderr, /^no: .* has no solution$/m);
    const counted = placer(['regions', 'count', at(file), '--format', 'json']);
    assert.equal(counted.code, 0, counted.stderr);
    assert.equal(JSON.parse(counted.stdout).total, '0');
  }
  // Two stars or more per line still need a side of at least 4k: a wrong --stars is refused.
  refused(
    ['regions', 'count', at('strips.txt'), '--stars', '2'],
    /2 per line needs a side of at least 8/,
  );
});
