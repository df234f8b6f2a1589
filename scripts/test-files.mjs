// Runs test files with node:test's run(), in the order given: `node --test` (Node 20) sorts its
// files by name, which would start the long CLI and browser files (all under test/) together at
// the end whatever order scripts/run-tests.mjs asks for. Each file still runs in a process of its
// own, started with this process's Node options (the loader, --import scripts/test-cpu.mjs).
//
//   node [options] scripts/test-files.mjs CONCURRENCY TIMEOUT_MS REPORTER FILE…
//
// REPORTER is `tap` or the URL of a reporter module. The exit status is 1 when a test failed.
import { run } from 'node:test';
import { tap } from 'node:test/reporters';

const [concurrency, timeout, reporterName, ...files] = process.argv.slice(2);
const reporter = reporterName === 'tap' ? tap : (await import(reporterName)).default;
const stream = run({ files, concurrency: Number(concurrency), timeout: Number(timeout) });
stream.on('test:fail', (data) => {
  if (data.todo === undefined || data.todo === false) process.exitCode = 1;
});
stream.compose(reporter).pipe(process.stdout);
