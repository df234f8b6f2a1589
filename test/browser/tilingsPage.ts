/**
 * Helpers of the browser tests of the tilings, tiling-watch and exact-cover views
 * (tilings.test.ts, tilings.slow.test.ts, polycubes*.test.ts): the CLI's answers to compare with,
 * and readings of the page's drawn boards and listed solutions.
 */
import type { Page } from 'playwright-core';
import type { TilingTrace, TilingTraceSnapshot } from '../../src/core/tiling/tilingTrace.js';
import type { TilingEvent } from '../../src/core/tiling/traceEvents.js';
import type { TracePlayer } from '../../src/core/tracePlayer.js';
import { tilingRows } from '../../src/render/tiling/tiling.js';
import { tilingFrame } from '../../src/web/views/tilingWatch/tilingWatch.js';
import { placerLater } from '../support/cli.js';

/** The CLI's stdout and stderr (a "no" answer's exit 1 included), in-process, asked at once. */
export async function cli(args: string[]): Promise<{ out: string; err: string }> {
  const r = await placerLater(args, { ok: [0, 1] });
  return { out: r.stdout, err: r.stderr };
}

/** A board as the page draws it: rows of piece letters ('.' for an empty cell), the marked cell. */
export interface Board {
  rows: string[];
  focus: string | null;
}

/**
 * The board as drawn, read once the step line shows step `step` (any step when null): one round
 * trip to the page, as each one costs both processes CPU on a busy 2-core machine.
 */
export async function drawn(page: Page, step: number | null = null): Promise<Board> {
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
export function traced(
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
export async function stepOf(page: Page): Promise<number> {
  const text = (await page.getByTestId('player-step').locator('output').textContent()) ?? '';
  return Number(text.replace(/,/g, ''));
}

/** `placer cover - ARGS` on a text (in-process): its JSON lines' option texts. */
export async function cliSolutions(text: string, args: string[]): Promise<string[][]> {
  const r = await placerLater(['cover', '-', ...args], { input: text });
  return r.stdout
    .trimEnd()
    .split('\n')
    .map((l) => (JSON.parse(l) as { text: string[] }).text);
}

/** The listed solutions' options as the page shows them (without their line numbers). */
export async function listed(page: Page): Promise<string[][]> {
  return page
    .locator('[data-testid="cover-list"] > li')
    .evaluateAll((lis) =>
      lis.map((li) =>
        Array.from(li.querySelectorAll('ul > li'), (o) =>
          (o.textContent ?? '').replace(/^line \d+:\s*/, ''),
        ),
      ),
    );
}

/**
 * Loads the Exact cover view's preset `key` (a Sudoku or a domination) and waits until its
 * instance line names `file`.
 */
export async function loadCoverPreset(page: Page, key: string, file: string): Promise<void> {
  await page.getByLabel('With colours or multiplicities').selectOption(key);
  await page.getByRole('button', { name: 'Load it' }).click();
  await page.getByText(`${file}:`).waitFor();
}

/**
 * The Exact cover view's instance counted twice: its DLX text downloaded and counted by `placer
 * cover --count`, and counted by the page's Count on the workers. Both outputs, as shown.
 */
export async function countOnPageAndCli(
  page: Page,
  timeout = 15_000,
): Promise<{ shown: string | null; cli: string }> {
  await page.getByText('DLX text').click();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download DLX' }).click(),
  ]);
  const expected = cli(['cover', await file.path(), '--count']);
  await page.getByRole('button', { name: 'Count', exact: true }).click();
  await page.getByTestId('cover-solutions').waitFor({ timeout });
  const shown = await page.getByTestId('cover-solutions').textContent();
  return { shown, cli: (await expected).out };
}
