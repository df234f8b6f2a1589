/**
 * The page's state in its URL, both ways: `parseState` reads URLSearchParams into a PageState,
 * checking every parameter and naming each bad or unknown one (the page shows these as text and
 * goes on with the default); `stateToParams` writes a state back, leaving defaults out, so a
 * link reproduces the view. Plain data, no DOM: unit-tested in Node.
 */
import { MAX_COUNT_N } from '../../core/queens/count.js';
import { PLACEMENT_FORMATS, type PlacementFormat } from '../../core/queens/formats.js';
import { MUTATION_RULES, type MutationRule } from '../../core/queens/mutation.js';
import { MAX_SEED } from '../../core/random.js';
import { quoted, shown as excerpt } from '../../core/text.js';
import { maxSizeFor, ONE_METHODS, type OneMethod } from '../views/one/one.js';
import { DEFAULT_SPEED, MAX_STEP, parseSpeed, speedParam } from './playback.js';
import { SEARCHES, type SearchKind } from '../views/watch/watch.js';
import { PIECE_SET_NAMES } from '../../core/tiling/pieceSets.js';
import { parseUse, type PieceSource } from '../views/tilings/tilingPieces.js';
import {
  fullGrid,
  parseRegionParam,
  regionParam,
  type PaintGrid,
} from '../views/tilings/tilingRegion.js';
import { DLX_PARAM_RE, MAX_DLX_PARAM } from '../views/cover/dlxLink.js';

export const VIEWS = [
  'placements',
  'watch',
  'one',
  'play',
  'tilings',
  'tiling-watch',
  'cover',
] as const;
export type ViewId = (typeof VIEWS)[number];

export interface PageState {
  readonly view: ViewId;
  /** Board size for the queens views, 1…MAX_N. */
  readonly n: number;
  /** The play view's queens: cols[row] = column (0-based), -1 for an empty row; length n. */
  readonly queens: Int32Array;
  /** The play view shades the squares some queen attacks. */
  readonly shade: boolean;
  /** The watch view's search. */
  readonly search: SearchKind;
  /** The player's position in the current view's trace (steps played); 0 when the view changes. */
  readonly step: number;
  /** The player's speed stop (state/playback.ts). */
  readonly speed: number;
  /** The one-placement view: method, board size (up to 10^6), seed and mutation rule. */
  readonly method: OneMethod;
  readonly size: number;
  readonly seed: number;
  readonly rule: MutationRule;
  /** The worker's run gives up after this many steps (0: never): its last state is shown. */
  readonly limit: number;
  /** The placements view: how a row is written (core/queens/formats.ts; seed 000's pairs). */
  readonly format: PlacementFormat;
  /** The placements view lists one row per symmetry class. */
  readonly fundamental: boolean;
  /** The placements view's selected row, 0-based as `list --offset`; null for none. */
  readonly row: number | null;
  /** The tilings view's region, as painted. */
  readonly region: PaintGrid;
  /** The tilings view's pieces: a set, or the piece file in `pieceFile`. */
  readonly pieces: PieceSource;
  readonly pieceFile: string;
  /** Piece counts that differ from the pieces' own, "X=0,Y=*" (views/tilings/tilingPieces.ts). */
  readonly use: string;
  /** The distinct tiling shown, 1-based as "#2000" (--offset 1999); null: the first tiling. */
  readonly tiling: number | null;
  /** The exact-cover view's DLX text, compressed (views/cover/dlxLink.ts); '' for none. */
  readonly dlx: string;
  /** The first exact-cover solution listed, 1-based as "#38" (--offset 37); null: none asked. */
  readonly solution: number | null;
}

/** One bad URL parameter, in words for the page. */
export interface ParamProblem {
  readonly param: string;
  readonly message: string;
}

export const MAX_N = MAX_COUNT_N;
/** The largest step limit of a worker run. */
export const MAX_LIMIT = 1_000_000_000_000;
export const DEFAULT_N = 8;
/** The algebraic format has a file letter per row (core/queens/formats.ts). */
export const MAX_ALGEBRAIC_N = 26;

export function defaultState(): PageState {
  return {
    view: 'placements',
    n: DEFAULT_N,
    queens: new Int32Array(DEFAULT_N).fill(-1),
    shade: false,
    search: 'walk',
    step: 0,
    speed: DEFAULT_SPEED,
    method: 'greedy',
    size: DEFAULT_N,
    seed: 1,
    rule: 'intent',
    limit: 0,
    format: 'pairs',
    fundamental: false,
    row: null,
    region: fullGrid(6, 10),
    pieces: 'pentominoes',
    pieceFile: '',
    use: '',
    tiling: null,
    dlx: '',
    solution: null,
  };
}

/** The longest piece file the URL carries. */
export const MAX_PIECE_FILE = 20_000;
export const PIECE_SOURCES: readonly PieceSource[] = [...PIECE_SET_NAMES, 'file'];

/** Shown values are escaped and cut short (core/text.ts): a parameter can be as long as the URL. */
const shown = quoted;

/** The queens parameter: one entry per row, the 1-based column or '-', joined by '.'. */
export function formatQueens(cols: ArrayLike<number>): string {
  return Array.from(cols, (c) => (c < 0 ? '-' : String(c + 1))).join('.');
}

/** Parses `formatQueens` output for an n×n board; a message naming the fault otherwise. */
export function parseQueens(text: string, n: number): Int32Array | string {
  const parts = text.split('.');
  if (parts.length !== n)
    return `must list ${n} rows (a column 1…${n} or '-' each, joined by '.'), got ${parts.length}`;
  const cols = new Int32Array(n);
  for (let r = 0; r < n; r++) {
    const p = parts[r];
    if (p === '-') cols[r] = -1;
    else if (/^[0-9]{1,3}$/.test(p) && Number(p) >= 1 && Number(p) <= n) cols[r] = Number(p) - 1;
    else return `row ${r + 1} must be a column from 1 to ${n} or '-', got ${shown(p)}`;
  }
  return cols;
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
    const name = key.trim() === '' ? quoted(key) : excerpt(key);
    if (seen.has(key)) {
      bad(name, 'is given more than once (the first is used)');
      continue;
    }
    seen.add(key);
    if (!KNOWN.has(key)) bad(name, 'is not a parameter of this page (ignored)');
  }
  const d = defaultState();

  let view = d.view;
  const v = params.get('view');
  if (v !== null) {
    if ((VIEWS as readonly string[]).includes(v)) view = v as ViewId;
    else bad('view', `must be one of ${VIEWS.join(', ')}, got ${shown(v)} (showing ${view})`);
  }

  let n = d.n;
  const nText = params.get('n');
  if (nText !== null) {
    if (/^[0-9]{1,3}$/.test(nText) && Number(nText) >= 1 && Number(nText) <= MAX_N)
      n = Number(nText);
    else bad('n', `must be a whole number from 1 to ${MAX_N}, got ${shown(nText)} (using ${n})`);
  }

  let queens: Int32Array = new Int32Array(n).fill(-1);
  const q = params.get('q');
  if (q !== null) {
    const parsed = parseQueens(q, n);
    if (typeof parsed === 'string') bad('q', `${parsed} (starting from an empty board)`);
    else queens = parsed;
  }

  let shade = d.shade;
  const s = params.get('shade');
  if (s !== null) {
    if (s === '1' || s === '0') shade = s === '1';
    else bad('shade', `must be 1 or 0, got ${shown(s)} (using ${shade ? 1 : 0})`);
  }

  const choice = <T extends string>(param: string, allowed: readonly T[], fallback: T): T => {
    const text = params.get(param);
    if (text === null) return fallback;
    if ((allowed as readonly string[]).includes(text)) return text as T;
    bad(param, `must be one of ${allowed.join(', ')}, got ${shown(text)} (using ${fallback})`);
    return fallback;
  };
  /** A whole number lo…hi in plain decimal digits (no sign, exponent or spaces). */
  const whole = (param: string, lo: number, hi: number, fallback: number): number => {
    const text = params.get(param);
    if (text === null) return fallback;
    if (/^[0-9]{1,16}$/.test(text) && Number(text) >= lo && Number(text) <= hi) return Number(text);
    bad(
      param,
      `must be a whole number from ${lo} to ${hi}, got ${shown(text)} (using ${fallback})`,
    );
    return fallback;
  };

  const search = choice('search', SEARCHES, d.search);
  const step = whole('step', 0, MAX_STEP, d.step);
  let speed = d.speed;
  const sp = params.get('speed');
  if (sp !== null) {
    const stop = parseSpeed(sp);
    if (stop === null)
      bad(
        'speed',
        `must be 0.5, 1, 2, 4, 8, 16, 32, 64 or max, got ${shown(sp)} (using ${speedParam(speed)})`,
      );
    else speed = stop;
  }
  const method = choice('method', ONE_METHODS, d.method);
  const size = whole('size', 1, maxSizeFor(method), Math.min(d.size, maxSizeFor(method)));
  const seed = whole('seed', 0, MAX_SEED, d.seed);
  const rule = choice('rule', MUTATION_RULES, d.rule);
  const limit = whole('limit', 0, MAX_LIMIT, d.limit);
  let format = choice('format', PLACEMENT_FORMATS, d.format);
  if (format === 'algebraic' && n > MAX_ALGEBRAIC_N) {
    bad('format', `algebraic needs N ≤ ${MAX_ALGEBRAIC_N}, got N = ${n} (using ${d.format})`);
    format = d.format;
  }
  let fundamental = d.fundamental;
  const f = params.get('fundamental');
  if (f !== null) {
    if (f === '1' || f === '0') fundamental = f === '1';
    else bad('fundamental', `must be 1 or 0, got ${shown(f)} (using 0)`);
  }
  let row = d.row;
  const rowText = params.get('row');
  if (rowText !== null) {
    if (/^[0-9]{1,16}$/.test(rowText) && Number.isSafeInteger(Number(rowText)))
      row = Number(rowText);
    else bad('row', `must be a row number 0, 1, 2, … (from 0, as --offset), got ${shown(rowText)}`);
  }

  let region = d.region;
  const regionText = params.get('region');
  if (regionText !== null) {
    const g = parseRegionParam(regionText);
    if (typeof g === 'string') bad('region', `${g}, got ${shown(regionText)} (using 6x10)`);
    else region = g;
  }
  const pieces = choice('pieces', PIECE_SOURCES, d.pieces);
  let pieceFile = d.pieceFile;
  const pf = params.get('pfile');
  if (pf !== null) {
    if (pf.length <= MAX_PIECE_FILE) pieceFile = pf;
    else bad('pfile', `must be at most ${MAX_PIECE_FILE} characters, got ${pf.length}`);
  }
  let use = d.use;
  const useText = params.get('use');
  if (useText !== null) {
    const u = parseUse(useText);
    if (typeof u === 'string') bad('use', `${u} (using each piece's own count)`);
    else use = useText;
  }
  let tiling = d.tiling;
  const tilingText = params.get('tiling');
  if (tilingText !== null) {
    if (
      /^[0-9]{1,16}$/.test(tilingText) &&
      Number(tilingText) >= 1 &&
      Number.isSafeInteger(Number(tilingText))
    )
      tiling = Number(tilingText);
    else bad('tiling', `must be a tiling number 1, 2, 3, …, got ${shown(tilingText)}`);
  }
  let dlx = d.dlx;
  const dlxText = params.get('dlx');
  if (dlxText !== null) {
    if (dlxText.length > MAX_DLX_PARAM)
      bad('dlx', `must be at most ${MAX_DLX_PARAM} characters, got ${dlxText.length}`);
    else if (!DLX_PARAM_RE.test(dlxText))
      bad('dlx', `must be base64url text (A-Z a-z 0-9 - _), got ${shown(dlxText)}`);
    else dlx = dlxText;
  }
  let solution = d.solution;
  const solText = params.get('sol');
  if (solText !== null) {
    if (
      /^[0-9]{1,16}$/.test(solText) &&
      Number(solText) >= 1 &&
      Number.isSafeInteger(Number(solText))
    )
      solution = Number(solText);
    else bad('sol', `must be a solution number 1, 2, 3, …, got ${shown(solText)}`);
  }

  return {
    state: {
      view,
      n,
      queens,
      shade,
      search,
      step,
      speed,
      method,
      size,
      seed,
      rule,
      limit,
      format,
      fundamental,
      row,
      region,
      pieces,
      pieceFile,
      use,
      tiling,
      dlx,
      solution,
    },
    problems,
  };
}

/** Every parameter the page's URL may carry. */
export const URL_PARAMS = [
  'view',
  'n',
  'q',
  'shade',
  'search',
  'step',
  'speed',
  'method',
  'size',
  'seed',
  'rule',
  'limit',
  'format',
  'fundamental',
  'row',
  'region',
  'pieces',
  'pfile',
  'use',
  'tiling',
  'dlx',
  'sol',
] as const;
const KNOWN = new Set<string>(URL_PARAMS);

export function stateToParams(state: PageState): URLSearchParams {
  const d = defaultState();
  const p = new URLSearchParams();
  if (state.view !== d.view) p.set('view', state.view);
  if (state.n !== d.n) p.set('n', String(state.n));
  if (state.queens.some((c) => c >= 0)) p.set('q', formatQueens(state.queens));
  if (state.shade !== d.shade) p.set('shade', state.shade ? '1' : '0');
  if (state.search !== d.search) p.set('search', state.search);
  if (state.method !== d.method) p.set('method', state.method);
  if (state.size !== d.size) p.set('size', String(state.size));
  if (state.seed !== d.seed) p.set('seed', String(state.seed));
  if (state.rule !== d.rule) p.set('rule', state.rule);
  if (state.limit !== d.limit) p.set('limit', String(state.limit));
  if (state.speed !== d.speed) p.set('speed', speedParam(state.speed));
  if (state.step !== d.step) p.set('step', String(state.step));
  if (state.format !== d.format) p.set('format', state.format);
  if (state.fundamental !== d.fundamental) p.set('fundamental', state.fundamental ? '1' : '0');
  if (state.row !== null) p.set('row', String(state.row));
  const region = regionParam(state.region);
  if (region !== regionParam(d.region)) p.set('region', region);
  if (state.pieces !== d.pieces) p.set('pieces', state.pieces);
  if (state.pieceFile !== d.pieceFile) p.set('pfile', state.pieceFile);
  if (state.use !== d.use) p.set('use', state.use);
  if (state.tiling !== null) p.set('tiling', String(state.tiling));
  if (state.dlx !== d.dlx) p.set('dlx', state.dlx);
  if (state.solution !== null) p.set('sol', String(state.solution));
  return p;
}
