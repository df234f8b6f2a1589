/**
 * The "Watch a tiling" view in Debian's Chromium against core's traced search and `placer tile`:
 * stepped forward and back, the board read from the page is the trace's board at that step (the
 * pieces and the cell being filled), and a link to the step lands on the same board; played at
 * 'max' to its first tiling on 6×10, the board is the CLI's first tiling. Screenshots (light,
 * dark, 360 px phone) go to test/.screenshots.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { tilingProblemFromSpec, type TilingSpec } from '../../src/core/tiling/spec.js';
import { TilingTrace, type TilingTraceSnapshot } from '../../src/core/tiling/tilingTrace.js';
import type { TilingEvent } from '../../src/core/trace.js';
import { TracePlayer } from '../../src/core/tracePlayer.js';
import { tilingRows } from '../../src/render/tiling.js';
import { tilingFrame } from '../../src/web/state/tilingWatch.js';
import { browserSuite, SCREENSHOTS, type PageProblems } from '../support/browser.js';
import { placerLater } from '../support/cli.js';

const suite = browserSuite();
const nf = new Intl.NumberFormat('en-US');
const T = { timeout: 30_000 };

function assertClean(problems: PageProblems): void {
  assert.deepEqual(problems.errors, [], 'uncaught errors');
  assert.deepEqual(problems.csp, [], 'CSP violations');
  assert.deepEqual(problems.console, [], 'console errors');
}

const firstTilingCli = placerLater(['tile', '6x10']).then((r) => r.stdout);

/** A board as the page draws it: rows of piece letters ('.' for an empty cell), the marked cell. */
interface Board {
  rows: string[];
  focus: string | null;
}

/**
 * The board as drawn, read once the step line shows step `step` (any step when null): one round
 * trip to the page, as each one costs both processes CPU on a busy 2-core machine.
 */
async function drawn(page: Page, step: number | null = null): Promise<Board> {
  const board = await page.waitForFunction((k) => {
    const output = document.querySelector('[data-testid="player-step"] output');
    if (k !== null && Number((output?.textContent ?? '').replace(/,/g, '')) !== k) return null;
    const el = document.querySelector('.tiling');
    if (el === null) return null;
    const w = Number(el.getAttribute('data-width'));
    const h = Number(el.getAttribute('data-height'));
    const rows = Array.from({ length: h }, () => Array<string>(w).fill('.'));
    for (const r of el.querySelectorAll('rect[data-letter]'))
      rows[Number(r.getAttribute('data-r'))][Number(r.getAttribute('data-c'))] =
        r.getAttribute('data-letter') ?? '?';
    const f = el.querySelector('.focus-cell');
    return {
      rows: rows.map((r) => r.join('')),
      focus: f === null ? null : `${f.getAttribute('data-r')},${f.getAttribute('data-c')}`,
    };
  }, step);
  return (await board.jsonValue()) as Board;
}

/** The trace's board at step k, as `drawn` reads the page's. */
function traced(
  player: TracePlayer<TilingEvent, TilingTraceSnapshot>,
  trace: TilingTrace,
  k: number,
) {
  player.seek(k);
  const f = tilingFrame(trace.problem, player.current);
  const w = trace.problem.region.width;
  return {
    // tilingRows draws a cell with no piece as '#', the hole character; `drawn` reads '.'.
    rows: tilingRows(f.drawing).map((r) => r.replace(/#/g, '.')),
    focus: f.focus === null ? null : `${Math.floor(f.focus / w)},${f.focus % w}`,
  };
}

/** The player's position, from its step line. */
async function stepOf(page: Page): Promise<number> {
  const text = (await page.getByTestId('player-step').locator('output').textContent()) ?? '';
  return Number(text.replace(/,/g, ''));
}

test(
  'a small box stepped forward and back shows the trace’s board; a link lands there too, dark',
  T,
  async () => {
    // 10×3 with six pentominoes (the others' counts 0): 30 sub-problems, every corner.
    const use = 'F=0,I=0,T=0,W=0,X=0,Z=0';
    const path = `?view=tiling-watch&region=10x3&use=${encodeURIComponent(use)}&speed=1`;
    const { page, problems } = await suite.open(path);
    const spec: TilingSpec = {
      region: '10x3',
      pieces: { set: 'pentominoes' },
      select: ['L,N,P,U,V,Y'],
    };
    const trace = new TilingTrace(tilingProblemFromSpec(spec));
    const player = new TracePlayer(trace);
    await page.getByTestId('watch-problem').waitFor();
    assert.deepEqual(await drawn(page, 0), traced(player, trace, 0));

    const forward = page.getByRole('button', { name: 'Step ▶' });
    for (let k = 1; k <= 12; k++) {
      await forward.click();
      assert.deepEqual(await drawn(page, k), traced(player, trace, k), `step ${k}`);
    }
    const back = page.getByRole('button', { name: '◀ Back' });
    for (let k = 11; k >= 8; k--) {
      await back.click();
      assert.deepEqual(await drawn(page, k), traced(player, trace, k), `back to step ${k}`);
    }
    // The caption and the figures say the same as the trace's step.
    const e = player.current;
    assert.ok(e !== null && (e.type === 'place' || e.type === 'remove'));
    assert.match(
      (await page.getByTestId('caption').textContent()) ?? '',
      new RegExp(`^\\s*${e.step}\\s+${e.type}`),
    );
    assert.match(
      (await page.getByTestId('candidates').textContent()) ?? '',
      new RegExp(`of ${e.candidates} `),
    );

    // The step is in the URL: opening it again (a first visit, in the dark theme) lands on the
    // same board.
    await page.waitForFunction(() => new URL(location.href).searchParams.get('step') === '8');
    const again = await suite.open(new URL(page.url()).search, {
      colorScheme: 'dark',
      fresh: true,
    });
    assert.deepEqual(await drawn(again.page, 8), traced(player, trace, 8));
    await suite.screenshot(again.page, 'tiling-watch-dark');
    assertClean(problems);
    assertClean(again.problems);
  },
);

test('6×10 played at max to its first tiling: the CLI’s first tiling', T, async () => {
  const { page, problems } = await suite.open('?view=tiling-watch&speed=max');
  await page.getByTestId('watch-problem').waitFor();
  // Played at 'max', it finds tilings; back at the start, "Next tiling" goes to the first.
  await page.getByRole('button', { name: 'Play' }).click();
  await page.waitForFunction(
    () => Number(document.querySelector('[data-testid="found"]')?.textContent) >= 1,
  );
  await page.getByRole('button', { name: 'Pause' }).click();
  await page.keyboard.press('Home');
  await page.getByTestId('player-step').getByText('Step 0').waitFor();
  await page.getByRole('button', { name: 'Next tiling ▶▶' }).click();
  await page.getByTestId('found').getByText('1', { exact: true }).waitFor();
  const at = await stepOf(page);
  const board = await drawn(page);
  assert.deepEqual(board.rows, (await firstTilingCli).trimEnd().split('\n'));
  assert.equal(board.focus, null, 'a tiling marks no cell');
  // Core's trace reaches it at the same position.
  const trace = new TilingTrace(
    tilingProblemFromSpec({ region: '6x10', pieces: { set: 'pentominoes' } }),
  );
  let position = 0;
  for (let e = trace.next(); e !== null && e.type !== 'solution'; e = trace.next()) position++;
  assert.equal(at, position + 1);
  // Back one step: the last piece of the tiling is the one being placed.
  await page.getByRole('button', { name: '◀ Back' }).click();
  await page
    .getByTestId('player-step')
    .getByText(`Step ${nf.format(at - 1)}`)
    .waitFor();
  assert.match((await page.getByTestId('caption').textContent()) ?? '', /place/);
  await page.getByRole('button', { name: 'Step ▶' }).click();
  await page
    .getByTestId('player-step')
    .getByText(`Step ${nf.format(at)}`)
    .waitFor();
  await suite.screenshot(page, 'tiling-watch-6x10-first');
  assertClean(problems);
});

test('light theme and a 360 px phone: the view fits, and looks right', T, async () => {
  const light = await suite.open('?view=tiling-watch&step=40');
  await light.page.getByTestId('player-step').getByText('Step 40').waitFor();
  await light.page.getByTestId('focus-cell').waitFor();
  await suite.screenshot(light.page, 'tiling-watch-6x10-step-40');
  assertClean(light.problems);
  const phone = await suite.open('?view=tiling-watch&step=40', { width: 360, height: 740 });
  await phone.page.getByTestId('player-step').getByText('Step 40').waitFor();
  await phone.page.screenshot({ path: `${SCREENSHOTS}tiling-watch-phone.png`, fullPage: true });
  const { scroll, client, wide } = await phone.page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
    wide: [...document.querySelectorAll('main *')]
      .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`)
      .slice(0, 5),
  }));
  assert.ok(scroll <= client, `${scroll} > ${client}: ${wide.join(' ')}`);
  assertClean(phone.problems);
});
