import { test } from 'node:test';
import assert from 'node:assert/strict';
import { countExactCover } from './coverSearch.js';
import { parseDlx } from './dlxFormat.js';
import { dominationDlx, EXAMPLE_SUDOKU, sudokuDlx } from './models.js';
import { PlacerError } from '../errors.js';
import { xccCount as expected } from '../../../test/support/reference.js';

const count = (dlx: string): bigint => countExactCover(parseDlx(dlx).problem).count;

test('an empty 4×4 Sudoku has as the published count of shidoku.dlx', () => {
  assert.equal(count(sudokuDlx(['....', '....', '....', '....'])), expected('shidoku.dlx'));
});

test('a 9×9 Sudoku with one solution: the one that satisfies its clues', () => {
  const { problem } = parseDlx(sudokuDlx(EXAMPLE_SUDOKU));
  assert.equal(countExactCover(problem).count, 1n);
});

test('domination: kings on 5×5 and queens on 7×7 as published (OEIS A347554, A002564)', () => {
  assert.equal(count(dominationDlx(5, 4, 'kings')), expected('kingdom5.dlx'));
  assert.equal(count(dominationDlx(7, 4, 'queens')), expected('queendom7.dlx'));
});

test('bad grids and boards are refused with what is allowed', () => {
  const code = (f: () => unknown): string => {
    try {
      f();
    } catch (e) {
      assert.ok(e instanceof PlacerError);
      return e.message;
    }
    return 'no error';
  };
  assert.match(
    code(() => sudokuDlx(['...'])),
    /4, 9 or 16 rows, got 1/,
  );
  assert.match(
    code(() => sudokuDlx(['1...', '....', '...', '....'])),
    /row 3 has 3 cells/,
  );
  assert.match(
    code(() => sudokuDlx(['5...', '....', '....', '....'])),
    /'5' is not a digit 1…4/,
  );
  assert.match(
    code(() => dominationDlx(0, 1, 'kings')),
    /n from 1 to 16, got 0/,
  );
  // A caller from JavaScript with a piece name the type does not allow.
  assert.match(
    code(() => dominationDlx(5, 4, 'king' as Parameters<typeof dominationDlx>[2])),
    /the pieces are 'kings' or 'queens', got "king"/,
  );
});
