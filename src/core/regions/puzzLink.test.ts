import assert from 'node:assert/strict';
import { test } from 'node:test';
import { regionsLevels } from '../../../test/support/ownLevels.js';
import { isPlacerError } from '../errors.js';
import { generateRated } from './generateRated.js';
import { looksLikePuzzLink, parsePuzzLink, PUZZ_LINK_PREFIX, puzzLinkUrl } from './puzzLink.js';
import { parseRegions, printRegions, regionsConnected } from './puzzle.js';

/**
 * URLs written by pzprjs's own encoder: pzpr 0.10.1 (sabo2/pzprjs, from npm), each grid opened
 * as a pzprv3 file (`Puzzle.open`) and written back by `Puzzle.getURL()`. The grids are
 * `placer regions generate` puzzles (the arguments named), so each has one solution.
 */
const PZPRJS = [
  {
    made: '--size 5 --seed 4',
    grid: ['AAAAA', 'BCAAD', 'BCCAE', 'BBEAE', 'BBEEE'],
    url: 'http://pzv.jp/p.html?starbattle/5/5/1/1mrkp5c2',
  },
  {
    made: '--size 8 --seed 7',
    grid: [
      'ABBBBBBB',
      'ABBBBCCC',
      'ABBDDCCC',
      'AEDDFGCC',
      'AEFFFFHH',
      'AAFFFFHF',
      'AAAAAFFF',
      'AAAFFFFF',
    ],
    url: 'http://pzv.jp/p.html?starbattle/8/8/1/g49adr28o8800sc6odq178c0',
  },
  {
    made: '--size 9 --seed 11',
    grid: [
      'AAABBBBBC',
      'ABBBBBBBC',
      'BBBBDDDCC',
      'BBBBBEDCC',
      'BBBBBEDCC',
      'BBBBEEFCG',
      'HHHBBEFFG',
      'IIHHFFFFG',
      'IHHHFFFFG',
    ],
    url: 'http://pzv.jp/p.html?starbattle/9/9/1/460h43ge2sml348c13o6000lt5n100',
  },
  {
    made: '--size 10 --stars 2 --seed 3',
    grid: [
      'stars: 2',
      'AABAAACCCD',
      'AABAEACDDD',
      'ABBAEADDDF',
      'AAAAEAGGDF',
      'AAAAAGGDDF',
      'AHHAAGDDDD',
      'AHIAAGGGDD',
      'AHIJJJGGDD',
      'AHIIIIIGDD',
      'IIIIIIIIID',
    ],
    url: 'http://pzv.jp/p.html?starbattle/10/10/2/civiu8tgllhqbim3011689cc1kc94c3g3oo6',
  },
];

const text = (lines: readonly string[]): string => `${lines.join('\n')}\n`;

test("pzprjs's URLs decode to their grids, and placer writes the same borders", () => {
  for (const c of PZPRJS) {
    const want = parseRegions(text(c.grid));
    const got = parsePuzzLink(c.url);
    assert.equal(got.stars, want.stars, c.made);
    assert.equal(printRegions(got), printRegions(want), c.made);
    // The same body on puzz.link, the host placer writes.
    assert.equal(puzzLinkUrl(want), PUZZ_LINK_PREFIX + c.url.slice(c.url.indexOf('?') + 1));
  }
});

test('every connected level, and generated Star Battles, go grid → URL → grid unchanged', () => {
  const levels = regionsLevels().filter((l) => l.connected);
  assert.ok(levels.length >= 20, `${levels.length} levels`);
  const grids = levels.map((l) => parseRegions(l.text));
  for (const [size, stars] of [
    [8, 2],
    [10, 2],
    [12, 3],
  ]) {
    grids.push(parseRegions(generateRated(size, stars, 5).grid, stars));
  }
  for (const p of grids) {
    assert.ok(regionsConnected(p));
    const url = puzzLinkUrl(p);
    assert.ok(looksLikePuzzLink(url), url);
    const back = parsePuzzLink(url);
    // Region symbols are named afresh in reading order: the same regions, the same stars.
    assert.deepEqual([...back.region], [...renumbered(p.region)], url);
    assert.equal(back.stars, p.stars);
  }
});

/** Regions numbered by first appearance, row by row. */
function renumbered(region: Int32Array): Int32Array {
  const ids = new Map<number, number>();
  return region.map((g) => {
    if (!ids.has(g)) ids.set(g, ids.size);
    return ids.get(g) ?? -1;
  });
}

test('the hosts and forms pzprjs uses are read alike; a text is a URL only on one line', () => {
  const body = 'starbattle/5/5/1/1mrkp5c2';
  const want = printRegions(parsePuzzLink(`https://puzz.link/p?${body}`));
  for (const host of ['http://pzv.jp/p.html?', 'https://pzprxs.vercel.app/p?', 'puzz.link/p?']) {
    assert.ok(looksLikePuzzLink(host + body), host);
    assert.equal(printRegions(parsePuzzLink(`  ${host}${body}\n`)), want, host);
  }
  assert.equal(looksLikePuzzLink('AAB\nABB\nBBB\n'), false);
  assert.equal(looksLikePuzzLink('grid.txt'), false);
  assert.equal(looksLikePuzzLink('levels/5x5.txt'), false);
});

test('bad URLs are one line naming what is wrong', () => {
  const refused = (url: string, stars?: number): string => {
    try {
      parsePuzzLink(url, stars);
    } catch (e) {
      assert.ok(isPlacerError(e) && e.code === 'bad-regions', String(e));
      assert.doesNotMatch(e.message, /\n/);
      return e.message;
    }
    assert.fail(`${url} was read`);
  };
  const base = 'https://puzz.link/p?';
  assert.match(
    refused(`${base}nurikabe/5/5/1/1mrkp5c2`),
    /for 'nurikabe'; placer reads Star Battle/,
  );
  assert.match(
    refused(`${base}starbattle/5/6/1/1mrkp5c2`),
    /grid is 5x6; placer's grids are square/,
  );
  assert.match(
    refused(`${base}starbattle/5/5/1/1mrkp5`),
    /borders are truncated: 6 characters where a 5x5 grid has 8/,
  );
  assert.match(refused(`${base}starbattle/5/5/1/1mrkp5c2xx`), /'x' at character 9/);
  assert.match(refused(`${base}starbattle/5/5/1/1mrkp5c20`), /borders are too long: 9 characters/);
  assert.match(refused(`${base}starbattle/5/5`), /ends early: .* has 2 of 4 fields/);
  assert.match(
    refused(`${base}starbattle/x/5/1/1mrkp5c2`),
    /columns must be a whole number, got 'x'/,
  );
  assert.match(refused(`${base}starbattle/40/40/1/0`), /40x40; the side must be from 1 to 32/);
  assert.match(
    refused(`${base}starbattle/5/5/1/00000000`),
    /enclose 1 region; a 5x5 grid needs exactly 5/,
  );
  assert.match(
    refused(`${base}starbattle/5/5/1/1mrkp5c2`, 2),
    /the URL says 1 star, but 2 was asked for/,
  );
  assert.match(
    refused(`${base}starbattle/5/5/2/1mrkp5c2`),
    /2 per line needs a side of at least 8/,
  );
  assert.match(refused('puzz.link/starbattle'), /has no '\?'/);
});

test('a grid with a region in pieces or a blocked cell has no URL, and says why', () => {
  const message = (grid: string): string => {
    try {
      puzzLinkUrl(parseRegions(grid));
    } catch (e) {
      assert.ok(isPlacerError(e));
      return e.message;
    }
    assert.fail('a URL was written');
  };
  assert.match(message('ABA\nBBB\nCCC\n'), /region A is in 2 pieces/);
  assert.match(message('A#B\nABB\nCCC\n'), /row 1, column 2 is blocked/);
});
