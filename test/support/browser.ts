/**
 * Browser tests' set-up: Debian's Chromium (never a downloaded browser) driven by playwright-core
 * against the built page served by `placer serve`, both started once per test process by
 * `browserSuite()` and stopped after its last test (the default run's browser files share one
 * process). One page serves the tests, each opening it afresh at its URL; it records console
 * errors, uncaught errors and CSP violations, so a test can assert that there were none. Screenshots go to test/.screenshots (git-ignored) to be looked at.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { after, before } from 'node:test';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { startServe, type Served } from './serve.js';

export const CHROMIUM = '/usr/bin/chromium';
export const SCREENSHOTS = fileURLToPath(new URL('../.screenshots/', import.meta.url));

/**
 * Flags for a quiet, sandbox-free headless run that reaches nothing but the page. One process
 * (--single-process): the renderer, GPU and network services as threads of the browser. Measured
 * on the five browser files (2 cores): 94 s of machine CPU instead of 108 s, 49 s wall instead of
 * 55; and as the browser is then the test's only child process, the runner's per-file CPU figure
 * includes all of it (with Chromium's zygote the renderers' CPU was never counted).
 */
const FLAGS = [
  '--headless',
  '--single-process',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface PageProblems {
  readonly console: string[];
  readonly errors: string[];
  /** CSP violations the page reported. */
  readonly csp: string[];
}

/** Fails on any uncaught error, CSP violation or console error the page recorded. */
export function assertClean(problems: PageProblems): void {
  assert.deepEqual(problems.errors, [], 'uncaught errors');
  assert.deepEqual(problems.csp, [], 'CSP violations');
  assert.deepEqual(problems.console, [], 'console errors');
}

export interface OpenOptions {
  readonly width?: number;
  readonly height?: number;
  readonly colorScheme?: 'light' | 'dark';
  /** Clear the page's localStorage first (a first visit). */
  readonly fresh?: boolean;
}

export interface Suite {
  readonly url: string;
  /**
   * The file's one page at `path` (relative to the served URL), with the problems recorded since
   * this navigation. One browser context serves the whole file: a new context per test costs a
   * renderer start (a second or more on a busy two-core machine).
   */
  open(path?: string, opts?: OpenOptions): Promise<{ page: Page; problems: PageProblems }>;
  screenshot(page: Page, name: string): Promise<string>;
}

/**
 * Debian's Chromium, headless. `multiProcess`: without --single-process, for what one process
 * cannot do twice (after a PDF is printed, the single process dies at the next navigation).
 */
export async function launchChromium(opts: { multiProcess?: boolean } = {}): Promise<Browser> {
  if (!existsSync(CHROMIUM))
    throw new Error(
      `the browser tests need Debian's Chromium at ${CHROMIUM}: install it with ` +
        '`apt-get install -y chromium` (.ci/run does this on a fresh machine)',
    );
  // launch() gives every browser a fresh temporary --user-data-dir of its own.
  const args = opts.multiProcess === true ? FLAGS.filter((f) => f !== '--single-process') : FLAGS;
  return chromium.launch({ executablePath: CHROMIUM, args, timeout: 20_000 });
}

/** The process's suite: browser files run together (scripts/run-tests.mjs) share it. */
let shared: Suite | null = null;

/**
 * Starts the server and the browser before the file's tests, stops both after them. Files run in
 * one process (the default run's browser batch) share one server, browser and page: the first
 * call starts them before the first test and stops them after the last.
 */
export function browserSuite(): Suite {
  shared ??= startSuite();
  return shared;
}

function startSuite(): Suite {
  let served: Served | null = null;
  let browser: Browser | null = null;
  let context: BrowserContext | null = null;
  let page: Page | null = null;
  let problems: PageProblems = { console: [], errors: [], csp: [] };
  before(
    async () => {
      served = await startServe();
      browser = await launchChromium();
      context = await browser.newContext({ acceptDownloads: true });
      context.setDefaultTimeout(5_000);
      // A string, as it runs in the page (this file compiles without the DOM's types).
      await context.addInitScript({
        content: `document.addEventListener('securitypolicyviolation', (e) =>
          console.error('CSP violation: ' + e.violatedDirective + ' ' + e.blockedURI));`,
      });
      page = await context.newPage();
      page.on('console', (m) => {
        if (m.type() !== 'error') return;
        problems.console.push(m.text());
        if (/CSP violation|Content Security Policy/.test(m.text())) problems.csp.push(m.text());
      });
      page.on('pageerror', (e) => problems.errors.push(e.message));
    },
    { timeout: 30_000 },
  );
  after(
    async () => {
      await browser?.close();
      await served?.stop();
    },
    { timeout: 15_000 },
  );
  const suite: Suite = {
    get url() {
      if (served === null) throw new Error('the server is not started (use inside a test)');
      return served.url;
    },
    async open(path = '', opts = {}) {
      if (page === null) throw new Error('the browser is not started (use inside a test)');
      await page.setViewportSize({ width: opts.width ?? 1100, height: opts.height ?? 800 });
      await page.emulateMedia({ colorScheme: opts.colorScheme ?? 'light' });
      if (opts.fresh && page.url().startsWith('http')) await page.evaluate('localStorage.clear()');
      problems = { console: [], errors: [], csp: [] };
      await page.goto(new URL(path, suite.url).href, { waitUntil: 'load' });
      return { page, problems };
    },
    async screenshot(shot, name) {
      mkdirSync(SCREENSHOTS, { recursive: true });
      const path = `${SCREENSHOTS}${name}.png`;
      await shot.screenshot({ path });
      return path;
    },
  };
  return suite;
}

/** Waits (2 s at most) for a button to be disabled or enabled: the view's effects settle first. */
export async function disabledIs(
  button: Locator,
  want: boolean,
  what = 'the button',
): Promise<void> {
  const t0 = Date.now();
  while ((await button.isDisabled()) !== want && Date.now() - t0 < 2000)
    await button.page().waitForTimeout(20);
  assert.equal(await button.isDisabled(), want, `${what} disabled`);
}
