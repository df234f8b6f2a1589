/**
 * What a test asserts must hold on any machine (issue 21 item 19): the browser test of N = 15's
 * count timed the page's long tasks (none over 200 ms) and failed when Chromium started on a
 * fresh profile (its first layouts build the font cache, a task of a second, once per machine).
 * How long the page's tasks last while it counts is measured by `npm run bench` (bench/web.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const read = (path: string): string => readFileSync(new URL(path, import.meta.url), 'utf8');

test('the page’s long tasks while it counts are measured by the bench, not asserted', () => {
  assert.doesNotMatch(read('./browser/page.test.ts'), /type: 'longtask'/);
  assert.match(read('../bench/web.ts'), /N = 15 counts on 2 workers: its longest task/);
});
