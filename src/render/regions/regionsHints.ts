/**
 * The shapes of a regions hint (core/regions/hints.ts) for the faces: one step, a contradiction
 * or a whole explanation as JSON (`--format json`: rows and columns 1-based, a region by its
 * symbol), and an explanation as numbered lines of text ending with what it came to.
 */
import {
  UNKNOWN,
  type Contradiction,
  type Explanation,
  type HintUnit,
  type Step,
} from '../../core/regions/hints.js';
import type { RegionsPuzzle } from '../../core/regions/puzzle.js';
import { plural } from '../plural.js';

/** A cell, 1-based. */
export interface HintCellJson {
  readonly row: number;
  readonly col: number;
}

/** A unit or cell a step rests on. */
export type HintUnitJson =
  | { readonly kind: 'row'; readonly row: number }
  | { readonly kind: 'column'; readonly col: number }
  | { readonly kind: 'region'; readonly region: string }
  | ({ readonly kind: 'cell' } & HintCellJson);

/** A step as JSON. */
export interface HintStepJson {
  readonly rule: string;
  readonly strength: number;
  readonly words: string;
  readonly stars: HintCellJson[];
  readonly crosses: HintCellJson[];
  readonly units: HintUnitJson[];
}

/** A contradiction as JSON: the cells it concerns instead of stars and crosses. */
export interface HintContradictionJson {
  readonly rule: string;
  readonly strength: number;
  readonly contradiction: true;
  readonly words: string;
  readonly cells: HintCellJson[];
  readonly units: HintUnitJson[];
}

function cellJson(p: RegionsPuzzle, x: number): HintCellJson {
  return { row: Math.floor(x / p.n) + 1, col: (x % p.n) + 1 };
}

function unitJson(p: RegionsPuzzle, u: HintUnit): HintUnitJson {
  switch (u.kind) {
    case 'row':
      return { kind: 'row', row: u.index + 1 };
    case 'column':
      return { kind: 'column', col: u.index + 1 };
    case 'region':
      return { kind: 'region', region: p.symbols[u.index] };
    case 'cell':
      return { kind: 'cell', ...cellJson(p, u.index) };
  }
}

/** A step as JSON (see HintStepJson). */
export function stepJson(p: RegionsPuzzle, step: Step): HintStepJson {
  return {
    rule: step.rule,
    strength: step.strength,
    words: step.words,
    stars: step.stars.map((x) => cellJson(p, x)),
    crosses: step.crosses.map((x) => cellJson(p, x)),
    units: step.because.map((u) => unitJson(p, u)),
  };
}

/** A contradiction as JSON (see HintContradictionJson). */
export function contradictionJson(p: RegionsPuzzle, c: Contradiction): HintContradictionJson {
  return {
    rule: c.rule,
    strength: c.strength,
    contradiction: true,
    words: c.words,
    cells: c.cells.map((x) => cellJson(p, x)),
    units: c.because.map((u) => unitJson(p, u)),
  };
}

/** A whole explanation as JSON: its steps, how it ends, and the stars where it ends. */
export interface ExplanationJson {
  readonly solved: boolean;
  readonly stuck: boolean;
  readonly steps: HintStepJson[];
  readonly contradiction?: HintContradictionJson;
  readonly stars: HintCellJson[];
}

/** An explanation as JSON (see ExplanationJson). */
export function explanationJson(p: RegionsPuzzle, result: Explanation): ExplanationJson {
  return {
    solved: result.solved,
    stuck: result.stuck,
    steps: result.steps.map((s) => stepJson(p, s)),
    ...(result.contradiction === undefined
      ? {}
      : { contradiction: contradictionJson(p, result.contradiction) }),
    stars: result.stars.map((x) => cellJson(p, x)),
  };
}

/** The hardest rule of a chain: its name and strength, the first one of the top strength. */
function hardest(steps: readonly Step[]): Step | undefined {
  let best: Step | undefined;
  for (const s of steps) if (best === undefined || s.strength > best.strength) best = s;
  return best;
}

/**
 * An explanation as text: one numbered line per step (`3. [confinement] Regions B and C …`),
 * then how it ends: "solved in N steps; hardest rule: X (strength S)", "the rules stop here: …",
 * or the contradiction's words.
 */
export function explanationText(p: RegionsPuzzle, result: Explanation): string {
  const lines = result.steps.map((s, i) => `${i + 1}. [${s.rule}] ${s.words}`);
  const top = hardest(result.steps);
  const hardestWords =
    top === undefined ? 'no rule needed' : `hardest rule: ${top.rule} (strength ${top.strength})`;
  if (result.solved) {
    lines.push(`solved in ${plural(result.steps.length, 'step')}; ${hardestWords}`);
  } else if (result.contradiction !== undefined) {
    lines.push(`stopped: ${result.contradiction.words}`);
  } else {
    const open = result.state.cells.filter((v) => v === UNKNOWN).length;
    lines.push(
      `the rules stop here: ${open} of ${plural(p.n * p.n, 'cell')} undecided after ` +
        `${plural(result.steps.length, 'step')}, and no rule gives another ` +
        `(the puzzle may have several solutions, or need guessing)`,
    );
  }
  return `${lines.join('\n')}\n`;
}
