/**
 * Drawing a regions grid (core/regions): the shapes the page's live board and a standalone SVG
 * both draw, and that SVG as a string (with xmlns, so it opens in any viewer; the CLI may write
 * the same string). Regions are told apart by a thick border first (a shape), then by a fill, a
 * letter and a hatching pattern each, so no reader depends on colour alone.
 *
 * The fills: Paul Tol's "light" scheme (nine colours made for backgrounds under black text, and
 * chosen to stay apart for the common colour-vision deficiencies), with Okabe–Ito's signal colours
 * left for the states drawn over them (conflict in vermillion, highlight in reddish purple).
 * Nine fills do not name 32 regions: a greedy colouring of the regions' adjacency gives touching
 * regions different fills, and another one different patterns (regionStyles), which also gives
 * regions that share a fill different patterns; from ten regions on some fill is shared, and
 * the patterns are then drawn whether or not they were asked for (sharesFill).
 */
import type { RegionsPuzzle } from '../../core/regions/puzzle.js';
import { escapeXml as esc, svg } from '../xml.js';

/** Paul Tol's light scheme, in his order (light blue … pale grey). */
export const REGION_FILLS: readonly string[] = [
  '#77aadd',
  '#ee8866',
  '#eedd88',
  '#ffaabb',
  '#99ddff',
  '#44bb99',
  '#bbcc33',
  '#aaaa00',
  '#dddddd',
];

/** Hatching patterns, one line drawing each in a 10×10 tile (the first is plain). */
export const REGION_PATTERNS: readonly string[] = [
  '',
  'M0 10L10 0M-2 2L2 -2M8 12L12 8',
  'M0 0L10 10M-2 8L2 12M8 -2L12 2',
  'M0 5H10',
  'M5 0V10',
  'M0 5H10M5 0V10',
  'M2.5 2.5h0.01M7.5 7.5h0.01',
  'M0 10L10 0M0 0L10 10',
];

/** Side of a pattern's tile in SVG units. */
export const PATTERN_TILE = 10;

/** A region's look: its fill (an index into REGION_FILLS) and its pattern (REGION_PATTERNS). */
export interface RegionStyle {
  readonly fill: number;
  readonly pattern: number;
}

/**
 * Colours the regions' adjacency with `k` colours: each region in order of first appearance
 * takes the least used colour no neighbour (a region sharing a side) has yet, so up to k regions
 * all differ and touching ones always do; when a region's neighbours hold all k (a region in
 * pieces touching nine others: no map in practice), it takes the least used of all. `apart`:
 * regions that must differ even then (none by default).
 */
function colouring(
  near: readonly Set<number>[],
  k: number,
  apart: readonly Set<number>[] = [],
): Int32Array {
  const col = new Int32Array(near.length).fill(-1);
  const used = new Int32Array(k);
  const least = (skip: ReadonlySet<number>): number => {
    let f = -1;
    for (let c = 0; c < k; c++) if (!skip.has(c) && (f < 0 || used[c] < used[f])) f = c;
    return f;
  };
  for (let g = 0; g < near.length; g++) {
    const must = new Set<number>();
    for (const h of apart[g] ?? []) if (col[h] >= 0) must.add(col[h]);
    const taken = new Set(must);
    for (const h of near[g]) if (col[h] >= 0) taken.add(col[h]);
    let f = least(taken);
    if (f < 0) f = least(must);
    if (f < 0) f = used.indexOf(Math.min(...used));
    col[g] = f;
    used[f]++;
  }
  return col;
}

/**
 * Each region's fill and pattern, each a colouring of the regions' adjacency (colouring): up to
 * nine regions have fills of their own and up to eight patterns of their own, and touching
 * regions differ in both, so with patterns on they are told apart without any colour.
 */
export function regionStyles(p: RegionsPuzzle): RegionStyle[] {
  const { n, region } = p;
  const near: Set<number>[] = Array.from({ length: n }, () => new Set<number>());
  for (let i = 0; i < n * n; i++) {
    const g = region[i];
    if (g < 0) continue;
    const right = i % n < n - 1 ? region[i + 1] : -1;
    const below = i + n < n * n ? region[i + n] : -1;
    for (const h of [right, below]) {
      if (h >= 0 && h !== g) {
        near[g].add(h);
        near[h].add(g);
      }
    }
  }
  const fill = colouring(near, REGION_FILLS.length);
  // Patterns tell apart what fills cannot: regions of one fill must differ in pattern (so every
  // region has a look of its own), and touching regions should.
  const sameFill = Array.from({ length: n }, (_, g) => {
    const same = new Set<number>();
    for (let h = 0; h < n; h++) if (h !== g && fill[h] === fill[g]) same.add(h);
    return same;
  });
  const pattern = colouring(near, REGION_PATTERNS.length, sameFill);
  return Array.from({ length: n }, (_, g) => ({ fill: fill[g], pattern: pattern[g] }));
}

/** Whether two regions share a fill: their patterns must then be drawn to tell them apart. */
export function sharesFill(styles: readonly RegionStyle[]): boolean {
  return new Set(styles.map((s) => s.fill)).size < styles.length;
}

/** The lines of a grid: thin between cells of one region, thick between regions and around. */
export interface RegionsLines {
  readonly thin: string;
  readonly thick: string;
}

/** The grid's lines as path data, cell side `s`, the grid's corner at (x0, y0). */
export function regionsLines(p: RegionsPuzzle, s: number, x0 = 0, y0 = 0): RegionsLines {
  const { n, region } = p;
  let thin = '';
  let thick = '';
  const N = (x: number) => String(Math.round(x * 100) / 100);
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const g = region[r * n + c];
      // The line on the right of (r, c), and the one below it.
      if (c < n - 1) {
        const d = `M${N(x0 + (c + 1) * s)} ${N(y0 + r * s)}v${N(s)}`;
        if (region[r * n + c + 1] === g) thin += d;
        else thick += d;
      }
      if (r < n - 1) {
        const d = `M${N(x0 + c * s)} ${N(y0 + (r + 1) * s)}h${N(s)}`;
        if (region[(r + 1) * n + c] === g) thin += d;
        else thick += d;
      }
    }
  }
  thick += `M${N(x0)} ${N(y0)}h${N(n * s)}v${N(n * s)}h${N(-n * s)}Z`;
  return { thin, thick };
}

/** A five-pointed star in a 100×100 box, centred (no font needed). */
export const STAR_PATH =
  'M50 6L61.8 37.6L95.1 38.2L68.6 58.4L78.2 90.4L50 71.4L21.8 90.4L31.4 58.4L4.9 38.2L38.2 37.6Z';

/** A cross (✕) in a 100×100 box, drawn as a stroke. */
export const CROSS_PATH = 'M32 32L68 68M68 32L32 68';

/** What a cell holds: nothing, a cross the player put, a star. */
export const EMPTY = 0;
export const CROSS = 1;
export const STAR = 2;

/** Options of a standalone regions SVG. */
export interface RegionsSvgOptions {
  /** Side of a cell in SVG units. */
  readonly cell?: number;
  readonly title?: string;
  /** Per cell EMPTY, CROSS or STAR (length n²); none: the bare grid. */
  readonly marks?: ArrayLike<number>;
  /** Each region's symbol in its cells. */
  readonly letters?: boolean;
  /** Each region's hatching pattern over its fill (drawn anyway where two regions share a fill). */
  readonly patterns?: boolean;
  /**
   * Black and white, for paper: every cell white, the regions told apart by their borders, their
   * hatching (drawn) and their letters (drawn).
   */
  readonly mono?: boolean;
}

/** The light theme's inks (src/web/styles/theme.css names the same states). */
export const REGIONS_SVG_COLORS = {
  paper: '#ffffff',
  ink: '#1b1b1b',
  blocked: '#4a433b',
  star: '#1b1b1b',
  cross: '#555555',
} as const;

/** A grid (and marks) as a standalone SVG document. */
export function renderRegionsSvg(p: RegionsPuzzle, opts: RegionsSvgOptions = {}): string {
  const { n, region, symbols } = p;
  const s = opts.cell ?? 40;
  const m = Math.round(s / 4);
  const size = n * s + 2 * m;
  const C = REGIONS_SVG_COLORS;
  const styles = regionStyles(p);
  const patterns = opts.patterns === true || opts.mono === true || sharesFill(styles);
  const letters = opts.letters === true || opts.mono === true;
  const out: string[] = [];
  out.push(
    svg`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img">`,
  );
  out.push(
    svg`<title>${esc(opts.title ?? `${n}×${n} regions grid, ${p.stars} per row, column and region`)}</title>`,
  );
  if (patterns) {
    out.push('<defs>');
    REGION_PATTERNS.forEach((d, i) => {
      if (d === '') return;
      out.push(
        svg`<pattern id="rp${i}" width="${PATTERN_TILE}" height="${PATTERN_TILE}" patternUnits="userSpaceOnUse"><path d="${d}" stroke="${C.ink}" stroke-opacity="0.45" stroke-width="1.2" stroke-linecap="round" fill="none"/></pattern>`,
      );
    });
    out.push('</defs>');
  }
  out.push(svg`<rect width="${size}" height="${size}" fill="${C.paper}"/>`);
  for (let i = 0; i < n * n; i++) {
    const x = m + (i % n) * s;
    const y = m + Math.floor(i / n) * s;
    const g = region[i];
    const fill = g < 0 ? C.blocked : opts.mono === true ? C.paper : REGION_FILLS[styles[g].fill];
    out.push(svg`<rect x="${x}" y="${y}" width="${s}" height="${s}" fill="${fill}"/>`);
    if (g >= 0 && patterns && styles[g].pattern > 0) {
      out.push(
        svg`<rect x="${x}" y="${y}" width="${s}" height="${s}" fill="url(#rp${styles[g].pattern})"/>`,
      );
    }
    if (g >= 0 && letters) {
      out.push(
        svg`<text x="${x + s * 0.08}" y="${y + s * 0.3}" font-family="sans-serif" font-size="${s * 0.26}" fill="${C.ink}" fill-opacity="0.7">${esc(symbols[g])}</text>`,
      );
    }
  }
  const lines = regionsLines(p, s, m, m);
  out.push(
    svg`<path d="${lines.thin}" stroke="${C.ink}" stroke-opacity="0.35" stroke-width="${Math.max(1, s / 40)}" fill="none"/>`,
  );
  out.push(
    svg`<path d="${lines.thick}" stroke="${C.ink}" stroke-width="${Math.max(2, s / 12)}" stroke-linecap="square" fill="none"/>`,
  );
  const marks = opts.marks;
  if (marks !== undefined) {
    for (let i = 0; i < n * n; i++) {
      const t = `translate(${svg`${m + (i % n) * s} ${m + Math.floor(i / n) * s}`}) scale(${svg`${s / 100}`})`;
      if (marks[i] === STAR) {
        out.push(svg`<path d="${STAR_PATH}" transform="${t}" fill="${C.star}"/>`);
      } else if (marks[i] === CROSS) {
        out.push(
          svg`<path d="${CROSS_PATH}" transform="${t}" stroke="${C.cross}" stroke-width="7" stroke-linecap="round" fill="none"/>`,
        );
      }
    }
  }
  out.push('</svg>');
  return out.join('\n') + '\n';
}
