/**
 * Hints that explain: the next step a player can take on a regions puzzle, by the simplest rule
 * that gives one (rules.ts), said in words that name cells (`r3c4`) and regions (by symbol);
 * and the whole chain of such steps from a start, which ends solved, stuck (where the rules stop,
 * it says so — it never guesses) or at a dead end (the stars given, or the puzzle, break a rule).
 *
 * A state of play is a byte per cell: UNKNOWN, STAR or CROSS. `startState` crosses blocked cells
 * and, given a player's stars, what those stars rule out at once.
 */
import { PlacerError } from '../errors.js';
import { plural } from '../plural.js';
import {
  CROSS,
  HintBoard,
  NONE,
  ON_BLOCKED,
  OVERFULL,
  SHORT,
  STAR,
  TOUCH,
  UNKNOWN,
} from './hintBoard.js';
import { cellName } from './placement.js';
import type { RegionsPuzzle } from './puzzle.js';
import {
  applyFound,
  CELL_EMPTIES_UNIT,
  CONFINEMENT,
  CONTRADICTION,
  CROWDED,
  DEAD,
  DEEP_CONTRADICTION,
  findStep,
  Found,
  LAST_CELLS,
  DEFAULT_STRENGTH,
  MAX_STRENGTH,
  NO_ROOM,
  NOTHING,
  RULE_NAMES,
  RULE_STRENGTHS,
  RuleScratch,
  SQUEEZED,
  TIGHT_FIT,
  TOUCH_FULL,
  type RuleName,
} from './rules.js';

export {
  CROSS,
  DEFAULT_STRENGTH,
  MAX_STRENGTH,
  RULE_NAMES,
  RULE_STRENGTHS,
  STAR,
  UNKNOWN,
  type RuleName,
};

/** What each rule says in a line (for help texts). */
const SUMMARIES: Readonly<Record<RuleName, string>> = {
  'touch/full': 'a star rules out its neighbours, and the rest of a unit that has its stars',
  'last-cells': 'a unit with as many cells left as the stars it needs: they are all stars',
  'tight-fit': "(2+ stars) a unit's cells left fall into as many 2x2 blocks as it needs stars",
  'cell-empties-unit': 'a star here would leave some unit without room: cross it',
  confinement: 'j regions within j rows (or columns, or the other way): cross the rest',
  contradiction: 'a star (or a cross) here leads, by the rules above, to a dead end',
  'deep-contradiction': 'the same, looking ahead with contradiction too (only when asked)',
};

/** The rules, simplest first: name, strength (rules.ts's ladder), and what each says in a line. */
export const RULES: readonly { name: RuleName; strength: number; summary: string }[] =
  RULE_NAMES.map((name, i) => ({ name, strength: RULE_STRENGTHS[i], summary: SUMMARIES[name] }));

/** A state of play: per cell (`r * n + c`) UNKNOWN, STAR or CROSS. */
export interface HintState {
  readonly cells: Uint8Array;
}

/** A unit or a cell that a step rests on; index 0-based (a region by its number). */
export interface HintUnit {
  readonly kind: 'row' | 'column' | 'region' | 'cell';
  readonly index: number;
}

/** One step: cells to star and to cross, the rule, what it rests on, and its words. */
export interface Step {
  readonly kind: 'step';
  readonly rule: RuleName;
  readonly strength: number;
  readonly stars: readonly number[];
  readonly crosses: readonly number[];
  readonly because: readonly HintUnit[];
  readonly words: string;
}

/** The state breaks a rule or cannot be completed: what, where, in words. */
export interface Contradiction {
  readonly kind: 'contradiction';
  /** The rule that found it, or 'rules' where the state itself breaks the rules. */
  readonly rule: RuleName | 'rules';
  readonly strength: number;
  /** The cells concerned (two touching stars, a star on a blocked cell). */
  readonly cells: readonly number[];
  readonly because: readonly HintUnit[];
  readonly words: string;
}

/** A chain of steps from a start (see the header). */
export interface Explanation {
  readonly steps: readonly Step[];
  readonly solved: boolean;
  /** No rule applies and the puzzle is not solved (several solutions, or rules too weak). */
  readonly stuck: boolean;
  readonly contradiction?: Contradiction;
  /** The state where the chain ends. */
  readonly state: HintState;
  /** Its stars, ascending. */
  readonly stars: readonly number[];
}

/** How strong the rules of a hint or an explanation may be. */
export interface ExplainOptions {
  /** Use only rules up to this strength (default DEFAULT_STRENGTH, 4; 5 adds deep-contradiction). */
  readonly maxStrength?: number;
}

/**
 * The state at the start: blocked cells crossed; each of the player's stars placed (given as
 * cells) with the cells it rules out at once (neighbours; the rest of a unit with its k stars);
 * `crosses`, the player's own crosses, kept as they are.
 */
export function startState(
  p: RegionsPuzzle,
  stars: ArrayLike<number> = [],
  crosses: ArrayLike<number> = [],
): HintState {
  const cells = p.n * p.n;
  const state = new Uint8Array(cells);
  for (let x = 0; x < cells; x++) if (p.region[x] < 0) state[x] = CROSS;
  for (const list of [stars, crosses]) {
    for (let i = 0; i < list.length; i++) {
      const x = list[i];
      if (!Number.isSafeInteger(x) || x < 0 || x >= cells) {
        throw new PlacerError(
          'bad-placement',
          `cell ${String(x)} is not on the ${p.n}x${p.n} grid (cells 0 to ${cells - 1})`,
        );
      }
    }
  }
  for (let i = 0; i < crosses.length; i++) state[crosses[i]] = CROSS;
  for (let i = 0; i < stars.length; i++) state[stars[i]] = STAR;
  const b = boardOf(p, { cells: state });
  const s = new RuleScratch(p.n);
  const f = s.founds[0];
  // Only touch/full: strength 0 stops findStep after rule 0.
  while (b.brokenKind === NONE && findStep(b, s, f, 0) !== NOTHING) applyFound(b, f, false);
  const out = b.cell.slice();
  // A star on a blocked cell stays in the state, so the next look at it reports it.
  for (let i = 0; i < stars.length; i++) out[stars[i]] = STAR;
  return { cells: out };
}

/** A board holding a state (its stars first, so touching and over-full stars are noticed). */
export function boardOf(p: RegionsPuzzle, state: HintState): HintBoard {
  const b = new HintBoard(p);
  const { cells } = state;
  if (cells.length !== p.n * p.n) {
    throw new PlacerError(
      'bad-state',
      `a state of play has one entry per cell: ${p.n * p.n}, got ${cells.length}`,
    );
  }
  for (let x = 0; x < cells.length; x++) {
    if (cells[x] > CROSS) {
      throw new PlacerError(
        'bad-state',
        `cell ${cellName(p.n, x)} of the state of play is ${cells[x]}; ` +
          `a cell is ${UNKNOWN} (unknown), ${STAR} (star) or ${CROSS} (cross)`,
      );
    }
  }
  for (let x = 0; x < cells.length; x++) if (cells[x] === STAR) b.star(x);
  for (let x = 0; x < cells.length; x++) {
    if (cells[x] === CROSS && b.cell[x] === UNKNOWN) b.cross(x);
  }
  return b;
}

/** The next step by the simplest rule that gives one; a contradiction; or null (stuck/solved). */
export function nextStep(
  p: RegionsPuzzle,
  state: HintState,
  opts: ExplainOptions = {},
): Step | Contradiction | null {
  const b = boardOf(p, state);
  if (b.solved()) return null;
  const s = new RuleScratch(p.n);
  s.soonest = true;
  const f = s.founds[0];
  const r = findStep(b, s, f, opts.maxStrength ?? DEFAULT_STRENGTH);
  if (r === NOTHING) return null;
  return r === DEAD ? contradictionOf(p, f) : stepOf(p, f, b);
}

/** The state after a step (a new state; the old one is kept). */
export function applyStep(state: HintState, step: Step): HintState {
  const cells = state.cells.slice();
  for (const x of step.stars) cells[x] = STAR;
  for (const x of step.crosses) if (cells[x] === UNKNOWN) cells[x] = CROSS;
  return { cells };
}

/** The chain of steps from the start (the player's stars, if any) to solved, stuck or dead. */
export function explain(
  p: RegionsPuzzle,
  stars: ArrayLike<number> = [],
  opts: ExplainOptions = {},
): Explanation {
  const b = boardOf(p, startState(p, stars));
  const s = new RuleScratch(p.n);
  s.soonest = true;
  const f = s.founds[0];
  const max = opts.maxStrength ?? DEFAULT_STRENGTH;
  const steps: Step[] = [];
  let contradiction: Contradiction | undefined;
  while (!b.solved()) {
    const r = findStep(b, s, f, max);
    if (r === NOTHING) break;
    if (r === DEAD) {
      contradiction = contradictionOf(p, f);
      break;
    }
    steps.push(stepOf(p, f, b));
    applyFound(b, f, false);
  }
  const solved = b.solved();
  const starList: number[] = [];
  for (let x = 0; x < b.cell.length; x++) if (b.cell[x] === STAR) starList.push(x);
  return {
    steps,
    solved,
    stuck: !solved && contradiction === undefined,
    ...(contradiction === undefined ? {} : { contradiction }),
    state: { cells: b.cell.slice() },
    stars: starList,
  };
}

// ---- words -------------------------------------------------------------------------------

function unitOf(p: RegionsPuzzle, u: number): HintUnit {
  const kind = Math.floor(u / p.n);
  return { kind: kind === 0 ? 'row' : kind === 1 ? 'column' : 'region', index: u % p.n };
}

function unitName(p: RegionsPuzzle, u: number): string {
  const kind = Math.floor(u / p.n);
  const i = u % p.n;
  return kind === 0 ? `row ${i + 1}` : kind === 1 ? `column ${i + 1}` : `region ${p.symbols[i]}`;
}

/** `a`, `a and b`, `a, b and c` (or `or`). */
function listWords(items: readonly string[], word = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${word} ${items[items.length - 1]}`;
}

/** Units of one kind together: "row 4", "rows 2 and 3", "regions B and C". */
function unitsName(p: RegionsPuzzle, units: ArrayLike<number>): string {
  const list = Array.from(units);
  if (list.length === 1) return unitName(p, list[0]);
  const kind = Math.floor(list[0] / p.n);
  const noun = kind === 0 ? 'rows' : kind === 1 ? 'columns' : 'regions';
  const names = list.map((u) => (kind === 2 ? p.symbols[u % p.n] : String((u % p.n) + 1)));
  return `${noun} ${listWords(names)}`;
}

function cellsWords(p: RegionsPuzzle, cells: ArrayLike<number>, word = 'and'): string {
  return listWords(
    Array.from(cells, (x) => cellName(p.n, x)),
    word,
  );
}

function starsWord(k: number): string {
  return k === 1 ? 'its star' : `its ${k} stars`;
}

/** Why a state cannot be completed; `mood` 'would' for a try, 'is' for the state itself. */
function deadWords(p: RegionsPuzzle, f: Found, mood: 'would' | 'is'): string {
  const would = mood === 'would';
  const u = f.deadUnit;
  switch (f.deadKind) {
    case OVERFULL:
      return `${unitName(p, u)} ${would ? 'would have' : 'has'} more than ${plural(p.stars, 'star')}`;
    case TOUCH:
      return `the stars at ${cellsWords(p, f.deadCells)} ${would ? 'would touch' : 'touch'}`;
    case SHORT:
      return `${unitName(p, u)} ${would ? 'would be' : 'is'} left without room for ${starsWord(p.stars)}`;
    case ON_BLOCKED:
      return `${cellName(p.n, f.deadCells[0])} is blocked and holds no star`;
    case NO_ROOM:
      return (
        `${unitName(p, u)} ${would ? 'would need' : 'needs'} stars on all its last cells, ` +
        `but ${cellsWords(p, f.deadCells)} touch`
      );
    case CROWDED:
      return (
        `${unitName(p, u)} ${would ? 'would have' : 'has'} room for only ` +
        `${plural(f.deadCells[0], 'star')} that do not touch, fewer than it needs`
      );
    case SQUEEZED: {
      const S = f.deadUnits.subarray(0, f.deadSplit);
      const R = f.deadUnits.subarray(f.deadSplit, f.deadUnitCount);
      return (
        `${unitsName(p, S)} ${would ? 'would have' : 'have'} to fit their stars into ` +
        `${unitsName(p, R)}, which hold fewer`
      );
    }
    default:
      return 'the rules are broken';
  }
}

function deadUnits(p: RegionsPuzzle, f: Found): HintUnit[] {
  const out: HintUnit[] = [];
  if (f.deadKind === SQUEEZED) {
    for (let i = 0; i < f.deadUnitCount; i++) out.push(unitOf(p, f.deadUnits[i]));
  } else if (f.deadKind === TOUCH || f.deadKind === ON_BLOCKED) {
    for (let i = 0; i < (f.deadKind === TOUCH ? 2 : 1); i++) {
      out.push({ kind: 'cell', index: f.deadCells[i] });
    }
  } else if (f.deadUnit >= 0) {
    out.push(unitOf(p, f.deadUnit));
  }
  return out;
}

function contradictionOf(p: RegionsPuzzle, f: Found): Contradiction {
  const cells =
    f.deadKind === TOUCH
      ? [f.deadCells[0], f.deadCells[1]]
      : f.deadKind === ON_BLOCKED || f.deadKind === NO_ROOM
        ? Array.from(f.deadCells.subarray(0, f.deadKind === NO_ROOM ? 2 : 1))
        : [];
  const rule = f.rule < 0 ? 'rules' : RULE_NAMES[f.rule];
  return {
    kind: 'contradiction',
    rule,
    strength: f.rule < 0 ? 0 : RULE_STRENGTHS[f.rule],
    cells,
    because: deadUnits(p, f),
    words: `This cannot be completed: ${deadWords(p, f, 'is')}.`,
  };
}

/** A found step as a Step; `b` is the board it was found on (before it is applied). */
function stepOf(p: RegionsPuzzle, f: Found, b: HintBoard): Step {
  const stars = Array.from(f.stars.subarray(0, f.starCount));
  const crosses = Array.from(f.crosses.subarray(0, f.crossCount));
  const units = Array.from(f.units.subarray(0, f.unitCount));
  let because: HintUnit[] = units.map((u) => unitOf(p, u));
  if (f.cell >= 0) because = [{ kind: 'cell', index: f.cell }, ...because];
  if (f.rule === CONTRADICTION || f.rule === DEEP_CONTRADICTION) {
    because = [...because, ...deadUnits(p, f)];
  }
  return {
    kind: 'step',
    rule: RULE_NAMES[f.rule],
    strength: RULE_STRENGTHS[f.rule],
    stars,
    crosses,
    because,
    words: stepWords(p, f, b, stars, crosses, units),
  };
}

function stepWords(
  p: RegionsPuzzle,
  f: Found,
  b: HintBoard,
  stars: number[],
  crosses: number[],
  units: number[],
): string {
  const { n, stars: k } = p;
  const crossList = cellsWords(p, crosses);
  switch (f.rule) {
    case TOUCH_FULL: {
      const x = f.cell;
      const near = crosses.some((y) => y !== x && touches(n, x, y));
      const parts: string[] = [];
      if (near) parts.push('the cells around it');
      if (units.length > 0) {
        parts.push(
          `the rest of ${listWords(units.map((u) => unitName(p, u)))} ` +
            `(${units.length === 1 ? 'it has' : 'each has'} ${k === 1 ? 'its star' : `its ${k} stars`})`,
        );
      }
      return `The star at ${cellName(n, x)} rules out ${parts.join(' and ')}: cross ${crossList}.`;
    }
    case LAST_CELLS: {
      const u = units[0];
      if (stars.length === 1) {
        return (
          `${capital(unitName(p, u))} has one cell left for ${k === 1 ? 'its star' : 'its last star'}, ` +
          `${cellsWords(p, stars)}: it takes a star.`
        );
      }
      return (
        `${capital(unitName(p, u))} needs ${stars.length} more stars and has just ` +
        `${cellsWords(p, stars)} left: they all take stars.`
      );
    }
    case TIGHT_FIT: {
      const u = unitName(p, units[0]);
      const need = f.split;
      return (
        `${capital(u)} needs ${plural(need, 'more star')}, and its cells left fall into just ` +
        `${need} groups of touching cells, one star each: ${cellsWords(p, stars)}, ` +
        `${stars.length === 1 ? 'a group on its own, takes a star' : 'each a group on its own, take stars'}.`
      );
    }
    case CELL_EMPTIES_UNIT: {
      const u = unitName(p, units[0]);
      const one = crosses.length === 1;
      const which = `A star at ${crosses.length > 2 ? 'any of ' : ''}${cellsWords(p, crosses, 'or')}`;
      // The unit's cells left, where they are few enough to read at a glance.
      const left: number[] = [];
      const { unitStart, unitCells } = b.layout;
      for (let j = unitStart[units[0]]; j < unitStart[units[0] + 1]; j++) {
        if (b.cell[unitCells[j]] === UNKNOWN) left.push(unitCells[j]);
      }
      const leftWords = left.length <= 4 ? ` (${cellsWords(p, left)})` : '';
      const effect =
        k === 1
          ? `would rule out every cell ${u} has left${leftWords}`
          : `would leave ${u} too little room for the stars it still needs`;
      return `${which} ${effect}, so ${one ? 'it' : 'they'} cannot hold a star: cross ${one ? 'it' : 'them'}.`;
    }
    case CONFINEMENT: {
      const S = units.slice(0, f.split);
      const R = units.slice(f.split);
      const one = S.length === 1;
      const starsOfR =
        R.length === 1
          ? `${unitName(p, R[0])}'s ${k === 1 ? 'star' : 'stars'}`
          : `the stars of ${unitsName(p, R)}`;
      return (
        `${capital(unitsName(p, S))} ${one ? 'has' : 'have'} all ${one ? 'its' : 'their'} open cells ` +
        `in ${unitsName(p, R)}, so ${starsOfR} ${R.length === 1 && k === 1 ? 'is' : 'are'} ` +
        `${one ? 'its' : 'theirs'}: cross the other cells of ${unitsName(p, R)}, ${crossList}.`
      );
    }
    case CONTRADICTION:
    case DEEP_CONTRADICTION: {
      const x = cellName(n, f.cell);
      const rules =
        f.rule === CONTRADICTION ? 'the simpler rules' : 'the rules, look-ahead included';
      const chain = Array.from(f.chain.subarray(0, f.chainCount));
      const how =
        chain.length > 0
          ? `${rules} would put ${chain.length === 1 ? 'a star' : 'stars'} at ${cellsWords(p, chain)}, and then `
          : f.deadSteps > 0
            ? `after ${plural(f.deadSteps, 'step')} by ${rules}, `
            : '';
      const then = f.triedStar ? `So ${x} stays empty: cross it.` : `So ${x} takes a star.`;
      return (
        `If ${x} ${f.triedStar ? 'held a star' : 'held no star'}, ` +
        `${how}${deadWords(p, f, 'would')}. ${then}`
      );
    }
    default:
      return '';
  }
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function touches(n: number, a: number, b: number): boolean {
  return Math.abs(Math.floor(a / n) - Math.floor(b / n)) <= 1 && Math.abs((a % n) - (b % n)) <= 1;
}
