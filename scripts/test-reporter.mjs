// A short node:test reporter: one line per failure as it happens (file, test, first lines of the
// error), the skipped tests with their reasons, the slowest files, then node:test's own summary
// lines (`# tests N`, `# pass N`, `# fail N`, …) so anything that reads those keeps working.
import { relative } from 'node:path';
import { sourceOf } from './test-paths.mjs';

// How many of the slowest files to name (PLACER_TEST_SLOWEST=40 to find what to speed up).
const SLOWEST = Number(process.env.PLACER_TEST_SLOWEST ?? 5);

function where(file) {
  // The compiled tests (scripts/test-build.mjs) are named by their sources.
  return file ? relative(process.cwd(), sourceOf(file)) : '?';
}

/** The error of a failed test, in at most a few lines (node:test wraps it in a test failure). */
function errorLines(error) {
  const cause = error?.cause ?? error;
  const text =
    cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause ?? 'failed');
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  const shown = lines.slice(0, 12);
  if (lines.length > shown.length) shown.push(`… (${lines.length - shown.length} more lines)`);
  const stack = cause instanceof Error && typeof cause.stack === 'string' ? cause.stack : '';
  const at = stack.split('\n').find((l) => /\.test\.ts:\d+/.test(l) && !l.includes('node_modules'));
  if (at) shown.push(at.trim());
  return shown;
}

export default async function* reporter(source) {
  const counts = { tests: 0, pass: 0, fail: 0, cancelled: 0, skipped: 0, todo: 0 };
  const fileMs = new Map();
  const skipped = [];
  const failed = [];
  const started = Date.now();
  /** Per file, the names of the tests now open at each nesting level (to name a subtest). */
  const open = new Map();
  const pathOf = (data) => {
    const names = open.get(data.file) ?? [];
    return [...names.slice(0, data.nesting), data.name].join(' › ');
  };
  for await (const event of source) {
    const data = event.data;
    // A file's own test is named by its path: the compiled one, named by its source.
    if (data?.nesting === 0 && data.name === data.file) data.name = where(data.file);
    if (event.type === 'test:start') {
      const names = open.get(data.file) ?? [];
      names.length = data.nesting;
      names.push(data.name);
      open.set(data.file, names);
    } else if (event.type === 'test:fail' && data.nesting > 0) {
      const details = data.details ?? {};
      if (details.error?.failureType === 'subtestsFailed') continue;
      const head = `✗ ${where(data.file)} › ${pathOf(data)}`;
      const lines = errorLines(details.error);
      yield [head, ...lines.map((l) => `    ${l}`), ''].join('\n') + '\n';
    }
    if (event.type === 'test:pass' || event.type === 'test:fail') {
      const details = data.details ?? {};
      // File-level wrappers (nesting 0 with type 'suite' or the file itself) are not tests.
      if (details.type === 'suite') continue;
      if (data.nesting === 0 && data.file) {
        fileMs.set(data.file, (fileMs.get(data.file) ?? 0) + (details.duration_ms ?? 0));
      }
      if (data.nesting !== 0) continue;
      counts.tests++;
      if (data.skip !== undefined && data.skip !== false) {
        counts.skipped++;
        skipped.push(`${where(data.file)} › ${data.name}: ${data.skip === true ? '' : data.skip}`);
      } else if (data.todo !== undefined && data.todo !== false) counts.todo++;
      else if (event.type === 'test:pass') counts.pass++;
      else {
        const cancelled = details.error?.failureType === 'cancelledByParent';
        if (cancelled) counts.cancelled++;
        else counts.fail++;
        const head = `✗ ${where(data.file)} › ${data.name}`;
        failed.push(head);
        // A test whose subtests failed was named with them, just above.
        if (details.error?.failureType === 'subtestsFailed') continue;
        const lines = errorLines(details.error);
        yield [head, ...lines.map((l) => `    ${l}`), ''].join('\n') + '\n';
      }
    } else if (event.type === 'test:stderr' || event.type === 'test:stdout') {
      // A test file that printed outside a test: shown, since it usually explains a failure.
      const msg = data.message ?? '';
      if (msg.trim() !== '') yield `  [${where(data.file)}] ${msg.trimEnd()}\n`;
    }
  }
  const out = [];
  if (skipped.length > 0) {
    out.push(`skipped (${skipped.length}):`);
    for (const s of skipped) out.push(`  - ${s}`);
  }
  const slow = [...fileMs].sort((a, b) => b[1] - a[1]).slice(0, SLOWEST);
  if (slow.length > 0) {
    out.push(
      `slowest files: ${slow.map(([f, ms]) => `${where(f)} ${(ms / 1000).toFixed(1)} s`).join(', ')}`,
    );
  }
  if (failed.length > 0) {
    out.push(`failed (${failed.length}):`);
    for (const f of failed) out.push(`  ${f}`);
  }
  for (const [k, v] of Object.entries(counts)) out.push(`# ${k} ${v}`);
  out.push(`# duration_ms ${Date.now() - started}`);
  yield out.join('\n') + '\n';
}
