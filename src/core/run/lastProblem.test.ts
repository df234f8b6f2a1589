import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PlacerError } from '../errors.js';
import { ranWhole, wholeJob, type JobKind, type JobProblem } from './job.js';
import { LastProblems } from './lastProblem.js';

interface SumJob {
  readonly kind: 'sum';
  /** The problem: numbers, as text. */
  readonly text: string;
  /** The unit: how many of the numbers to add. */
  readonly first: number;
}
interface SumResult {
  readonly kind: 'sum';
  readonly sum: number;
  /** The problem the unit ran on (identity: built or kept). */
  readonly numbers: readonly number[];
}

/** A problem source that counts its builds, as a family's is (tilingProblem, coverProblem…). */
function numbersSource(): JobProblem<{ readonly text: string }, number[]> & { built: number } {
  return {
    built: 0,
    key: (job) => job.text,
    build(job) {
      this.built++;
      if (!/^[0-9 ]*$/.test(job.text)) throw new PlacerError('bad-job', 'numbers only');
      return job.text.split(' ').map(Number);
    },
  };
}

function sumKind(
  source: JobProblem<{ readonly text: string }, number[]>,
): JobKind<SumJob, SumResult, number[]> {
  return {
    problem: source,
    start: (job, numbers) =>
      ranWhole(() => ({
        kind: 'sum',
        sum: numbers.slice(0, job.first).reduce((a, b) => a + b, 0),
        numbers,
      })),
  };
}

function run(problems: LastProblems, row: JobKind<SumJob, SumResult, number[]>, job: SumJob) {
  const r = problems.start(row, job);
  while (r.run(Infinity) !== 'done');
  return r.result();
}

test('the units of one problem build it once; another key builds it again', () => {
  const source = numbersSource();
  const row = sumKind(source);
  const problems = new LastProblems();
  const a = run(problems, row, { kind: 'sum', text: '1 2 3', first: 1 });
  const b = run(problems, row, { kind: 'sum', text: '1 2 3', first: 3 });
  assert.deepEqual([a.sum, b.sum], [1, 6]);
  assert.equal(source.built, 1);
  assert.equal(b.numbers, a.numbers);
  const c = run(problems, row, { kind: 'sum', text: '4 5', first: 2 });
  assert.equal(c.sum, 9);
  assert.equal(source.built, 2);
  // One problem per source is kept: going back builds the first again.
  const d = run(problems, row, { kind: 'sum', text: '1 2 3', first: 2 });
  assert.equal(source.built, 3);
  assert.notEqual(d.numbers, a.numbers);
  assert.equal(problems.builds, 3);
});

test('rows that share a source share its problem; other sources keep their own', () => {
  const source = numbersSource();
  const other = numbersSource();
  const problems = new LastProblems();
  const count = sumKind(source);
  const plan = wholeJob(
    (job: SumJob, numbers: number[]): SumResult => ({
      kind: 'sum',
      sum: numbers.length,
      numbers,
    }),
    { problem: source },
  );
  const elsewhere = sumKind(other);
  const p = run(problems, plan, { kind: 'sum', text: '7 8', first: 0 });
  run(problems, elsewhere, { kind: 'sum', text: '9', first: 1 });
  const u = run(problems, count, { kind: 'sum', text: '7 8', first: 2 });
  assert.deepEqual([p.sum, u.sum], [2, 15]);
  assert.equal(u.numbers, p.numbers);
  assert.deepEqual([source.built, other.built], [1, 1]);
});

test('a build that throws keeps nothing; a row without a problem builds none', () => {
  const source = numbersSource();
  const row = sumKind(source);
  const problems = new LastProblems();
  run(problems, row, { kind: 'sum', text: '1', first: 1 });
  assert.throws(() => run(problems, row, { kind: 'sum', text: 'x', first: 1 }), /numbers only/);
  // The bad job's build dropped the kept problem: the good one is built again.
  run(problems, row, { kind: 'sum', text: '1', first: 1 });
  assert.equal(source.built, 3);
  const plain = wholeJob((job: SumJob): SumResult => ({
    kind: 'sum',
    sum: job.first,
    numbers: [],
  }));
  const r = problems.start(plain, { kind: 'sum', text: 'anything', first: 4 });
  r.run(1);
  assert.equal(r.result().sum, 4);
  assert.equal(problems.builds, 2);
});
