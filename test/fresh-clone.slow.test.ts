/**
 * A fresh clone as the README sets it up (issue 21 item 1): `npm ci` runs no script of the
 * package (no install script: check-package.mjs), so dist/ is not built after it, and
 * `npm test` and `npm start` build it themselves (scripts/build-state.mjs). Here: the tracked
 * files copied to an empty folder with the dependencies linked in (what `npm ci` lays out), then
 * the test runner builds and runs a CLI test file, `npm start`'s script serves from that build
 * without building again, and a source newer than the build (or an output gone) asks for one.
 *
 * And the README's test command on a bare clone (issue 32): the same files in a folder with no
 * ../shared beside it, `npm ci && npm test` as a user runs them, passes; the tests that read data
 * made elsewhere skip, each with one line naming the folder.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  utimesSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** The files a clone has: tracked ones, and new ones git does not ignore. */
function cloneFiles(): string[] {
  const r = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  assert.equal(r.status, 0, r.stderr);
  return r.stdout.split('\0').filter((f) => f !== '' && existsSync(join(ROOT, f)));
}

test(
  'a fresh clone: npm ci builds nothing; the test runner and npm start build dist/',
  { timeout: 15 * 60_000 },
  async (t) => {
    if (!existsSync(join(ROOT, '.git'))) return t.skip('not a git checkout');
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    for (const name of ['preinstall', 'install', 'postinstall', 'prepare']) {
      assert.equal(pkg.scripts[name], undefined, `an install-time script: ${name}`);
    }
    assert.match(pkg.scripts.test, /^npm run build && /);
    const dir = mkdtempSync(join(tmpdir(), 'placer-clone-'));
    try {
      for (const f of cloneFiles()) {
        mkdirSync(dirname(join(dir, f)), { recursive: true });
        cpSync(join(ROOT, f), join(dir, f));
      }
      // The dependencies, entry by entry, so the clone's own caches (node_modules/.cache) are its own.
      const modules = join(dir, 'node_modules');
      mkdirSync(modules);
      for (const name of readdirSync(join(ROOT, 'node_modules'))) {
        if (name === '.cache') continue;
        symlinkSync(join(ROOT, 'node_modules', name), join(modules, name));
      }
      assert.equal(existsSync(join(dir, 'dist')), false);
      const env = { ...process.env, PLACER_TEST_SLOWEST: '0' };

      const tests = spawnSync(
        process.execPath,
        ['scripts/run-tests.mjs', '--tsx', 'test/cli-binary.test.ts'],
        { cwd: dir, encoding: 'utf8', env },
      );
      assert.equal(tests.status, 0, tests.stdout + tests.stderr);
      assert.match(tests.stderr, /^placer: building \(npm run build\): dist\/ is not built/m);
      assert.match(tests.stdout + tests.stderr, /# fail 0/);
      assert.ok(existsSync(join(dir, 'dist', 'cli', 'bundle.js')));

      const serve = (): ReturnType<typeof spawnSync> =>
        spawnSync(process.execPath, ['scripts/start.mjs', '--help'], {
          cwd: dir,
          encoding: 'utf8',
          env,
        });
      const built = serve();
      assert.equal(built.status, 0, String(built.stderr));
      assert.match(String(built.stdout), /^Usage: placer serve/);
      assert.doesNotMatch(String(built.stderr), /building/, 'built already');

      // A source newer than the build: it is built again, once.
      const later = new Date(Date.now() + 60_000);
      utimesSync(join(dir, 'src', 'index.ts'), later, later);
      const { buildNeed } = (await import(
        new URL(`file://${join(dir, 'scripts', 'build-state.mjs')}`).href
      )) as { buildNeed: (root: string) => string | null };
      assert.equal(buildNeed(dir), 'stale');
      rmSync(join(dir, 'dist', 'web', 'index.html'));
      assert.equal(buildNeed(dir), 'missing');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);

test(
  'a bare clone with no ../shared beside it: npm ci && npm test pass',
  { timeout: 30 * 60_000 },
  (t) => {
    if (!existsSync(join(ROOT, '.git'))) return t.skip('not a git checkout');
    const parent = mkdtempSync(join(tmpdir(), 'placer-bare-'));
    // mkdtemp's folder is its owner's alone; a clone's folder is not (a CLI test runs the
    // binary as an unprivileged user, who must reach it).
    chmodSync(parent, 0o755);
    const dir = join(parent, 'placer');
    try {
      for (const f of cloneFiles()) {
        mkdirSync(dirname(join(dir, f)), { recursive: true });
        cpSync(join(ROOT, f), join(dir, f));
      }
      assert.equal(existsSync(join(parent, 'shared')), false);
      const npm = (args: string[]): ReturnType<typeof spawnSync> =>
        spawnSync('npm', args, {
          cwd: dir,
          encoding: 'utf8',
          // As a user runs it: not as a child of this test runner (NODE_TEST_CONTEXT would
          // make the inner runner report to this one instead of printing its own report).
          // One test file at a time: the slow suite runs beside it, and the page's tests time a
          // few answers (a second at most), which a machine loaded twice over would miss.
          env: {
            ...process.env,
            PLACER_TEST_SLOWEST: '0',
            PLACER_TEST_CONCURRENCY: '1',
            NODE_TEST_CONTEXT: undefined,
          },
          maxBuffer: 64 << 20,
        });
      const ci = npm(['ci', '--no-audit', '--no-fund']);
      assert.equal(ci.status, 0, String(ci.stdout) + String(ci.stderr));
      const tests = npm(['test']);
      const out = String(tests.stdout) + String(tests.stderr);
      assert.equal(tests.status, 0, out.slice(-6000));
      assert.match(out, /^# fail 0$/m);
      assert.doesNotMatch(out, /ENOENT/);
      // What needs the shared folder says so, once per test, in one line naming it.
      const skips = out.split('\n').filter((l) => l.includes('shared/reference/'));
      assert.ok(
        skips.length > 0,
        `no test names the shared folder it skips without:\n${out.slice(-3000)}`,
      );
      for (const line of skips)
        assert.match(line, /needs \S*shared\/reference\/\S+ \(data made elsewhere/);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  },
);
