/** The regions view's generator: a grid with one solution, of a size, stars and difficulty. */
import { useEffect, useState } from 'preact/hooks';
import { WholeField } from '../../app/WholeField.js';
import { isPlacerError, errorMessage } from '../../../core/errors.js';
import { GENERATE_SECONDS } from '../../../core/regions/generateRated.js';
import {
  MAX_GENERATE_SIDE,
  MAX_GENERATE_STARS,
  MIN_GENERATE_SIDE,
  REGIONS_DIFFICULTIES,
} from '../../../core/regions/generate/options.js';
import { update } from '../../store.js';
import { maxStarsFor } from './regionsGrid.js';
import type { RegionsSession } from './session.js';

/** The difficulties the panel offers: the generator's, or any. */
const DIFFICULTIES = ['any', ...REGIONS_DIFFICULTIES] as const;

export function GeneratePanel({ session, stars }: { session: RegionsSession; stars: number }) {
  const [n, setN] = useState(8);
  const [k, setK] = useState(stars);
  const [difficulty, setDifficulty] = useState<string>('any');
  const [seed, setSeed] = useState(1);
  const [said, setSaid] = useState<string | null>(null);
  /** Each field's value is allowed: Generate waits while one shows its rule. */
  const [valid, setValid] = useState({ n: true, k: true, seed: true });
  const allValid = valid.n && valid.k && valid.seed;
  /** The seconds a generation has run, while one runs (null otherwise). */
  const [running, setRunning] = useState<number | null>(null);
  useEffect(() => {
    if (running === null) return;
    const t = setTimeout(() => setRunning(running + 1), 1000);
    return () => clearTimeout(t);
  }, [running]);
  const go = () => {
    setSaid(null);
    setRunning(0);
    session.generateGrid({ n, stars: k, difficulty, seed }).then(
      (grid) => {
        setRunning(null);
        update({ regionsGrid: grid, regionsStars: k });
      },
      (e: unknown) => {
        // A newer Generate closed this one's worker: the newer one speaks.
        if (isPlacerError(e) && e.code === 'closed') return;
        setRunning(null);
        setSaid(errorMessage(e));
      },
    );
  };
  const cancel = () => {
    session.cancelGenerate();
    setRunning(null);
    setSaid('Generating cancelled.');
  };
  return (
    <section class="panel" aria-labelledby="regions-gen-title">
      <h3 id="regions-gen-title">Generate</h3>
      <div class="controls">
        <WholeField
          id="regions-gen-n"
          label="Side"
          value={n}
          lo={MIN_GENERATE_SIDE}
          hi={MAX_GENERATE_SIDE}
          onChange={setN}
          onValid={(ok) => setValid((v) => ({ ...v, n: ok }))}
        />
        <WholeField
          id="regions-gen-k"
          label="Stars"
          value={k}
          lo={1}
          hi={Math.min(MAX_GENERATE_STARS, maxStarsFor(n))}
          onChange={setK}
          onValid={(ok) => setValid((v) => ({ ...v, k: ok }))}
        />
        <label>
          Difficulty
          <select value={difficulty} onChange={(e) => setDifficulty(e.currentTarget.value)}>
            {DIFFICULTIES.map((d) => (
              <option key={d}>{d}</option>
            ))}
          </select>
        </label>
        <WholeField
          id="regions-gen-seed"
          label="Seed"
          value={seed}
          lo={0}
          hi={Number.MAX_SAFE_INTEGER}
          onChange={setSeed}
          onValid={(ok) => setValid((v) => ({ ...v, seed: ok }))}
        />
        <button type="button" onClick={go} disabled={running !== null || !allValid}>
          Generate
        </button>
        {running !== null && (
          <button type="button" onClick={cancel}>
            Cancel
          </button>
        )}
      </div>
      {running !== null && (
        <p class="status" role="status">
          Generating… {running} s (gives up after {GENERATE_SECONDS} s)
        </p>
      )}
      {said !== null && <p class="status">{said}</p>}
    </section>
  );
}
