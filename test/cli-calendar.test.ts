/**
 * `placer tile calendar` (A-Puzzle-A-Day): published counts for two dates, `--all-dates` against
 * its own `--date` count and `placer cover` on the exported DLX for two dates (every date is
 * checked in the slow suite), bad dates as one line, exit 2; the weekday board and boards drawn
 * as text.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { join } from 'node:path';
import { placer, tempFiles } from './support/cli.js';
import { CALENDAR_BOARD, CALENDAR_PIECES } from '../src/core/tiling/calendar.js';

const total = (date: string): string => {
  const r = placer(['tile', 'calendar', '--date', date, '--count', '--format', 'json']);
  assert.equal(r.code, 0, r.stderr);
  return (JSON.parse(r.stdout) as { total: string }).total;
};

test('published counts: 36 tilings for 21 May, 57 for 1 May', () => {
  // 36: the README of the Rust solver "puzzle-a-day" (`cargo run --release 21 5` prints Solution 1
  // "and 35 more"); 57 for 1 May: as issue 35 cites the solver READMEs. The board is DragonFjord's
  // (months in two rows of six, days 1…31 in rows of seven), the pieces a 2×3 rectangle and the
  // pentominoes L N P U V Y Z, turned over freely.
  assert.equal(total('05-21'), '36');
  assert.equal(total('2024-05-01'), '57');
});

test('--all-dates: 366 dates, each its own --date count; a sample agrees with placer cover', () => {
  const r = placer(['tile', 'calendar', '--all-dates', '--format', 'json']);
  assert.equal(r.code, 0, r.stderr);
  const rows = r.stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { date: string; total: string });
  assert.equal(rows.length, 366);
  assert.equal(new Set(rows.map((x) => x.date)).size, 366);
  assert.ok(
    rows.every((x) => BigInt(x.total) > 0n),
    'every date has a tiling',
  );
  const at = new Map(rows.map((x) => [x.date, x.total]));
  // Two dates here; every date against the exact-cover engine is calendarCount.slow.test.ts's.
  for (const date of ['02-29', '10-06']) {
    assert.equal(at.get(date), total(date), date);
    const dlx = placer(['tile', 'calendar', '--date', date, '--dlx', '-']);
    assert.equal(dlx.code, 0, dlx.stderr);
    const cover = placer(['cover', '-', '--count', '--format', 'json'], { input: dlx.stdout });
    assert.equal((JSON.parse(cover.stdout) as { total: string }).total, at.get(date), date);
  }
  const text = placer(['tile', 'calendar', '--all-dates']);
  assert.equal(text.stdout.split('\n')[0], `01-01  ${at.get('01-01')}`);
  assert.match(text.stderr, /^366 dates: fewest \d+ \(\d\d-\d\d\), most \d+ \(\d\d-\d\d\)$/m);
});

test('calendar dates: a bad one, none, or one on another region is one line, exit 2', () => {
  for (const [args, said] of [
    [['calendar', '--date', '13-01'], /--date '13-01': the month must be 1…12/],
    [['calendar', '--date', '2025-02-29'], /month 2 has days 1…28 in 2025/],
    [['calendar', '--date', 'May 21'], /--date must be MM-DD or YYYY-MM-DD, got 'May 21'/],
    [['calendar'], /placer tile calendar needs --date MM-DD or --all-dates/],
    [['6x10', '--date', '05-21'], /--date is for the calendar/],
    [['calendar', '--all-dates', '--count'], /--all-dates counts every date/],
    [['calendar', '--all-dates', '--threads', '2'], /--all-dates counts on this thread/],
    [['calendar', '--date', '05-21', '--problem', 'x'], /--problem names a problem of a BurrTools/],
  ] as const) {
    const r = placer(['tile', ...args]);
    assert.equal(r.code, 2, args.join(' '));
    assert.equal(r.stdout, '');
    assert.match(r.stderr, said);
  }
});

test('the weekday board: the published example solution is a tiling of it; a date needs its year', () => {
  // The example in the README of Ankitsrn/Daily-Calendar-Puzzle ("Solution for: 8/4 [5]", Apr 8,
  // Thu), its tile numbers 0…9 written as placer's piece letters (0 N, 1 Z, 2 P, 3 U, 4 A the
  // L tetromino, 5 S, 6 L, 7 V, 8 T, 9 I); 8 April 2021 was a Thursday.
  const example = [
    'NNN#ZZ#',
    'PPNNAZ#',
    'PPUUAZZ',
    '#PUAASS',
    'VLUUSSI',
    'VLLLLTI',
    'VVVTTTI',
    '#####TI',
  ];
  const dir = tempFiles({ 'example.txt': `${example.join('\n')}\n` });
  const check = placer([
    'tile',
    'calendar-weekday',
    '--date',
    '2021-04-08',
    '--check',
    join(dir, 'example.txt'),
  ]);
  assert.equal(check.code, 0, check.stderr);
  assert.match(check.stdout, /^valid: a tiling of calendar-weekday 04-08 Thu/);
  const counted = placer([
    'tile',
    'calendar-weekday',
    '--date',
    '2021-04-08',
    '--count',
    '--format',
    'json',
  ]);
  assert.equal(counted.code, 0, counted.stderr);
  assert.ok(BigInt((JSON.parse(counted.stdout) as { total: string }).total) > 0n);
  // The same drawing on another weekday is not a tiling of that day's board.
  const friday = placer([
    'tile',
    'calendar-weekday',
    '--date',
    '2021-04-09',
    '--check',
    join(dir, 'example.txt'),
  ]);
  assert.equal(friday.code, 1);
  const bare = placer(['tile', 'calendar-weekday', '--date', '04-08']);
  assert.equal(bare.code, 2);
  assert.match(bare.stderr, /has weekdays: give YYYY-MM-DD/);
});

test('a board drawn as text: the classic layout drawn counts as calendar does; bad boards named', () => {
  const drawn = CALENDAR_BOARD.map((row) => row.map((l) => (l === '' ? '-' : l)).join(' ')).join(
    '\n',
  );
  const dir = tempFiles({
    'board.txt': `${drawn}\n`,
    'pieces.txt': CALENDAR_PIECES,
    'twice.txt': drawn.replace('Feb', 'Jan'),
    'odd.txt': drawn.replace('Mar', 'Mrz'),
    'weekdays.txt': `${drawn}\nSun Mon\n`,
  });
  const f = (name: string) => join(dir, name);
  const drawnCount = placer([
    'tile',
    'calendar',
    '--board',
    f('board.txt'),
    '--pieces',
    f('pieces.txt'),
    '--date',
    '05-21',
    '--count',
    '--format',
    'json',
  ]);
  assert.equal(drawnCount.code, 0, drawnCount.stderr);
  assert.equal((JSON.parse(drawnCount.stdout) as { total: string }).total, total('05-21'));
  for (const [args, said] of [
    [['--board', f('board.txt')], /a drawn board has no pieces of its own: give --pieces/],
    [
      ['--board', f('twice.txt'), '--pieces', f('pieces.txt')],
      /line 1: 'Jan' is on the board twice/,
    ],
    [['--board', f('odd.txt'), '--pieces', f('pieces.txt')], /line 1: 'Mrz' is not a label/],
    [['--board', f('weekdays.txt'), '--pieces', f('pieces.txt')], /has 2 of the 7 weekdays/],
  ] as const) {
    const r = placer(['tile', 'calendar', '--date', '05-21', ...args]);
    assert.equal(r.code, 2, `${args.join(' ')}: ${r.stderr}`);
    assert.equal(r.stdout, '');
    assert.match(r.stderr, said);
    assert.equal(r.stderr.trim().split('\n').length, 1, r.stderr);
  }
});
