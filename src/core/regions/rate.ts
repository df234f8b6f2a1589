/**
 * How hard a regions puzzle is for a player who reasons: the rules of rules.ts run from the
 * empty grid, simplest first, as the hints do (no words, first-found look-ahead: this runs many
 * times for a generator). The difficulty is the strongest rule needed — with confinement over
 * four or more units counted with contradiction, as the reference levels' R1–R4 rate them —
 * then the number of steps.
 */
import { HintBoard } from './hintBoard.js';
import type { RegionsPuzzle } from './puzzle.js';
import {
  applyFound,
  CONFINEMENT,
  DEAD,
  DEFAULT_STRENGTH,
  findStep,
  NOTHING,
  RULE_NAMES,
  RULE_STRENGTHS,
  RuleScratch,
  type RuleName,
} from './rules.js';

/** A puzzle's rating. */
export interface RegionsRating {
  /** Whether the rules solve it (then its solution is unique). */
  readonly solved: boolean;
  /** The rules found that it has no solution. */
  readonly contradiction: boolean;
  /** The strongest rule's strength used (0 when no step was taken). */
  readonly strongest: number;
  /** The strongest rule's name ('' when no step was taken). */
  readonly strongestRule: RuleName | '';
  /** The largest set of units a confinement step used (0 when none did). */
  readonly largestConfinement: number;
  /** Steps taken, and those of strength 2 or more (the ones that take thought). */
  readonly steps: number;
  readonly thinkingSteps: number;
  /** Steps per rule. */
  readonly byRule: Readonly<Record<RuleName, number>>;
  /**
   * 1 … 4, meant to read as the reference levels' R1 … R4: the strongest strength, except that
   * a confinement over four or more units counts as 4; 5 for deep-contradiction; 0 unsolved.
   */
  readonly level: number;
  /** level · 100 + thinking steps (at most 99): orders puzzles by level, then by length. */
  readonly score: number;
}

/** How strong the rules of a rating may be. */
export interface RegionsRateOptions {
  /** Use only rules up to this strength (default 4; 5 adds deep-contradiction). */
  readonly maxStrength?: number;
}

/** Confinement over this many units or more counts as level 4. */
const LARGE_CONFINEMENT = 4;

/** Rates a puzzle (see the header). */
export function ratePuzzle(p: RegionsPuzzle, opts: RegionsRateOptions = {}): RegionsRating {
  const max = opts.maxStrength ?? DEFAULT_STRENGTH;
  const b = new HintBoard(p);
  const s = new RuleScratch(p.n);
  const f = s.founds[0];
  const counts = new Int32Array(RULE_NAMES.length);
  let strongestRule = -1;
  let largest = 0;
  let steps = 0;
  let thinking = 0;
  let dead = false;
  while (!b.solved()) {
    const r = findStep(b, s, f, max);
    if (r === NOTHING) break;
    if (r === DEAD) {
      dead = true;
      break;
    }
    counts[f.rule]++;
    steps++;
    if (RULE_STRENGTHS[f.rule] >= 2) thinking++;
    if (strongestRule < 0 || RULE_STRENGTHS[f.rule] > RULE_STRENGTHS[strongestRule]) {
      strongestRule = f.rule;
    }
    if (f.rule === CONFINEMENT && f.split > largest) largest = f.split;
    applyFound(b, f, false);
  }
  const solved = b.solved();
  const strongest = strongestRule < 0 ? 0 : RULE_STRENGTHS[strongestRule];
  const level = !solved
    ? 0
    : strongest === 3 && largest >= LARGE_CONFINEMENT
      ? 4
      : Math.max(1, strongest);
  const byRule = {} as Record<RuleName, number>;
  RULE_NAMES.forEach((name, i) => (byRule[name] = counts[i]));
  return {
    solved,
    contradiction: dead,
    strongest,
    strongestRule: strongestRule < 0 ? '' : RULE_NAMES[strongestRule],
    largestConfinement: largest,
    steps,
    thinkingSteps: thinking,
    byRule,
    level,
    score: level * 100 + Math.min(99, thinking),
  };
}
