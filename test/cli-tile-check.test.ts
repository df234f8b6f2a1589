/**
 * `placer tile REGION --check FILE` (docs/cli.md): a printed tiling reads back — as a drawing to
 * check, and as its own region picture ('#' holes) — and a wrong one is refused, naming the cell
 * or the piece (exit 1); an unreadable drawing is a usage error (exit 2).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SCOTT_PICTURE } from './support/fixtures.js';
import { placer, tempFiles, usageLine } from './support/cli.js';

test('tile | tile --check -: the first tiling and a listing check valid (exit 0)', () => {
  const one = placer(['tile', '3x20']);
  const r = placer(['tile', '3x20', '--check', '-'], { input: one.stdout });
  assert.equal(r.code, 0, r.stdout + r.stderr);
  assert.match(r.stdout, /^valid: a tiling of 3x20 with 12 from pentominoes/);
  const list = placer(['tile', '3x20', '--list', '--limit', '3']);
  const l = placer(['tile', '3x20', '--check', '-', '--format', 'json'], { input: list.stdout });
  assert.equal(l.code, 0, l.stderr);
  assert.deepEqual(JSON.parse(l.stdout), { valid: true, tilings: 3 });
});

test('a printed tiling with holes is its own region picture; touching copies of a piece count', () => {
  const dir = tempFiles({ 'scott.txt': SCOTT_PICTURE });
  // Files by their paths in the folder: the command runs in-process (a cwd starts a process).
  const [txt, out] = [join(dir, 'scott.txt'), join(dir, 'scott.out')];
  const t = placer(['tile', txt, '-o', out, '-q']);
  assert.equal(t.code, 0, t.stderr);
  const self = placer(['tile', out, '--check', out]);
  assert.equal(self.code, 0, self.stdout + self.stderr);
  const o = ['tile', '4x4', '--pieces', 'tetrominoes', '--piece', 'O=*'];
  const four = placer(o);
  assert.equal(four.stdout, 'OOOO\n'.repeat(4), 'four touching squares draw as one patch');
  assert.equal(placer([...o, '--check', '-'], { input: four.stdout }).code, 0);
  const two = placer(['tile', '4x4', '--pieces', 'tetrominoes', '--piece', 'O=2', '--check', '-'], {
    input: four.stdout,
  });
  assert.equal(two.code, 1);
  assert.match(two.stdout, /piece O is used 4 times, the set has 2/);
});

test('tile --check refuses a wrong tiling, naming the cell or the piece (exit 1)', () => {
  const dir = tempFiles({ 'scott.txt': SCOTT_PICTURE });
  const txt = join(dir, 'scott.txt');
  const rows = placer(['tile', txt]).stdout.trimEnd().split('\n');
  const check = (drawing: string[]): { code: number | null; line: string } => {
    const r = placer(['tile', txt, '--check', '-'], { input: drawing.join('\n') });
    return { code: r.code, line: r.stdout.trimEnd() };
  };
  const edit = (r: number, c: number, ch: string): string[] =>
    rows.map((row, i) => (i === r ? row.slice(0, c) + ch + row.slice(c + 1) : row));
  // The centre hole (rows 4-5, columns 4-5) covered.
  const hole = check(edit(3, 3, rows[3][2]));
  assert.deepEqual(hole.code, 1);
  assert.match(
    hole.line,
    /^not a tiling of \/\S+\/scott\.txt: row 4, column 4 is a hole of the region/,
  );
  const bare = check(edit(0, 0, '#'));
  assert.equal(bare.code, 1);
  assert.match(bare.line, /row 1, column 1 is not covered$/);
  // A cell given to a neighbouring piece: both shapes break.
  const other = rows[0][1] === rows[0][0] ? rows[1][0] : rows[0][1];
  const shape = check(edit(0, 0, other === rows[0][0] ? 'Q' : other));
  assert.equal(shape.code, 1);
  assert.match(shape.line, /is not the shape of|are not copies of|is not a piece of the set/);
  const short = check(rows.slice(1));
  assert.match(short.line, /the drawing has 7 rows, the region 8/);
});

test('tile --check: an unreadable drawing or a clash of options is a usage error (exit 2)', () => {
  const dir = tempFiles({ 'bad.txt': 'UUU\nU*U\n' });
  assert.match(
    usageLine(placer(['tile', '3x2', '--check', join(dir, 'bad.txt')])),
    /\/bad\.txt:2:2: '\*' is neither a piece's letter nor a hole/,
  );
  assert.match(usageLine(placer(['tile', '3x20', '--check', join(dir, 'none')])), /no such file/);
  assert.match(usageLine(placer(['tile', '3x20', '--check', '-'], { input: '\n\n' })), /no tiling/);
  assert.match(
    usageLine(placer(['tile', '3x20', '--check', 'x', '--count'])),
    /--check checks a drawing: drop --count/,
  );
});
