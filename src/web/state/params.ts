/**
 * One URL parameter of the page as a table row: the state's field it fills, its name in the URL,
 * how its text is read (a value, or the message the page shows with the default it goes on
 * with), how its value is written, and its default. Each view declares its rows
 * (views/<v>/view.ts); state/url.ts reads and writes the page's URL by looping over them, and
 * the page's state type is derived from them (state/pageState.ts). Plain data, no DOM.
 */
import { quoted } from '../../core/text.js';

/**
 * A row's problem from a parser's message about `text`: `MESSAGE, got 'TEXT'`, unless the
 * message already names what it got (a grid's own check says "got 9" of a part), so no message
 * says "got" twice.
 */
export function problemWithText(message: string, text: string): string {
  return /\bgot\b/.test(message) ? message : `${message}, got ${quoted(text)}`;
}

/** A parameter's text read: its value, or what is wrong with it in words for the page. */
export type Read<T> = { readonly value: T } | { readonly problem: string };

/**
 * A row. `C` is what it reads of the rows before it (by rank): the queens' parameter needs the
 * board size, for one. Methods (not function fields) so rows of any value type make one table.
 */
export interface Param<K extends string, T, C extends object = object> {
  /** The state's field. */
  readonly key: K;
  /** The URL's name (the field's, or shorter). */
  readonly name: string;
  /**
   * Its place among the page's parameters: printed in this order, and read in it (a row may
   * read those ranked before it). The order links have been written in; a new one takes the next.
   */
  readonly rank: number;
  /**
   * Where its problem is listed among the others, where that is not its rank (the player's step
   * and speed are printed late but have always been checked right after the search).
   */
  readonly problemRank?: number;
  /** Whether another value is another trace to play, so the player starts at step 0. */
  readonly trace?: boolean;
  /** The value when the URL has none, or a bad one. */
  initial(before: C): T;
  /** `text` (a parameter given) as a value, or a problem; `fallback` is what the page then uses. */
  parse(text: string, fallback: T, before: C): Read<T>;
  /** The value as the URL writes it; null: left out. A value printed as its default is left out. */
  print(value: T): string | null;
}

/** Any row, as the loops over a table see it. */
export type AnyParam = Param<string, unknown, Readonly<Record<string, unknown>>>;

/** The value type of a row. */
export type ValueOf<P> = P extends { initial(before: never): infer T } ? T : never;

/** The state a union of rows fills: one read-only field per row. */
export type StateOf<P extends AnyParam> = { readonly [R in P as R['key']]: ValueOf<R> };

/** Declares a row (the identity: it infers the row's field name and value type). */
export function param<K extends string, T, C extends object = object>(
  p: Param<K, T, C>,
): Param<K, T, C> {
  return p;
}

/** What every row says of itself. */
interface Head<K extends string> {
  readonly key: K;
  readonly name: string;
  readonly rank: number;
  readonly problemRank?: number;
  readonly trace?: boolean;
}

/** The head alone (a builder's own options stay out of the row). */
function head<K extends string>(h: Head<K>): Head<K> {
  return { key: h.key, name: h.name, rank: h.rank, problemRank: h.problemRank, trace: h.trace };
}

/** One of a closed list of words. `says`: how the message names the default (`using`). */
export function choice<K extends string, T extends string>(
  h: Head<K> & { readonly allowed: readonly T[]; readonly initial: T; readonly says?: string },
): Param<K, T> {
  const says = h.says ?? 'using';
  return {
    ...head(h),
    initial: () => h.initial,
    parse: (text, fallback) =>
      (h.allowed as readonly string[]).includes(text)
        ? { value: text as T }
        : {
            problem: `must be one of ${h.allowed.join(', ')}, got ${quoted(text)} (${says} ${fallback})`,
          },
    print: (v) => v,
  };
}

/**
 * A whole number lo…hi in plain decimal digits (no sign, exponent or spaces), at most `digits`
 * of them (16). The bound and the default may depend on the rows before.
 */
export function whole<K extends string, C extends object = object>(
  h: Head<K> & {
    readonly lo: number;
    readonly hi: number | ((before: C) => number);
    readonly initial: number | ((before: C) => number);
    readonly digits?: number;
  },
): Param<K, number, C> {
  const { lo, hi, initial, digits = 16 } = h;
  const plain = new RegExp(`^[0-9]{1,${digits}}$`);
  return {
    ...head(h),
    initial: (b) => (typeof initial === 'number' ? initial : initial(b)),
    parse: (text, fallback, b) => {
      const top = typeof hi === 'number' ? hi : hi(b);
      if (plain.test(text) && Number(text) >= lo && Number(text) <= top)
        return { value: Number(text) };
      return {
        problem: `must be a whole number from ${lo} to ${top}, got ${quoted(text)} (using ${fallback})`,
      };
    },
    print: String,
  };
}

/** On or off, as 1 or 0. */
export function flag<K extends string>(
  h: Head<K> & { readonly initial: boolean },
): Param<K, boolean> {
  return {
    ...head(h),
    initial: () => h.initial,
    parse: (text, fallback) =>
      text === '1' || text === '0'
        ? { value: text === '1' }
        : { problem: `must be 1 or 0, got ${quoted(text)} (using ${fallback ? 1 : 0})` },
    print: (v) => (v ? '1' : '0'),
  };
}

/**
 * A number picking one of a list (`from` 0 or 1 on), or none (null, the default): `says` names
 * what is allowed ("a tiling number 1, 2, 3, …").
 */
export function ordinal<K extends string>(
  h: Head<K> & { readonly from: 0 | 1; readonly says: string },
): Param<K, number | null> {
  return {
    ...head(h),
    initial: () => null,
    parse: (text) =>
      /^[0-9]{1,16}$/.test(text) && Number(text) >= h.from && Number.isSafeInteger(Number(text))
        ? { value: Number(text) }
        : { problem: `must be ${h.says}, got ${quoted(text)}` },
    print: (v) => (v === null ? null : String(v)),
  };
}
