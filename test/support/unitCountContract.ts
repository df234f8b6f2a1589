/**
 * Checks of a family's unit-count descriptor (src/core/run/unitCount.ts), for any family: every
 * unit run as its job (through the protocol, as a worker runs it) adds up to `whole`, in any
 * order; each unit's count survives a checkpoint line (JSON) both ways; a damaged line is refused;
 * the header and key are the same for the same problem and JSON-safe. `view` picks what the sum
 * must agree on (work figures such as nodes depend on the split).
 */
import assert from 'node:assert/strict';
import { type Job } from '../../src/core/protocol.js';
import { runJob } from '../../src/core/jobs.js';
import { shuffled } from '../../src/core/random.js';
import { fullHeader, sumUnits, type UnitCount } from '../../src/core/run/unitCount.js';

export function checkUnitCount<J extends Job, U, T>(
  make: () => UnitCount<J, U, T>,
  whole: unknown,
  view: (t: T) => unknown = (t) => t,
): void {
  const d = make();
  assert.ok(d.units.length > 0, 'a count has units');
  assert.equal(new Set(d.units.map((u) => u.id)).size, d.units.length, 'unit ids are distinct');
  const done = new Map<string, U>();
  for (const u of d.units) done.set(u.id, d.unitOf(runJob(u.job)));
  const sum = sumUnits(d, done);
  assert.deepEqual(view(sum), whole, 'the units add up to the whole count');
  let any = d.zero();
  for (const u of shuffled(d.units, 7)) any = d.add(any, done.get(u.id) as U);
  assert.deepEqual(any, sum, 'in any order');
  for (const [id, c] of done) {
    const line = JSON.parse(JSON.stringify({ id, ...d.toRecord(c) })) as Record<string, unknown>;
    assert.deepEqual(d.fromRecord(line), c, `unit ${id} survives its checkpoint line`);
    assert.equal(d.fromRecord({ id }), null, 'a line without the count is refused');
  }
  const header = fullHeader(d, { placer: 'test' });
  assert.deepEqual(JSON.parse(JSON.stringify(header)), header, 'the header is plain JSON');
  const again = make();
  assert.deepEqual(
    fullHeader(again, { placer: 'test' }),
    header,
    'the same problem, the same header',
  );
  assert.equal(again.key(header), d.key(header), 'and the same key');
}
