import assert from 'node:assert/strict';
import { calendarDates } from '../../core/tiling/calendar.js';
import { test } from 'node:test';
import fc from 'fast-check';
import { PLACEMENT_FORMATS } from '../../core/queens/formats.js';
import { MUTATION_RULES } from '../../core/queens/mutation.js';
import { MAX_SEED } from '../../core/random.js';
import { maxSizeFor, ONE_METHODS } from '../views/one/one.js';
import { MAX_SPEED, MAX_STEP } from './playback.js';
import { SEARCHES } from '../views/watch/watch.js';
import { defaultState, parseState, stateToParams } from './url.js';
import type { PageState } from './pageState.js';
import { VIEWS } from '../views/index.js';
import { MAX_N } from '../views/queensBoard.js';
import { MAX_LIMIT } from '../views/one/one.js';
import { formatQueens, parseQueens } from '../views/play/play.js';
import { PIECE_SOURCES } from '../views/tilings/tilingPieces.js';
import { MAX_PAINT_SIDE } from '../views/tilings/tilingRegion.js';
import { MAX_DLX_PARAM } from '../views/cover/dlxLink.js';
import { nextState } from './page.js';
import { MAX_KINGS_SIDE, maxKings } from '../../core/kings/board.js';
import { REGION_SYMBOLS } from '../../core/regions/puzzle.js';
import { maxStarsFor } from '../views/regions/regionsGrid.js';

const stateArb = fc
  .tuple(fc.integer({ min: 1, max: MAX_N }), fc.constantFrom(...ONE_METHODS))
  .chain(([n, method]) =>
    fc.record({
      view: fc.constantFrom(...VIEWS),
      n: fc.constant(n),
      queens: fc.array(fc.integer({ min: -1, max: n - 1 }), { minLength: n, maxLength: n }),
      shade: fc.boolean(),
      search: fc.constantFrom(...SEARCHES),
      step: fc.integer({ min: 0, max: MAX_STEP }),
      speed: fc.integer({ min: 0, max: MAX_SPEED }),
      method: fc.constant(method),
      size: fc.integer({ min: 1, max: maxSizeFor(method) }),
      seed: fc.integer({ min: 0, max: MAX_SEED }),
      rule: fc.constantFrom(...MUTATION_RULES),
      limit: fc.integer({ min: 0, max: MAX_LIMIT }),
      format: fc.constantFrom(...PLACEMENT_FORMATS.filter((f) => f !== 'algebraic' || n <= 26)),
      fundamental: fc.boolean(),
      row: fc.option(fc.nat({ max: Number.MAX_SAFE_INTEGER }), { nil: null }),
      region: fc
        .tuple(
          fc.integer({ min: 1, max: MAX_PAINT_SIDE }),
          fc.integer({ min: 1, max: MAX_PAINT_SIDE }),
        )
        .chain(([w, h]) =>
          fc
            .array(fc.constantFrom(0, 1, 1), { minLength: w * h, maxLength: w * h })
            .map((cells) => ({ width: w, height: h, cells: Uint8Array.from(cells) })),
        ),
      pieces: fc.constantFrom(...PIECE_SOURCES),
      pieceFile: fc.string({ maxLength: 60 }),
      use: fc
        .uniqueArray(fc.constantFrom('F', 'I', 'X', 'H01', 'L'), { maxLength: 4 })
        .chain((names) =>
          fc
            .array(fc.oneof(fc.constant('*'), fc.nat({ max: 999 }).map(String)), {
              minLength: names.length,
              maxLength: names.length,
            })
            .map((counts) => names.map((n, i) => `${n}=${counts[i]}`).join(',')),
        ),
      tiling: fc.option(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), { nil: null }),
      dlx: fc.stringMatching(/^[A-Za-z0-9_-]{0,80}$/),
      solution: fc.option(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), { nil: null }),
    }),
  );

/** The kings view's board: its kings' bound depends on the board. */
const kingsArb = fc
  .tuple(fc.integer({ min: 1, max: MAX_KINGS_SIDE }), fc.integer({ min: 1, max: MAX_KINGS_SIDE }))
  .chain(([kingsCols, kingsRows]) =>
    fc
      .integer({ min: 0, max: maxKings(kingsRows, kingsCols) })
      .map((kings) => ({ kingsCols, kingsRows, kings })),
  );

/**
 * The regions view's grid (side 1 or 4…12, every region present, some cells blocked: the text
 * printRegions writes), its stars (bounded by the side) and marks (n² cells of '.', 'x', '*').
 */
const regionsArb = fc
  .constantFrom(1, 4, 5, 6, 8, 9, 12)
  .chain((n) =>
    fc.record({
      n: fc.constant(n),
      // Each region once in the first n cells (in order, as printRegions names them), then any.
      rest: fc.array(fc.integer({ min: -1, max: n - 1 }), {
        minLength: n * n - n,
        maxLength: n * n - n,
      }),
      stars: fc.integer({ min: 1, max: maxStarsFor(n) }),
      marks: fc.array(fc.constantFrom('.', '.', 'x', '*'), { minLength: n * n, maxLength: n * n }),
      auto: fc.boolean(),
      letters: fc.boolean(),
      patterns: fc.boolean(),
    }),
  )
  .map(({ n, rest, stars, marks, auto, letters, patterns }) => {
    const cells = [...Array.from({ length: n }, (_, g) => g), ...rest];
    let grid = '';
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        const g = cells[r * n + c];
        grid += g < 0 ? '#' : REGION_SYMBOLS[g];
      }
      grid += '\n';
    }
    return {
      regionsGrid: grid,
      regionsStars: stars,
      regionsMarks: marks.join(''),
      regionsAuto: auto,
      regionsLetters: letters,
      regionsPatterns: patterns,
    };
  });

/** The calendar's date: none (today), or any date the board shows (29 February included). */
const calendarArb = fc.record({
  calendarDate: fc.option(
    fc.integer({ min: 0, max: 365 }).map((i) => calendarDates()[i]),
    { nil: null },
  ),
  calendarBoard: fc.constantFrom('calendar' as const, 'calendar-weekday' as const),
});

const pageArb = fc
  .tuple(stateArb, kingsArb, regionsArb, calendarArb)
  .map(([s, k, g, d]) => ({ ...s, ...k, ...g, ...d }));

test('state → URL → state is the identity, with no problems', () => {
  fc.assert(
    fc.property(pageArb, (s) => {
      const state: PageState = { ...s, queens: Int32Array.from(s.queens) };
      const query = stateToParams(state).toString();
      const back = parseState(new URLSearchParams(query));
      assert.deepEqual(back.problems, []);
      assert.deepEqual(back.state, state);
    }),
  );
});

test('the default state writes an empty query, and an empty query reads the default', () => {
  assert.equal(stateToParams(defaultState()).toString(), '');
  assert.deepEqual(parseState(new URLSearchParams('')), { state: defaultState(), problems: [] });
});

test('every bad parameter is named, with what is allowed, and the default is used', () => {
  const { state, problems } = parseState(
    new URLSearchParams('view=nope&n=0&shade=yes&q=1.2&extra=1&view=play'),
  );
  assert.deepEqual(state, defaultState());
  const byParam = new Map(problems.map((p) => [p.param, p.message]));
  // Every registered view named, in tab order.
  assert.ok((byParam.get('view') ?? '').includes(`must be one of ${VIEWS.join(', ')}, got 'nope'`));
  // The calendar's date: a bad one is named, and today is played.
  const dated = parseState(new URLSearchParams('view=calendar&date=02-30'));
  assert.equal(dated.state.calendarDate, null);
  assert.deepEqual(
    dated.problems.map((p) => p.message),
    ["'02-30': month 2 has days 1…29 (using today)"],
  );
  assert.match(byParam.get('n') ?? '', /from 1 to 32, got '0' \(using 8\)/);
  assert.match(byParam.get('shade') ?? '', /must be 1 or 0, got 'yes'/);
  assert.match(byParam.get('q') ?? '', /must list 8 rows/);
  assert.match(byParam.get('extra') ?? '', /not a parameter of this page/);
  assert.ok(problems.some((p) => p.param === 'view' && /more than once/.test(p.message)));
  for (const n of ['1e1', '08.0', ' 8', '-1', '33', '0x8', '']) {
    const r = parseState(new URLSearchParams({ n }));
    assert.equal(r.state.n, 8, n);
    assert.equal(r.problems.length, 1, n);
  }
  const long = parseState(new URLSearchParams({ view: 'x'.repeat(5000) }));
  assert.ok(long.problems[0].message.length < 200, 'long values are cut short');
});

test('queens: formatQueens and parseQueens are inverses; bad rows are named', () => {
  const cols = Int32Array.from([0, -1, 4, 2, -1]);
  assert.equal(formatQueens(cols), '1.-.5.3.-');
  assert.deepEqual(parseQueens('1.-.5.3.-', 5), cols);
  assert.match(
    String(parseQueens('1.-.6.3.-', 5)),
    /row 3 must be a column from 1 to 5 or '-', got '6'/,
  );
  assert.match(String(parseQueens('1.-.5.3', 5)), /must list 5 rows/);
  assert.match(String(parseQueens('1.-.5.3.0', 5)), /row 5/);
  // A q that does not fit the n in the URL is reported, not stretched.
  const r = parseState(new URLSearchParams('n=4&q=2.4.1.3.5'));
  assert.equal(r.problems[0].param, 'q');
  assert.deepEqual(r.state.queens, Int32Array.from([-1, -1, -1, -1]));
});

test("the trace views' parameters: each bad one is named with what is allowed", () => {
  const { state, problems } = parseState(
    new URLSearchParams(
      'search=dfs&step=-3&speed=3&method=annealing&size=2000000&seed=9007199254740992&rule=x',
    ),
  );
  const d = defaultState();
  assert.deepEqual(
    [state.search, state.step, state.speed, state.method, state.size, state.seed, state.rule],
    [d.search, d.step, d.speed, d.method, d.size, d.seed, d.rule],
  );
  const byParam = new Map(problems.map((p) => [p.param, p.message]));
  assert.match(byParam.get('search') ?? '', /must be one of walk, backtrack, got 'dfs'/);
  assert.match(byParam.get('step') ?? '', /whole number from 0 to 100000000, got '-3'/);
  assert.match(
    byParam.get('speed') ?? '',
    /0\.5, 1, 2, 4, 8, 16, 32, 64 or max, got '3' \(using 4\)/,
  );
  assert.match(
    byParam.get('method') ?? '',
    /greedy, mutation, min-conflicts, construct, got 'annealing'/,
  );
  assert.match(byParam.get('size') ?? '', /from 1 to 64, got '2000000'/);
  assert.match(byParam.get('seed') ?? '', /from 0 to 9007199254740991, got '9007199254740992'/);
  assert.match(byParam.get('rule') ?? '', /intent, seed, sideways, got 'x'/);
  assert.equal(problems.length, 7);
});

test('the size allowed depends on the method: traces up to 64, the fast methods up to 10^6', () => {
  const big = parseState(new URLSearchParams('method=min-conflicts&size=1000000'));
  assert.deepEqual(big.problems, []);
  assert.equal(big.state.size, 1_000_000);
  const traced = parseState(new URLSearchParams('method=mutation&size=65'));
  assert.equal(traced.problems[0].param, 'size');
  assert.equal(traced.state.size, 8);
  const speed = parseState(new URLSearchParams('speed=max&step=12'));
  assert.equal(speed.state.speed, MAX_SPEED);
  assert.equal(speed.state.step, 12);
  assert.equal(stateToParams(speed.state).toString(), 'speed=max&step=12');
});

test("the placements view's parameters: format, fundamental and row, each bad one named", () => {
  const ok = parseState(new URLSearchParams('n=16&format=json&fundamental=1&row=10000000'));
  assert.deepEqual(ok.problems, []);
  assert.equal(ok.state.format, 'json');
  assert.equal(ok.state.fundamental, true);
  assert.equal(ok.state.row, 10_000_000);
  const { state, problems } = parseState(
    new URLSearchParams('n=30&format=algebraic&fundamental=yes&row=-3'),
  );
  assert.deepEqual(
    { format: state.format, fundamental: state.fundamental, row: state.row },
    { format: 'pairs', fundamental: false, row: null },
  );
  const said = Object.fromEntries(problems.map((p) => [p.param, p.message]));
  assert.match(said.format, /algebraic needs N ≤ 26, got N = 30/);
  assert.match(said.fundamental, /must be 1 or 0, got 'yes'/);
  assert.match(said.row, /must be a row number .* got '-3'/);
  const far = parseState(new URLSearchParams('row=99999999999999999'));
  assert.match(far.problems[0].message, /got '99999999999999999'/);
  assert.match(
    parseState(new URLSearchParams('format=csv')).problems[0].message,
    /one of perm, pairs/,
  );
});

test('the tilings view’s parameters: bad ones are named, and the page goes on with defaults', () => {
  const { state, problems } = parseState(
    new URLSearchParams('region=3x40&pieces=heptominoes&use=X%3D1000&tiling=0'),
  );
  assert.deepEqual(
    problems.map((p) => p.param),
    ['region', 'pieces', 'use', 'tiling'],
  );
  assert.match(problems[0].message, /1 to 32 columns and rows, got 3x40/);
  // The check's own words say what it got: the page does not say it twice.
  assert.equal(problems[0].message.match(/\bgot\b/g)?.length, 1, problems[0].message);
  assert.equal(state.region.width, 6);
  assert.equal(state.tiling, null);
  const ok = parseState(new URLSearchParams('region=..%23/...&use=X%3D0,Y%3D*&tiling=2000'));
  assert.deepEqual(ok.problems, []);
  assert.deepEqual(Array.from(ok.state.region.cells), [1, 1, 0, 1, 1, 1]);
  assert.equal(ok.state.tiling, 2000);
});

test('the exact-cover view’s parameters: a bad or too long text and a bad number are named', () => {
  const long = 'A'.repeat(MAX_DLX_PARAM + 1);
  const { state, problems } = parseState(new URLSearchParams(`dlx=${long}&sol=0`));
  assert.deepEqual(
    problems.map((p) => p.param),
    ['dlx', 'sol'],
  );
  assert.match(problems[0].message, new RegExp(`at most ${MAX_DLX_PARAM} characters`));
  assert.deepEqual([state.dlx, state.solution], ['', null]);
  assert.equal(parseState(new URLSearchParams('dlx=a%2Bb')).problems[0]?.param, 'dlx');
  const ok = parseState(new URLSearchParams('view=cover&dlx=q1_-&sol=38'));
  assert.deepEqual([ok.problems, ok.state.dlx, ok.state.solution], [[], 'q1_-', 38]);
  // Another text: the solution number belonged to the old one.
  assert.equal(nextState(ok.state, { dlx: 'other' }).solution, null);
});

test('bad parameters are listed in the order the page has always checked them', () => {
  // Links print speed and step late, but the page checks them right after the search.
  const { problems } = parseState(
    new URLSearchParams('limit=x&speed=x&method=x&step=x&search=x&n=x&nope=1&sol=x'),
  );
  assert.deepEqual(
    problems.map((p) => p.param),
    ['nope', 'n', 'search', 'step', 'speed', 'method', 'limit', 'sol'],
  );
});

test('the regions view’s parameters: grid, stars and marks, each bad one named', () => {
  const ok = parseState(
    new URLSearchParams('view=regions&rg=AB_B.AACB.DDCC.DDDC&rk=1&rp=xs.___s&rx=1&rl=1'),
  );
  assert.deepEqual(ok.problems, []);
  assert.equal(ok.state.regionsGrid, 'AB#B\nAACB\nDDCC\nDDDC\n');
  assert.equal(ok.state.regionsMarks, 'x*.....*........');
  assert.deepEqual([ok.state.regionsAuto, ok.state.regionsLetters], [true, true]);
  // Printed back as it was read (rk=1 is the default).
  assert.equal(
    stateToParams(ok.state).toString(),
    'view=regions&rg=AB_B.AACB.DDCC.DDDC&rp=xs.___s&rx=1&rl=1',
  );
  const { state, problems } = parseState(new URLSearchParams('rg=AB.C&rk=3&rp=sq'));
  const d = defaultState();
  assert.deepEqual(
    problems.map((p) => p.param),
    ['rg', 'rk', 'rp'],
  );
  assert.match(problems[0].message, /line 2 has 1 cell; .* got 'AB\.C' \(using the 8x8 preset\)/);
  assert.match(problems[1].message, /from 1 to 2, got '3' \(using 1\)/);
  assert.match(problems[2].message, /row 1, cell 2 is 'q'.* \(starting from an empty grid\)/);
  assert.deepEqual(
    [state.regionsGrid, state.regionsStars, state.regionsMarks],
    [d.regionsGrid, 1, d.regionsMarks],
  );
  // Marks that do not fit the grid are named, not cut.
  assert.match(
    parseState(new URLSearchParams('rg=AB_B.AACB.DDCC.DDDC&rp=x.x.x.x.x')).problems[0].message,
    /has 5 rows; the grid has 4/,
  );
  // Another grid clears the marks; a smaller one keeps the stars that fit.
  const two = parseState(new URLSearchParams('rk=2&rp=s')).state;
  assert.equal(two.regionsStars, 2);
  const next = nextState(two, { regionsGrid: 'AB#B\nAACB\nDDCC\nDDDC\n' });
  assert.deepEqual([next.regionsStars, next.regionsMarks], [1, '.'.repeat(16)]);
  assert.equal(nextState(two, { regionsAuto: true }).regionsMarks, two.regionsMarks);
});
