import { test } from 'node:test';
import assert from 'node:assert/strict';
import { naiveSolutions } from '../../../test/support/naive.js';
import type { WalkEvent } from './traceEvents.js';
import { walkEvents } from './walk.js';

/**
 * Seed 002's program, transcribed line by line (1-based c[1..n], global k), recording each robot
 * command and each printed position — the reference the event stream must follow.
 */
function seedProgram(n: number): string[] {
  const log: string[] = [];
  const c: number[] = new Array<number>(n + 1).fill(0);
  let k = 0;
  const danger = (): boolean => {
    if (k <= 1) return false;
    let b = false;
    let i = 1;
    while (i !== k) {
      b = b || c[i] === c[k] || Math.abs(c[i] - c[k]) === Math.abs(i - k);
      i = i + 1;
    }
    return b;
  };
  const isUp = (): boolean => k < n && !danger();
  const isRight = (): boolean => k > 0 && c[k] < n;
  const isDown = (): boolean => k > 0;
  const up = (): void => {
    k = k + 1;
    c[k] = 1;
    log.push(`up ${c.slice(1, k + 1).join(' ')}`);
  };
  const right = (): void => {
    c[k] = c[k] + 1;
    log.push(`right ${c.slice(1, k + 1).join(' ')}`);
  };
  const down = (): void => {
    k = k - 1;
    log.push(`down ${c.slice(1, k + 1).join(' ')}`);
  };
  const work = (): void => {
    log.push(`work ${c.slice(1, k + 1).join(' ')}`);
    if (k === n && !danger()) {
      let line = '';
      for (let i = 1; i <= n; i++) line += `<${i},${c[i]}> `;
      log.push(`print ${line.trim()}`);
    }
  };
  const uw = (): void => {
    while (isUp()) up();
    work();
  };
  k = 0;
  uw();
  while (isDown()) {
    if (isRight()) {
      right();
      uw();
    } else down();
  }
  return log;
}

function fromEvents(events: WalkEvent[]): string[] {
  const log: string[] = [];
  for (const e of events) {
    const pos = e.queens.map((x) => x + 1).join(' ');
    if (e.type === 'place') log.push(`up ${pos}`);
    else if (e.type === 'move') log.push(`right ${pos}`);
    else if (e.type === 'remove') log.push(`down ${pos}`);
    else if (e.type === 'process') log.push(`work ${pos}`);
    else if (e.type === 'solution') {
      log.push(`print ${e.queens.map((x, i) => `<${i + 1},${x + 1}>`).join(' ')}`);
    }
  }
  return log;
}

test('the walk follows the seed program command for command (N = 1…7)', () => {
  for (let n = 1; n <= 7; n++) {
    const events = [...walkEvents(n)];
    assert.deepEqual(fromEvents(events), seedProgram(n), `N=${n}`);
    const done = events.at(-1);
    assert.ok(done && done.type === 'done' && done.complete);
  }
});

test('the walk finds the same solutions as the enumerator, in order (N = 8)', () => {
  const events = [...walkEvents(8)];
  const sols = events.filter((e) => e.type === 'solution').map((e) => e.queens.slice());
  assert.deepEqual(sols, naiveSolutions(8));
  const done = events.at(-1);
  assert.ok(done?.type === 'done' && done.solutions === 92);
});

test('steps are numbered 1, 2, … and a step limit ends with an incomplete done', () => {
  const events = [...walkEvents(6, { maxSteps: 25 })];
  const robot = events.filter((e) => e.type !== 'solution' && e.type !== 'done');
  assert.deepEqual(
    robot.map((e) => e.step),
    Array.from({ length: 25 }, (_, i) => i + 1),
  );
  const done = events.at(-1);
  assert.ok(done?.type === 'done' && !done.complete);
  const process = events.find((e) => e.type === 'process' && e.attackedBy !== null);
  assert.ok(process, 'an attacked leaf is reported with its attacker');
});
