/**
 * A listed solution of `placer cover --format json` as its line: what JSON.stringify writes for
 * { index, options, lines, text, colours? }, built from parts written once per option (its
 * text escaped, its coloured items), not once per solution that takes it: a Sudoku's 5773
 * solutions are 13 MB of such lines, and writing them whole took half the listing's time.
 */
import { formatOption } from '../../core/cover/dlxFormat.js';
import { coloursOf, type ExactCoverProblem } from '../../core/cover/problem.js';

/** The colour each secondary item got in a solution, by item name (JSON output). */
export function colourRecord(problem: ExactCoverProblem, sol: Int32Array): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [i, c] of coloursOf(problem, sol)) out[problem.items[i]] = c;
  return out;
}

/**
 * JSON.stringify(colourRecord(problem, sol)), solution after solution: each option's coloured
 * items' `"name":"colour"` written once, in the record's order (the options', an item given by
 * two options where the first gave it). An object puts keys that read as array indexes ("12")
 * first, so where an item is named so the record is built and written whole.
 */
export function colourRecordJson(problem: ExactCoverProblem): (sol: Int32Array) => string {
  const { colours, optionStart, optionItems } = problem;
  const indexLike = problem.items.some(
    (name, i) => i >= problem.primary && /^(0|[1-9]\d*)$/.test(name),
  );
  if (colours === null || indexLike) return (sol) => JSON.stringify(colourRecord(problem, sol));
  const parts: { item: number; json: string }[][] = [];
  const given = new Uint8Array(problem.items.length);
  return (sol) => {
    let out = '';
    for (let t = 0; t < sol.length; t++) {
      const k = sol[t];
      let mine = parts[k];
      if (mine === undefined) {
        mine = parts[k] = [];
        for (let s = optionStart[k]; s < optionStart[k + 1]; s++) {
          const c = colours[s];
          if (c === 0) continue;
          const i = optionItems[s];
          const name = JSON.stringify(problem.items[i]);
          mine.push({ item: i, json: `${name}:${JSON.stringify(problem.colourNames[c - 1])}` });
        }
      }
      for (const { item, json } of mine) {
        if (given[item] === 1) continue;
        given[item] = 1;
        out += (out === '' ? '' : ',') + json;
      }
    }
    for (let t = 0; t < sol.length; t++) for (const { item } of parts[sol[t]]) given[item] = 0;
    return `{${out}}`;
  };
}

/** The JSON line of solution `sol` (option ids) listed as number `index`. */
export function coverSolutionJson(
  problem: ExactCoverProblem,
  optionLines: Int32Array,
): (index: number, sol: Int32Array) => string {
  const texts: string[] = [];
  const colours = problem.colours === null ? null : colourRecordJson(problem);
  return (index, sol) => {
    let options = '';
    let lines = '';
    let text = '';
    for (let t = 0; t < sol.length; t++) {
      const k = sol[t];
      const sep = t === 0 ? '' : ',';
      options += sep + String(k + 1);
      lines += sep + String(optionLines[k]);
      text += sep + (texts[k] ??= JSON.stringify(formatOption(problem, k)));
    }
    const tail = colours === null ? '' : `,"colours":${colours(sol)}`;
    return `{"index":${index},"options":[${options}],"lines":[${lines}],"text":[${text}]${tail}}`;
  };
}
