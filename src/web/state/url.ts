/**
 * The page's state in its URL, both ways: `parseState` reads URLSearchParams into a PageState,
 * checking every parameter and naming each bad or unknown one (the page shows these as text and
 * goes on with the default); `stateToParams` writes a state back, leaving defaults out, so a
 * link reproduces the view. The parameters are the rows the views declare (state/params.ts,
 * state/pageState.ts): this only loops over them. Plain data, no DOM: unit-tested in Node.
 */
import { quoted, shown } from '../../core/text.js';
import { PAGE_PARAMS, type PageState } from './pageState.js';

/** One bad URL parameter, in words for the page. */
export interface ParamProblem {
  readonly param: string;
  readonly message: string;
}

/** Every parameter the page's URL may carry, in the order it writes them. */
export const URL_PARAMS: readonly string[] = PAGE_PARAMS.map((p) => p.name);
const KNOWN = new Set<string>(URL_PARAMS);

/**
 * The state the rows make of `params`, read in rank order (a row may read those before it),
 * and each bad parameter's problem, with the default then used.
 */
function readRows(
  params: URLSearchParams,
  bad: (param: string, message: string) => void,
): PageState {
  const state: Record<string, unknown> = {};
  const found: { readonly rank: number; readonly name: string; readonly problem: string }[] = [];
  for (const row of PAGE_PARAMS) {
    const fallback = row.initial(state);
    const text = params.get(row.name);
    const read = text === null ? null : row.parse(text, fallback, state);
    if (read !== null && 'problem' in read) {
      found.push({ rank: row.problemRank ?? row.rank, name: row.name, problem: read.problem });
    }
    state[row.key] = read !== null && 'value' in read ? read.value : fallback;
  }
  // Problems in the order the page has always listed them (a stable sort keeps equal ranks).
  for (const f of found.sort((a, b) => a.rank - b.rank)) bad(f.name, f.problem);
  // Every field of PageState is a row's key (pageState.ts), and each row filled its own.
  return state as PageState;
}

export function defaultState(): PageState {
  return readRows(new URLSearchParams(), () => undefined);
}

export function parseState(params: URLSearchParams): {
  state: PageState;
  problems: ParamProblem[];
} {
  const problems: ParamProblem[] = [];
  const bad = (param: string, message: string): void => {
    problems.push({ param, message });
  };
  const seen = new Set<string>();
  for (const key of params.keys()) {
    // A name as the page shows it: escaped and cut, quoted when blank ('', ' ').
    const name = key.trim() === '' ? quoted(key) : shown(key);
    if (seen.has(key)) {
      bad(name, 'is given more than once (the first is used)');
      continue;
    }
    seen.add(key);
    if (!KNOWN.has(key)) bad(name, 'is not a parameter of this page (ignored)');
  }
  return { state: readRows(params, bad), problems };
}

/** The parameters of `state` that are not their default, in the rows' order. */
export function stateToParams(state: PageState): URLSearchParams {
  const fields: Readonly<Record<string, unknown>> = state;
  const p = new URLSearchParams();
  for (const row of PAGE_PARAMS) {
    const text = row.print(fields[row.key]);
    if (text !== null && text !== row.print(row.initial(fields))) p.set(row.name, text);
  }
  return p;
}
