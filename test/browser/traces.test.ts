/**
 * The trace views in the built page, against the CLI: the walk stepped forward and back lands
 * where a link to the step lands, with the CLI's caption and board; the keys drive the player;
 * greedy's heat map holds the CLI's scores; mutation's table for a seed is the same twice and
 * equal to `placer queens solve --trace ndjson`; min-conflicts gives the CLI's placement for a
 * seed, traced (N = 8) and in a worker (N = 1000). Screenshots of both views in light and dark go
 * to test/.screenshots; both views at a phone's width are in page.slow.test.ts.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { boardGeometry } from '../../src/render/queens/board.js';
import { HEAT_LEVELS } from '../../src/web/board/boardView.js';
import { browserSuite, assertClean } from '../support/browser.js';
import { placerLater } from '../support/cli.js';

const suite = browserSuite();
const T = { timeout: 30_000 };

/** The board as drawn: each row's queen (its square's origin) and marks, the rows highlighted. */
function boardState(page: Page) {
  return page.evaluate(() => ({
    queens: [...document.querySelectorAll('.board .queen')].map((q) =>
      q.getAttribute('display') === 'none'
        ? null
        : `${q.getAttribute('transform')}${q.classList.contains('attacked') ? ' attacked' : ''}`,
    ),
    rows: [...document.querySelectorAll('.board .row-mark')].map((r) => r.classList.contains('on')),
    shaded: Number(document.querySelector('.board .shade')?.getAttribute('data-cells')),
  }));
}

/** The origin of square (row, col) as the board translates a queen there. */
function origin(n: number, r: number, c: number): string {
  const g = boardGeometry(n);
  return `translate(${g.margin + c * g.cell} ${g.margin + r * g.cell})`;
}

/**
 * What the CLI says, asked at once when the file loads: the calls run while the server and the
 * browser start, so the tests wait for none of them.
 */
const CLI = {
  walk: ndjson(['queens', 'walk', '6', '--limit', '7', '--format', 'ndjson']),
  walkLines: cli(['queens', 'walk', '6', '--limit', '7']),
  greedy: ndjson([
    'queens',
    'solve',
    '6',
    '--method',
    'greedy',
    '--seed',
    '3',
    '--trace',
    'ndjson',
  ]),
  mutation: ndjson([
    'queens',
    'solve',
    '8',
    '--method',
    'mutation',
    '--seed',
    '7',
    '--trace',
    'ndjson',
  ]),
  small: ndjson(['queens', 'solve', '8', '--seed', '7', '--json']),
  large: ndjson(['queens', 'solve', '1000', '--seed', '5', '--json']),
};

const caption = (page: Page) => page.getByTestId('caption').textContent();
const stepParam = (page: Page) => new URL(page.url()).searchParams.get('step');

/** The CLI's output (NO_COLOR=1), in-process: no process start. */
async function cli(args: string[]): Promise<string> {
  return (await placerLater(args)).stdout;
}

/** CLI ndjson lines as objects. */
async function ndjson(args: string[]): Promise<Record<string, unknown>[]> {
  return (await cli(args))
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

test(
  'watch: 10 steps forward and 3 back equal step 7, the link to it, and the CLI; keys work',
  T,
  async () => {
    const n = 6;
    const { page, problems } = await suite.open(`?view=watch&n=${n}`);
    await page.getByTestId('caption').waitFor();
    assert.match((await caption(page)) ?? '', /Press Play or Step/);
    // The buttons, then the keys (faster to press): 10 forward, 3 back.
    await page.getByRole('button', { name: 'Step ▶' }).click();
    await page.getByRole('button', { name: '◀ Back' }).click();
    await page.getByRole('button', { name: 'Step ▶' }).click();
    for (let i = 1; i < 10; i++) await page.keyboard.press('ArrowRight');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
    // The URL follows the step a moment after it is drawn (the keys outrun it on a busy machine).
    await page.waitForURL((u) => u.searchParams.get('step') === '7').catch(() => undefined);
    assert.equal(stepParam(page), '7');
    const walked = { caption: await caption(page), board: await boardState(page) };

    // The CLI's seventh line is the caption; its position is the board.
    assert.equal(walked.caption, (await CLI.walkLines).split('\n')[6]);
    const e7 = (await CLI.walk)[6];
    const queens = e7.queens as number[];
    assert.deepEqual(
      walked.board.queens.map((q) => q?.replace(' attacked', '') ?? null),
      Array.from({ length: n }, (_, r) => (r < queens.length ? origin(n, r, queens[r] - 1) : null)),
    );
    assert.deepEqual(
      walked.board.rows.map((on, r) => (on ? r + 1 : 0)).filter((r) => r > 0),
      [e7.row],
    );
    assert.ok(walked.board.shaded > 0, 'attacked squares shaded');

    // A link to step 7 shows the same.
    await page.goto(page.url());
    await page.getByTestId('caption').waitFor();
    assert.equal(await caption(page), walked.caption);
    assert.deepEqual(await boardState(page), walked.board);
    assert.equal(
      await page.getByRole('button', { name: 'Play' }).getAttribute('aria-pressed'),
      'false',
    );

    // Keys: → and ← step, + and − change the speed, Space plays and pauses.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    assert.match((await page.getByTestId('player-step').textContent()) ?? '', /^Trace line 8 of /);
    // One numbering per place: the timeline counts lines, the caption names the search's step.
    assert.match(
      (await page.getByTestId('player-counts').textContent()) ?? '',
      /^The timeline counts the trace’s lines, one per event as the CLI prints them; a step number in a line is the search’s own count/,
    );
    const speed = page.getByTestId('player-speed');
    assert.equal(await speed.textContent(), '4×');
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    await page.keyboard.press('-');
    assert.equal(await speed.textContent(), '8×');
    assert.equal(new URL(page.url()).searchParams.get('speed'), '8');
    await page.keyboard.press(' ');
    await page.locator('button.play[aria-pressed="true"]').waitFor();
    await page.waitForFunction(() => {
      const t = document.querySelector('[data-testid="player-step"]')?.textContent ?? '';
      return /^Trace line (1[2-9]|[2-9]\d|\d{3,})/.test(t);
    });
    await page.keyboard.press(' ');
    await page.locator('button.play[aria-pressed="false"]').waitFor();
    await page
      .waitForFunction(() => {
        const t = document.querySelector('[data-testid="player-step"]')?.textContent ?? '';
        return t.startsWith(`Trace line ${new URL(location.href).searchParams.get('step')} `);
      })
      .catch(() => undefined);
    const stopped = Number(stepParam(page));
    assert.ok(stopped >= 12, `stopped at ${stopped}`);
    assert.equal(
      (await page.getByTestId('player-step').textContent())?.startsWith(`Trace line ${stopped} `),
      true,
    );
    await suite.screenshot(page, 'watch-walk-light');
    assertClean(problems);
  },
);

test('watch: backtracking lists the solutions found; clicking one goes to it', T, async () => {
  const { page, problems } = await suite.open('?view=watch&n=5&search=backtrack&step=60');
  await page.getByTestId('found').waitFor();
  // The CLI's backtracking trace of N = 5: solutions up to step 60 are those before that line.
  const found = Number(await page.getByTestId('found').textContent());
  assert.ok(found >= 1);
  const first = page.locator('.solutions button').last();
  assert.match((await first.textContent()) ?? '', /^#1: 1 3 5 2 4$/);
  await first.click();
  assert.match((await caption(page)) ?? '', /solution #1: <1,1> <2,3> <3,5> <4,2> <5,4>/);
  assert.equal(await page.getByTestId('depth').textContent(), '5 of 5');
  await page.setViewportSize({ width: 1100, height: 800 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await suite.screenshot(page, 'watch-backtrack-dark');
  assertClean(problems);
});

test(
  'one placement: greedy heat map holds the CLI scores; mutation table equals the CLI trace, twice',
  T,
  async () => {
    const { page, problems } = await suite.open('?view=one&method=greedy&size=6&seed=3&step=1');
    await page.locator('.board .num').first().waitFor();
    const first = (await CLI.greedy)[0];
    const scores = (first.scores as (number | null)[][]).flat();
    const cells = await page.evaluate(() =>
      [...document.querySelectorAll('.board .numbers text')].map((t) => ({
        text: t.textContent,
        heat: Number(t.getAttribute('data-heat')),
      })),
    );
    assert.deepEqual(
      cells.map((c) => c.text),
      scores.map((s) => (s === null ? '' : String(s))),
    );
    // The tint grows with the score, from the lightest level to the darkest; only free squares
    // have one.
    const free = scores.filter((s) => s !== null);
    for (let i = 0; i < cells.length; i++) {
      const s = scores[i];
      if (s === null) {
        assert.equal(cells[i].heat, -1);
        continue;
      }
      if (s === Math.min(...free)) assert.equal(cells[i].heat, 0);
      if (s === Math.max(...free)) assert.equal(cells[i].heat, HEAT_LEVELS - 1);
      for (let j = 0; j < cells.length; j++) {
        const t = scores[j];
        if (t !== null && s < t) assert.ok(cells[i].heat <= cells[j].heat);
      }
    }
    const paths = await page.locator('.board .heat').count();
    assert.equal(paths, HEAT_LEVELS);
    const { row, col } = first as { row: number; col: number };
    const g = boardGeometry(6);
    const mark = page.locator('.board .mark');
    assert.ok(Number(await mark.getAttribute('x')) > g.margin + (col - 1) * g.cell);
    assert.ok(Number(await mark.getAttribute('y')) > g.margin + (row - 1) * g.cell);
    assert.ok(Number(await mark.getAttribute('y')) < g.margin + row * g.cell);
    await suite.screenshot(page, 'one-greedy-light');

    // Mutation: the whole table, saved, against the CLI's trace; then again from a fresh load.
    const url = '?view=one&method=mutation&size=8&seed=7';
    const want =
      'step\tpermutation\terror\n' +
      (await CLI.mutation)
        .filter((e) => e.type === 'start' || e.type === 'accept' || e.type === 'reject')
        .map((e) => `${String(e.step)}\t${(e.queens as number[]).join(' ')}\t${String(e.error)}`)
        .join('\n') +
      '\n';
    const tables: string[] = [];
    for (let run = 0; run < 2; run++) {
      await suite.open(url);
      // The length is known once the lookahead has reached the end; End goes there.
      await page.getByText(/^Trace line 0 of /).waitFor();
      await page.keyboard.press('End');
      await page.locator('.state-row.current').waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Save the table (TSV)' }).click(),
      ]);
      tables.push(readFileSync(await download.path(), 'utf8'));
    }
    assert.equal(tables[0], want);
    assert.equal(tables[1], tables[0]);
    // The rows on screen are the table's last rows, the current one marked.
    const shown = await page.locator('.state-window .state-row').allTextContents();
    const lines = want.trim().split('\n');
    const last = lines[lines.length - 1].split('\t');
    assert.equal(shown[shown.length - 1], `${last[0]}.${last[1]}${last[2]}`);
    assert.equal(await page.locator('.state-row.current').textContent(), shown[shown.length - 1]);
    assert.match((await caption(page)) ?? '', /solution: /);
    await page.getByRole('button', { name: 'Dark theme: off' }).click();
    await suite.screenshot(page, 'one-mutation-dark');
    await page.getByRole('button', { name: 'Dark theme: on' }).click();
    assertClean(problems);
  },
);

test(
  'min-conflicts: the traced run and the worker give the CLI placement for the seed',
  T,
  async () => {
    const { page, problems } = await suite.open('?view=one&method=min-conflicts&size=8&seed=7');
    await page.getByText(/^Trace line 0 of /).waitFor();
    await page.keyboard.press('End');
    await page.getByText(/solution: /).waitFor();
    assert.match(
      (await caption(page)) ?? '',
      new RegExp(
        `solution: ${((await CLI.small)[0].placement as { cols: number[] }).cols.join(' ')}$`,
      ),
    );

    await suite.open('?view=one&method=min-conflicts&size=1000&seed=5');
    await page.getByRole('button', { name: 'Solve' }).click();
    await page.getByTestId('placement').waitFor({ timeout: 10_000 });
    assert.equal(
      await page.getByTestId('placement').textContent(),
      ((await CLI.large)[0].placement as { cols: number[] }).cols.join(' '),
    );
    assert.match(
      (await page.getByTestId('fast-status').textContent()) ?? '',
      /Solved: 1,000 queens/,
    );
    await suite.screenshot(page, 'one-min-conflicts-light');
    assertClean(problems);
  },
);
