import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { placer, tempFiles } from './support/cli.js';

const KNUTH = `| Knuth's example from "Dancing Links" (2000)
a b c d e f g
c e
a d g
b c f
a d f
b g
d e g
`;

const QUEENS4 = `| 4 queens: rows and columns primary, diagonals secondary
r1 r2 r3 r4 c1 c2 c3 c4 | a0 a1 a2 a3 a4 a5 a6 b0 b1 b2 b3 b4 b5 b6
${Array.from({ length: 16 }, (_, k) => {
  const r = Math.floor(k / 4);
  const c = k % 4;
  return `r${r + 1} c${c + 1} a${r + c} b${r - c + 3}`;
}).join('\n')}
`;

test('cover FILE: the first solution, its options as written', () => {
  const dir = tempFiles({ 'k.dlx': KNUTH });
  const r = placer(['cover', join(dir, 'k.dlx')]);
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual(r.stdout.trimEnd().split('\n').sort(), ['a d f', 'b g', 'c e']);
});

test('cover --count and --list (secondary items), also from standard input', () => {
  const c = placer(['cover', '-', '--count', '--format', 'json'], QUEENS4);
  assert.equal(c.code, 0, c.stderr);
  assert.equal((JSON.parse(c.stdout) as { solutions: string }).solutions, '2');
  const l = placer(['cover', '-', '--list', '--format', 'json'], QUEENS4);
  const sols = l.stdout
    .trimEnd()
    .split('\n')
    .map((x) => JSON.parse(x) as { options: number[]; lines: number[] });
  assert.equal(sols.length, 2);
  assert.ok(sols.every((s) => s.options.length === 4 && s.lines.every((n) => n >= 3)));
  const text = placer(['cover', '-', '--list'], QUEENS4);
  assert.equal(text.stdout.trimEnd().split('\n\n').length, 2);
});

test('cover: no solution is exit 1; bad input is exit 2 with file, line and column', () => {
  const dir = tempFiles({ 'none.dlx': 'a b\na\n', 'bad.dlx': 'a b\na b\nb  c\n' });
  const none = placer(['cover', join(dir, 'none.dlx'), '--count']);
  assert.equal(none.code, 1);
  assert.match(none.stdout, /^solutions +0$/m);
  const bad = placer(['cover', join(dir, 'bad.dlx')]);
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /^placer: .*bad\.dlx:3:4: unknown item 'c'\n$/);
  const missing = placer(['cover', join(dir, 'nope.dlx')]);
  assert.equal(missing.code, 2);
  assert.match(missing.stderr, /no such file/);
});
