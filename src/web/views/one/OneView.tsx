/**
 * One placement: a method finds one placement of N queens, replayable from its seed (in the
 * URL, the same run as `placer queens solve N --method M --seed S`). Greedy, mutation and
 * min-conflicts on boards up to 64 are played back step by step; min-conflicts on larger boards
 * and the construction run whole in a worker, for N up to 10^6.
 */
import { MUTATION_RULES, type MutationRule } from '../../../core/queens/mutation.js';
import { LimitField } from '../../app/LimitField.js';
import { SeedField } from '../../app/SeedField.js';
import { SizeField } from '../../app/SizeField.js';
import { ONE_LABEL, ONE_METHODS, drawSeed, isTraced, maxSizeFor, type OneMethod } from './one.js';
import { MAX_LIMIT } from './one.js';
import { page, update } from '../../store.js';
import { FastPanel } from './FastPanel.js';
import { GreedyPanel } from './GreedyPanel.js';
import { MinConflictsPanel } from './MinConflictsPanel.js';
import { MutationPanel } from './MutationPanel.js';

const INTRO: Readonly<Record<OneMethod, string>> = {
  greedy:
    'Seed 001: score every free square by how many free squares a queen there would attack, put a queen on one of the lowest (drawn at random), and start again when no free square is left.',
  mutation:
    'Seed 003: start from the diagonal, swap two random queens, keep the swap when the number of attacking pairs (the error) goes down, and list every state.',
  'min-conflicts':
    'Sosič and Gu’s QS4: fill the rows by random swaps that no queen above attacks, shuffle the rest, then swap attacked queens with random others until none is attacked. Boards up to 64 are played step by step; larger ones run in a worker.',
  construct:
    'No search: the construction of Hoffman, Loessi and Moore (1969) lists the even columns, then the odd ones, with a fix-up for N mod 6 = 2 or 3, and places N ≥ 4 queens in O(N).',
};

const RULE_WORDS: Readonly<Record<MutationRule, string>> = {
  intent:
    "Rule intent (the seed's words): states 9, 19, 29, … keep any swap, which lets the run escape a dead end.",
  seed: "Rule seed (the seed's code as written): the same, except that those states refuse a swap that would solve the board.",
  sideways:
    'Rule sideways: no escape steps; swaps that keep the error equal are kept too, and a run that stalls starts again.',
};

export function OneView() {
  const { method, size: n, seed, rule, limit } = page.value;
  const traced = isTraced(method, n);
  const randomised = method !== 'construct';
  return (
    <section aria-labelledby="view-title">
      <h2 id="view-title">One placement</h2>
      <p class="lead">{INTRO[method]}</p>
      <div class="controls">
        <label>
          Method
          <select
            value={method}
            onChange={(e) => update({ method: e.currentTarget.value as OneMethod })}
          >
            {ONE_METHODS.map((m) => (
              <option key={m} value={m}>
                {ONE_LABEL[m]}
              </option>
            ))}
          </select>
        </label>
        <SizeField value={n} max={maxSizeFor(method)} onChange={(v) => update({ size: v })} />
        {randomised && <SeedField value={seed} onChange={(s) => update({ seed: s })} />}
        {method === 'mutation' && (
          <label>
            Rule
            <select
              value={rule}
              onChange={(e) => update({ rule: e.currentTarget.value as MutationRule })}
            >
              {MUTATION_RULES.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
          </label>
        )}
        {method === 'min-conflicts' && !traced && (
          <LimitField
            value={limit}
            max={MAX_LIMIT}
            unit="swap tries"
            onChange={(v) => update({ limit: v })}
          />
        )}
        {randomised && (
          <button
            type="button"
            onClick={() => update({ seed: drawSeed((b) => crypto.getRandomValues(b)) })}
          >
            Restart (new seed)
          </button>
        )}
      </div>
      {method === 'mutation' && <p class="legend">{RULE_WORDS[rule]}</p>}
      {traced ? (
        method === 'greedy' ? (
          <GreedyPanel n={n} seed={seed} />
        ) : method === 'mutation' ? (
          <MutationPanel n={n} seed={seed} rule={rule} />
        ) : (
          <MinConflictsPanel n={n} seed={seed} />
        )
      ) : (
        <FastPanel
          method={method}
          n={n}
          seed={seed}
          limit={method === 'min-conflicts' ? limit : 0}
        />
      )}
      {randomised && (
        <p class="keys">
          The same run on the command line:{' '}
          <code>
            placer queens solve {n} --method {method} --seed {seed}
            {method === 'mutation' && rule !== 'intent' ? ` --rule ${rule}` : ''}
            {traced && method !== 'min-conflicts' ? ' --trace' : ''}
            {!traced && limit > 0 ? ` --max-steps ${limit}` : ''}
          </code>
        </p>
      )}
    </section>
  );
}
