/**
 * The page (issue 8), built and served by `placer serve`, in Debian's Chromium through
 * playwright-core as the browser tests drive it:
 *
 * - counting N = 16 on 2 workers in the page, from the Start click to the figures (the page's
 *   own clock, performance.now), against `placer queens count 16 --threads 2` as a whole
 *   process, alternately, medians. The page is opened in a new tab for each run, in one browser
 *   context (a warm HTTP cache, as for a returning reader), with navigator.hardwareConcurrency
 *   set to 2 so that it starts 2 workers on any machine; Start is pressed SETTLE_MS after the
 *   load, as a reader would, because for about two seconds after opening a tab Chromium's own
 *   processes take about a second of CPU (browser, renderer, GPU: measured with /proc), which
 *   on a 2-core machine slows a count that uses both cores. The note gives the figure with
 *   Start pressed at once too;
 * - counting the 6×10 pentomino tilings in the tilings view on 2 workers (issue 9), from the Count
 *   click to the figures, against `placer tile 10x6 --count` on one thread, alternately, medians.
 *   The issue's target (≤ 0.7) is against the CLI's own count time (its JSON `seconds`: the
 *   count without Node's start-up); the note gives the ratio to the CLI's whole process too, and
 *   the page's time with Count pressed as soon as the problem's facts show. The view starts its
 *   count workers and warms them up on the problem (a fraction of a second of search each) once
 *   the facts are known; Count is pressed SETTLE_MS after the load;
 * - painting (issue 9): a stroke across a 32×32 region in the painter, 63 squares, with a
 *   PerformanceObserver of long tasks (over 50 ms: the issue's "no long task while drawing"), and
 *   the frames drawn meanwhile (requestAnimationFrame) in the note;
 * - the page's thread while N = 15 counts on its workers (issue 21 item 19): the longest task
 *   (PerformanceObserver of long tasks) from the Start click to the figures, after a count of
 *   N = 8 in a tab of the same context has laid out the view (a fresh profile builds its font
 *   cache on its first layouts: a task of a second, once per machine, not the count's). A
 *   figure of the machine, so measured here rather than asserted by the browser tests;
 * - random access and Cancel in the All placements view: row 2,000,000 of N = 15 typed, from Go
 *   to the row's line; Cancel during N = 17's count, from the click to the cancelled count's
 *   words (the page's own clock). The browser tests check what these do; how fast is a figure
 *   of the machine, so it is measured here;
 * - the first meaningful paint from the URL: a cold load in a new context each time, measured
 *   as Chromium's first-contentful-paint (navigation start to the first frame with content).
 *   The page's body is empty until the app renders the shell and the view in one go, so that
 *   first content is the view with its controls; the bench checks that the view was in the
 *   document by then;
 * - the JavaScript shipped, gzip-compressed (zlib's default level): the page's entry and the
 *   worker.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { median, placer, ROOT, timeCommand, type BenchRow } from './lib.js';
import { STROKE_SQUARES, strokeAcross32 } from './painterStroke.js';
import { XCC_COUNT_INSTANCES } from './xccInstances.js';

const CHROMIUM = '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'];

/** `placer serve` on a free loopback port; resolves with its URL and a stop function. */
function serve(): Promise<{ url: string; stop: () => void }> {
  const child: ChildProcess = spawn(
    process.execPath,
    [`${ROOT}bin/placer.js`, 'serve', '--port', '0', '-q'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.on('error', reject);
    child.stdout?.on('data', (b: Buffer) => {
      out += b.toString();
      const nl = out.indexOf('\n');
      if (nl >= 0) resolve({ url: out.slice(0, nl), stop: () => child.kill('SIGTERM') });
    });
  });
}

/** The page's count of N from the Start click to the figures: seconds and the total shown. */
/** How long after the page's load Start is pressed. */
const SETTLE_MS = 2000;

/** `body` on a new tab of `ctx` opened at `href` (loaded), the tab closed after it. */
async function inPage<T>(
  ctx: BrowserContext,
  href: string,
  body: (page: Page) => Promise<T>,
): Promise<T> {
  const page = await ctx.newPage();
  try {
    await page.goto(href, { waitUntil: 'load' });
    return await body(page);
  } finally {
    await page.close();
  }
}

async function countInPage(
  ctx: BrowserContext,
  url: string,
  n: number,
  settleMs: number,
): Promise<{ seconds: number; total: string }> {
  return inPage(ctx, `${url}?n=${n}`, async (page) => {
    await page.waitForTimeout(settleMs);
    await page.getByRole('button', { name: 'Start' }).click();
    const figures = page.getByTestId('count');
    await figures.waitFor({ timeout: 300_000 });
    return {
      seconds: Number(await figures.getAttribute('data-ms')) / 1000,
      total: ((await page.getByTestId('total').textContent()) ?? '').replace(/,/g, ''),
    };
  });
}

/**
 * A stroke across the painter of a 32×32 region, as a reader draws: down on a corner, along the
 * diagonal, back along the bottom row (63 squares toggled). The long tasks (over 50 ms) on the
 * page's thread while it paints, and the frames it drew.
 */
async function paintStroke(
  ctx: BrowserContext,
  url: string,
): Promise<{ tasks: number[]; frames: number; ms: number }> {
  return inPage(ctx, `${url}?view=tilings&region=32x32`, async (page) => {
    const painter = page.locator('svg.painter');
    await painter.waitFor();
    await page.waitForTimeout(SETTLE_MS);
    // Strings: they run in the page, and this file compiles without the DOM's types.
    await page.evaluate(`(() => {
      const w = window;
      w.__tasks = [];
      w.__frames = 0;
      w.__t0 = performance.now();
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__tasks.push(Math.round(e.duration));
      }).observe({ type: 'longtask' });
      const tick = () => { w.__frames++; if (!w.__stop) requestAnimationFrame(tick); };
      requestAnimationFrame(tick);
    })()`);
    await strokeAcross32(page, painter);
    // The frame after the last square, and any long task it ended with.
    const got = await page.evaluate<{ tasks: number[]; frames: number; ms: number }>(`
      new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => {
        window.__stop = true;
        resolve({ tasks: window.__tasks, frames: window.__frames, ms: performance.now() - window.__t0 });
      }, 0)))`);
    const cells = await painter.getAttribute('data-cells');
    if (cells !== String(1024 - STROKE_SQUARES))
      throw new Error(`the stroke left ${cells} cells, not ${1024 - STROKE_SQUARES}`);
    return got;
  });
}

/** The longest task on the page's thread (ms; 0: none over 50 ms) while N = 15 counts. */
async function longestWhileCounting(ctx: BrowserContext, url: string): Promise<number> {
  await inPage(ctx, `${url}?n=8`, async (warm) => {
    await warm.getByRole('button', { name: 'Start' }).click();
    await warm.getByTestId('total').waitFor({ timeout: 30_000 });
  });
  return inPage(ctx, `${url}?n=15`, async (page) => {
    await page.waitForTimeout(SETTLE_MS);
    // A string: it runs in the page, and this file compiles without the DOM's types.
    await page.evaluate(`(() => {
      window.__longest = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longest = Math.max(window.__longest, e.duration);
      }).observe({ type: 'longtask' });
    })()`);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByTestId('total').waitFor({ timeout: 120_000 });
    return await page.evaluate<number>('window.__longest');
  });
}

/**
 * Random access in the All placements view: N = 15 counted, then row 2,000,000 typed and Go
 * pressed, in ms from the click to the row's line (the test's clock: the figure a reader sees).
 */
async function rowJumpMs(ctx: BrowserContext, url: string): Promise<number> {
  return inPage(ctx, `${url}?n=15`, async (page) => {
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByText('type a row number or scroll to any row').waitFor({ timeout: 120_000 });
    await page.getByLabel('Row', { exact: true }).fill('2000000');
    const t0 = Date.now();
    await page.getByRole('button', { name: 'Go' }).click();
    await page.getByText(/^Row 2,000,000: \d/).waitFor({ timeout: 30_000 });
    return Date.now() - t0;
  });
}

/**
 * Cancel during the count of N = 17 (the join on the page's workers), in ms from the click to the
 * cancelled count's words, by the page's own clock (the browser protocol's round trips left out).
 */
async function cancelMs(ctx: BrowserContext, url: string): Promise<number> {
  return inPage(ctx, `${url}?n=17`, async (page) => {
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByText(/^Counting N = 17 by the quadrant join/).waitFor({ timeout: 30_000 });
    // A string: it runs in the page, and this file compiles without the DOM's types.
    const cancelled = page.evaluate(`new Promise((resolve) => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Cancel');
      let t0 = 0;
      button.addEventListener('click', () => (t0 = performance.now()), { capture: true });
      new MutationObserver((_, o) => {
        if (t0 > 0 && /^Cancelled the count for N = 17/m.test(document.body.innerText)) {
          o.disconnect();
          resolve(performance.now() - t0);
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    })`) as Promise<number>;
    await page.getByRole('button', { name: 'Cancel' }).click();
    return await cancelled;
  });
}

/** The tilings view's count of 6×10 pentominoes, from the Count click to the figures. */
async function countTilingsInPage(
  ctx: BrowserContext,
  url: string,
  settleMs: number,
): Promise<{ seconds: number; total: string }> {
  return inPage(ctx, `${url}?view=tilings&region=6x10`, async (page) => {
    await page.getByTestId('check').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(settleMs);
    await page.getByRole('button', { name: 'Count', exact: true }).click();
    const figures = page.getByTestId('tiling-count');
    await figures.waitFor({ timeout: 120_000 });
    return {
      seconds: Number(await figures.getAttribute('data-ms')) / 1000,
      total: ((await page.getByTestId('tiling-total').textContent()) ?? '').replace(/,/g, ''),
    };
  });
}

/**
 * The colour Sudoku of the xcc bench (1,320,246 solutions) pasted into the Exact cover view and
 * counted on its 2 workers: from the Count click to the figures (the page's own clock).
 */
async function countCoverInPage(
  ctx: BrowserContext,
  url: string,
  dlx: string,
  settleMs: number,
): Promise<{ seconds: number; total: string; backend: string }> {
  return inPage(ctx, `${url}?view=cover`, async (page) => {
    await page.getByLabel('DLX text').fill(dlx);
    await page.getByRole('button', { name: 'Use this text' }).click();
    // The instance's facts (its units planned on a worker) are in: the Count panel shows.
    await page.getByTestId('instance-words').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(settleMs);
    await page.getByRole('button', { name: 'Count', exact: true }).click();
    const solutions = page.getByTestId('cover-solutions');
    await solutions.waitFor({ timeout: 120_000 });
    return {
      seconds: Number(await page.locator('dl[data-ms]').getAttribute('data-ms')) / 1000,
      total: ((await solutions.textContent()) ?? '').replace(/,/g, ''),
      backend: (await page.getByTestId('instance-words').getAttribute('data-backend')) ?? '',
    };
  });
}

/** A cold load of the URL: first-contentful-paint, and whether the view was there by then. */
async function firstPaint(browser: Browser, url: string): Promise<number> {
  const ctx = await browser.newContext();
  try {
    // Before any script of the page: note when the view's title enters the document.
    await ctx.addInitScript({
      content: `new MutationObserver((_, o) => {
        if (document.getElementById('view-title')) { window.__viewAt = performance.now(); o.disconnect(); }
      }).observe(document, { childList: true, subtree: true });`,
    });
    const page = await ctx.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.locator('#view-title').waitFor();
    // A string: it runs in the page, and this file compiles without the DOM's types.
    const { fcp, viewAt } = await page.evaluate<{ fcp: number; viewAt: number }>(`
      new Promise((resolve) => {
        new PerformanceObserver((list, o) => {
          const e = list.getEntriesByName('first-contentful-paint')[0];
          if (e === undefined) return;
          o.disconnect();
          resolve({ fcp: e.startTime, viewAt: window.__viewAt });
        }).observe({ type: 'paint', buffered: true });
      })`);
    if (!(viewAt <= fcp))
      throw new Error(`the first paint (${fcp} ms) came before the view (${viewAt} ms)`);
    return fcp / 1000;
  } finally {
    await ctx.close();
  }
}

function jsShipped(): { entry: number; worker: number; files: string[] } {
  const dir = `${ROOT}dist/web/assets/`;
  let entry = 0;
  let worker = 0;
  const files: string[] = [];
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.js'))) {
    const size = gzipSync(readFileSync(dir + f)).length;
    if (f.includes('worker')) worker += size;
    else entry += size;
    files.push(`${f} ${(size / 1024).toFixed(1)} KiB`);
  }
  return { entry, worker, files };
}

export async function benchWeb(opts: { quick: boolean }): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const served = await serve();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  try {
    const ctx = await browser.newContext();
    await ctx.addInitScript({
      content: `Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => 2 });`,
    });
    const cli = placer('queens', 'count', '16', '--threads', '2', '--json', '--quiet');
    const reps = opts.quick ? 3 : 7;
    // A warm-up of each first (as sideBySide does), then alternately.
    await countInPage(ctx, served.url, 16, SETTLE_MS);
    await timeCommand(cli);
    const pageRuns: number[] = [];
    const atOnce: number[] = [];
    const cliRuns: number[] = [];
    const cliOwn: number[] = [];
    for (let i = 0; i < reps; i++) {
      atOnce.push((await countInPage(ctx, served.url, 16, 0)).seconds);
      const p = await countInPage(ctx, served.url, 16, SETTLE_MS);
      const c = await timeCommand(cli);
      const j = JSON.parse(c.stdout) as { total: string; seconds: number };
      if (p.total !== j.total)
        throw new Error(`N=16: the page says ${p.total}, the CLI ${j.total}`);
      pageRuns.push(p.seconds);
      cliRuns.push(c.seconds);
      cliOwn.push(j.seconds);
    }
    // Tilings (issue 9): 6×10 pentominoes in the page on 2 workers against the CLI on one.
    const tileCli = placer('tile', '10x6', '--count', '--format', 'json', '--quiet');
    await countTilingsInPage(ctx, served.url, SETTLE_MS);
    await timeCommand(tileCli);
    const tilePage: number[] = [];
    const tileAtOnce: number[] = [];
    const tileWhole: number[] = [];
    const tileOwn: number[] = [];
    for (let i = 0; i < reps; i++) {
      tileAtOnce.push((await countTilingsInPage(ctx, served.url, 0)).seconds);
      const p = await countTilingsInPage(ctx, served.url, SETTLE_MS);
      const c = await timeCommand(tileCli);
      const j = JSON.parse(c.stdout) as { total: string; seconds: number };
      if (p.total !== j.total)
        throw new Error(`6x10: the page says ${p.total}, the CLI ${j.total}`);
      tilePage.push(p.seconds);
      tileWhole.push(c.seconds);
      tileOwn.push(j.seconds);
    }
    const tile = median(tilePage);
    rows.push({
      section: 'web',
      case: `count 6x10 pentominoes in the page, 2 workers (Count to figures, ${SETTLE_MS / 1000} s after load)`,
      placer: tile,
      baseline: 'placer tile 10x6 --count, 1 thread (its JSON seconds: the count alone)',
      baselineSeconds: median(tileOwn),
      ratio: tile / median(tileOwn),
      target: '≤ 0.7',
      reps,
      note:
        `runs: page ${tilePage.map((s) => s.toFixed(3)).join(' ')}, CLI ${tileOwn.map((s) => s.toFixed(3)).join(' ')}; ` +
        `the target is met or not by this ratio, against the CLI's count time; against its whole process ` +
        `(${median(tileWhole).toFixed(3)} s, Node's start-up included): ${(tile / median(tileWhole)).toFixed(2)}; ` +
        `Count pressed as soon as the facts showed (workers still starting or warming up): ` +
        `${median(tileAtOnce).toFixed(3)} s (${(median(tileAtOnce) / median(tileOwn)).toFixed(2)})`,
    });
    // Exact cover (issue 33): the colour Sudoku of the xcc bench in the Exact cover view on 2
    // workers, against `placer cover FILE --count --threads 2` (its JSON seconds).
    const sudoku = XCC_COUNT_INSTANCES[0];
    const sudokuFile = `${ROOT}bench/.build/web-${sudoku.name}`;
    mkdirSync(dirname(sudokuFile), { recursive: true });
    writeFileSync(sudokuFile, sudoku.text());
    const coverCli = placer('cover', sudokuFile, '--count', '--threads', '2', '--format', 'json');
    await countCoverInPage(ctx, served.url, sudoku.text(), SETTLE_MS);
    await timeCommand(coverCli);
    const coverPage: number[] = [];
    const coverOwn: number[] = [];
    const coverWhole: number[] = [];
    let pageBackend = '';
    for (let i = 0; i < reps; i++) {
      const p = await countCoverInPage(ctx, served.url, sudoku.text(), SETTLE_MS);
      const c = await timeCommand(coverCli);
      const j = JSON.parse(c.stdout) as { total: string; seconds: number };
      if (p.total !== j.total || p.total !== String(sudoku.count))
        throw new Error(`colour Sudoku: the page says ${p.total}, the CLI ${j.total}`);
      coverPage.push(p.seconds);
      coverOwn.push(j.seconds);
      coverWhole.push(c.seconds);
      pageBackend = p.backend;
    }
    const coverSeconds = median(coverPage);
    rows.push({
      section: 'web',
      case: `count the colour Sudoku (${sudoku.name}) in the Exact cover view, 2 workers`,
      placer: coverSeconds,
      baseline: 'placer cover FILE --count --threads 2 (its JSON seconds: the count alone)',
      baselineSeconds: median(coverOwn),
      ratio: coverSeconds / median(coverOwn),
      target: '≤ 1.2',
      reps,
      note:
        `runs: page ${coverPage.map((s) => s.toFixed(3)).join(' ')}, CLI ${coverOwn.map((s) => s.toFixed(3)).join(' ')}; ` +
        `the page's backend: ${pageBackend}; against the CLI's whole process ` +
        `(${median(coverWhole).toFixed(3)} s): ${(coverSeconds / median(coverWhole)).toFixed(2)}`,
    });
    // Painting a 32×32 region.
    const strokes: { tasks: number[]; frames: number; ms: number }[] = [];
    for (let i = 0; i < reps; i++) strokes.push(await paintStroke(ctx, served.url));
    const long = strokes.flatMap((s) => s.tasks);
    const fps = strokes.map((s) => (1000 * s.frames) / s.ms);
    rows.push({
      section: 'web',
      case: 'paint a stroke across a 32x32 region (63 squares): long tasks',
      placer: long.length,
      unit: 'long tasks',
      baseline: '—',
      baselineSeconds: null,
      ratio: null,
      target: 'none (no task over 50 ms)',
      note:
        `${reps} strokes, long tasks (over 50 ms) in each: ${strokes.map((s) => (s.tasks.length === 0 ? 'none' : s.tasks.join('+') + ' ms')).join(', ')}; ` +
        `frames drawn while painting: ${fps.map((f) => f.toFixed(0)).join(', ')} per second ` +
        `(strokes of ${strokes.map((s) => (s.ms / 1000).toFixed(2)).join(', ')} s, playwright's mouse moves)`,
    });
    // The page's thread while N = 15 counts.
    const longest: number[] = [];
    for (let i = 0; i < reps; i++) longest.push(await longestWhileCounting(ctx, served.url));
    rows.push({
      section: 'web',
      case: "the page's thread while N = 15 counts on 2 workers: its longest task",
      placer: median(longest),
      unit: 'ms',
      baseline: '—',
      baselineSeconds: null,
      ratio: null,
      target: 'no task over 200 ms',
      note: `after a count of N = 8 laid the view out; longest task (0: none over 50 ms) in each run: ${longest.map((ms) => ms.toFixed(0)).join(', ')} ms`,
    });
    // Random access and Cancel: what a reader waits for, asserted nowhere (a figure of the machine).
    const jumps: number[] = [];
    const cancels: number[] = [];
    for (let i = 0; i < reps; i++) {
      jumps.push(await rowJumpMs(ctx, served.url));
      cancels.push(await cancelMs(ctx, served.url));
    }
    rows.push({
      section: 'web',
      case: 'row 2,000,000 of N = 15 by random access: Go to the row shown',
      placer: Math.round(median(jumps)),
      unit: 'ms',
      baseline: '—',
      baselineSeconds: null,
      ratio: null,
      target: '< 1000 ms',
      note: `after the count of N = 15; runs ${jumps.map((ms) => ms.toFixed(0)).join(', ')} ms`,
    });
    rows.push({
      section: 'web',
      case: 'Cancel during the count of N = 17 (2 workers): to the cancelled count',
      placer: Math.round(median(cancels)),
      unit: 'ms',
      baseline: '—',
      baselineSeconds: null,
      ratio: null,
      target: '< 1000 ms',
      note: `the page's own clock, click to words; runs ${cancels.map((ms) => ms.toFixed(0)).join(', ')} ms`,
    });
    await ctx.close();
    const page = median(pageRuns);
    const whole = median(cliRuns);
    rows.push({
      section: 'web',
      case: `count 16 in the page, 2 workers (Start to figures, ${SETTLE_MS / 1000} s after load)`,
      placer: page,
      baseline: 'queens count 16 --threads 2 (whole process)',
      baselineSeconds: whole,
      ratio: page / whole,
      target: '≤ 1.25',
      reps,
      note:
        `runs: page ${pageRuns.map((s) => s.toFixed(2)).join(' ')}, CLI ${cliRuns.map((s) => s.toFixed(2)).join(' ')}; ` +
        `vs the CLI's own count time (${median(cliOwn).toFixed(3)} s): ${(page / median(cliOwn)).toFixed(2)}; ` +
        `Start pressed as soon as the tab loaded: ${median(atOnce).toFixed(3)} s (${(median(atOnce) / whole).toFixed(2)})`,
    });

    const paints: number[] = [];
    for (let i = 0; i < (opts.quick ? 3 : 7); i++)
      paints.push(await firstPaint(browser, served.url));
    rows.push({
      section: 'web',
      case: 'first meaningful paint from the URL (cold load)',
      placer: median(paints),
      baseline: '—',
      baselineSeconds: null,
      ratio: null,
      target: '≤ 1 s',
      note: `first-contentful-paint, the view already in the document; runs ${paints.map((s) => s.toFixed(3)).join(' ')}`,
    });
  } finally {
    await browser.close();
    served.stop();
  }

  const js = jsShipped();
  rows.push({
    section: 'web',
    case: 'JS shipped, gzip: page entry + worker',
    placer: Number(((js.entry + js.worker) / 1024).toFixed(1)),
    unit: 'KiB',
    baseline: '—',
    baselineSeconds: null,
    ratio: null,
    target: 'reported',
    note: js.files.join(', '),
  });
  return rows;
}
