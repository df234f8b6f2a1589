import assert from 'node:assert/strict';
import { test } from 'node:test';
import { canonicalForm } from '../../../core/queens/classes.js';
import { SolutionStream } from '../../../core/queens/enumerate.js';
import { isSolution } from '../../../core/queens/placement.js';
import { orbitMembers, TRANSFORM_WORDS } from './orbitMembers.js';

test('a class has as many members as its orbit size, all distinct solutions of it', () => {
  for (const n of [1, 4, 6, 8, 10]) {
    const stream = new SolutionStream(n, { fundamental: true });
    for (let cols = stream.next(); cols !== null; cols = stream.next()) {
      const p = { n, cols: cols.slice() };
      const members = orbitMembers(p);
      assert.equal(members.length, stream.orbitSize, `N = ${n} ${[...cols]}`);
      assert.deepEqual(members[0].placement.cols, p.cols, 'the listed one first');
      assert.deepEqual(members.flatMap((m) => m.transforms).sort(), [0, 1, 2, 3, 4, 5, 6, 7]);
      const keys = new Set(members.map((m) => m.placement.cols.join()));
      assert.equal(keys.size, members.length);
      for (const m of members) {
        assert.ok(isSolution(m.placement));
        assert.deepEqual(canonicalForm(m.placement).placement.cols, p.cols);
      }
    }
  }
  assert.equal(TRANSFORM_WORDS.length, 8);
});
