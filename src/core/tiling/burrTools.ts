/**
 * BurrTools puzzle files (`.xmpuzzle`, the XML inside once ungzipped: the caller ungzips) read as
 * placer's own text forms: the problem's result shape as a layered region picture and its pieces
 * as a piece file (pieceFile.ts), so every engine, count and check of `placer tile` runs on them
 * unchanged. The format, as BurrTools writes it (its `voxel.cpp` and `problem.cpp`, read from its
 * source; this reader is placer's own):
 *
 *   <puzzle version="2"><gridType type="0"/>            0: cubes, the only grid placer packs
 *     <shapes><voxel x="3" y="3" z="3" type="0" name="…">_#+…</voxel>…</shapes>
 *     <problems><problem name="…"><shapes><shape id="0" count="1"/> or min="0" max="2" …</shapes>
 *       <result id="7"/><bitmap>…colour constraints…</bitmap></problem></problems></puzzle>
 *
 * A voxel string has a character per voxel, x fastest, then y, then z: `_` empty, `#` filled,
 * `+` variable (a cell a solution may leave empty), each optionally followed by a colour number.
 * What placer cannot pack is refused in one line naming it: another grid, variable voxels, colour
 * constraints, a problem without a result; a file of several problems needs one named.
 */
import { PlacerError } from '../errors.js';
import { quoted } from '../text.js';

/** The problem's region and pieces, in placer's text forms. */
export interface BurrToolsProblem {
  /** The problem's name ("" for none). */
  readonly name: string;
  /** The result shape as a layered region picture (`.` a cell, `#` a hole, layers apart). */
  readonly picture: string;
  /** The pieces as a piece file (one cube line per piece, with its count or range). */
  readonly pieceFile: string;
}

interface XmlNode {
  readonly name: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: XmlNode[];
  text: string;
}

function bad(where: string, message: string): never {
  throw new PlacerError('bad-pieces', `${where}: ${message}`);
}

const ENTITIES: Readonly<Record<string, string>> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
};

function unescape(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (all, e: string) => {
    if (e[0] !== '#') return ENTITIES[e] ?? all;
    const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : all;
  });
}

/**
 * The elements of an XML text: enough of XML for BurrTools' files (elements, attributes, text,
 * the declaration, comments, CDATA), each malformed spot named by its offset.
 */
function readXml(xml: string, where: string): XmlNode {
  const root: XmlNode = { name: '#root', attrs: {}, children: [], text: '' };
  const stack: XmlNode[] = [root];
  const tag = /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[\w.:-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;
  const attr = /([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
  let i = 0;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const top = stack[stack.length - 1];
    if (lt < 0) {
      top.text += unescape(xml.slice(i));
      break;
    }
    top.text += unescape(xml.slice(i, lt));
    const skip = (open: string, close: string): boolean => {
      if (!xml.startsWith(open, lt)) return false;
      const end = xml.indexOf(close, lt + open.length);
      if (end < 0) bad(where, `the XML ends inside ${open}…${close} (from character ${lt + 1})`);
      if (open === '<![CDATA[') top.text += xml.slice(lt + open.length, end);
      i = end + close.length;
      return true;
    };
    if (skip('<?', '?>') || skip('<!--', '-->') || skip('<![CDATA[', ']]>') || skip('<!', '>')) {
      continue;
    }
    tag.lastIndex = lt;
    const m = tag.exec(xml);
    if (m === null)
      bad(where, `the XML is broken at character ${lt + 1}: ${quoted(xml.slice(lt, lt + 30))}`);
    i = tag.lastIndex;
    const [, closing, name, attrText, selfClosing] = m;
    if (closing === '/') {
      if (stack.length === 1 || top.name !== name) {
        bad(where, `the XML closes <${name}> at character ${lt + 1} where <${top.name}> is open`);
      }
      stack.pop();
      continue;
    }
    const attrs: Record<string, string> = {};
    for (const a of attrText.matchAll(attr)) attrs[a[1]] = unescape(a[2] ?? a[3] ?? '');
    const node: XmlNode = { name, attrs, children: [], text: '' };
    top.children.push(node);
    if (selfClosing !== '/') stack.push(node);
  }
  if (stack.length > 1)
    bad(where, `the XML ends with <${stack[stack.length - 1].name}> still open`);
  return root;
}

const child = (n: XmlNode, name: string): XmlNode | undefined =>
  n.children.find((c) => c.name === name);
const children = (n: XmlNode | undefined, name: string): XmlNode[] =>
  n === undefined ? [] : n.children.filter((c) => c.name === name);

/** A whole number attribute, or `fallback` when absent. */
function whole(where: string, n: XmlNode, key: string, fallback?: number): number {
  const v = n.attrs[key];
  if (v === undefined) {
    if (fallback !== undefined) return fallback;
    bad(where, `a <${n.name}> has no ${key}`);
  }
  if (!/^[0-9]{1,6}$/.test(v)) bad(where, `<${n.name}> ${key}=${quoted(v)} is not a whole number`);
  return Number(v);
}

interface Voxels {
  readonly x: number;
  readonly y: number;
  readonly z: number;
  /** Per voxel, x fastest: 0 empty, 1 filled, 2 variable. */
  readonly state: Uint8Array;
  readonly name: string;
}

function readVoxels(where: string, v: XmlNode, index: number): Voxels {
  const [x, y, z] = ['x', 'y', 'z'].map((k) => whole(where, v, k));
  if (whole(where, v, 'type', 0) !== 0)
    bad(where, `shape ${index + 1} is not a plain voxel shape (type ${v.attrs.type})`);
  if (x * y * z > 1_000_000) bad(where, `shape ${index + 1} is ${x}x${y}x${z}: too large`);
  const state = new Uint8Array(x * y * z);
  let k = 0;
  for (const ch of v.text.trim()) {
    if (ch >= '0' && ch <= '9') continue; // a colour number: placer packs without colours
    const s = ch === '_' ? 0 : ch === '#' ? 1 : ch === '+' ? 2 : -1;
    if (s < 0) bad(where, `shape ${index + 1} holds ${quoted(ch)}: its voxels are _ # or +`);
    if (k >= state.length) bad(where, `shape ${index + 1} has more voxels than its ${x}x${y}x${z}`);
    state[k++] = s;
  }
  if (k < state.length)
    bad(where, `shape ${index + 1} has ${k} voxels where ${x}x${y}x${z} has ${state.length}`);
  return { x, y, z, state, name: v.attrs.name ?? '' };
}

/** The names of a file's problems, in order ("" for an unnamed one). */
export function burrToolsProblemNames(xml: string, where = 'puzzle'): string[] {
  return children(child(puzzleNode(xml, where), 'problems'), 'problem').map(
    (p) => p.attrs.name ?? '',
  );
}

function puzzleNode(xml: string, where: string): XmlNode {
  const puzzle = child(readXml(xml, where), 'puzzle');
  if (puzzle === undefined) bad(where, 'no <puzzle> element: not a BurrTools puzzle');
  return puzzle;
}

/**
 * The problem `name` of a BurrTools puzzle (the only one when the file has one; a file of several
 * needs one named), as placer's region picture and piece file.
 */
export function readBurrTools(xml: string, where = 'puzzle', name?: string): BurrToolsProblem {
  const puzzle = puzzleNode(xml, where);
  const grid = child(puzzle, 'gridType');
  const type = grid === undefined ? 0 : whole(where, grid, 'type', 0);
  if (type !== 0) {
    bad(where, `its grid is BurrTools grid type ${type}; placer packs cubes (grid type 0, brick)`);
  }
  const shapes = children(child(puzzle, 'shapes'), 'voxel').map((v, i) => readVoxels(where, v, i));
  const problems = children(child(puzzle, 'problems'), 'problem');
  if (problems.length === 0) bad(where, 'the puzzle has no problem');
  const names = problems.map((p) => p.attrs.name ?? '');
  let problem: XmlNode;
  if (name !== undefined) {
    const k = names.indexOf(name);
    if (k < 0)
      bad(
        where,
        `no problem named ${quoted(name)}; its problems: ${names.map((n) => quoted(n)).join(', ')}`,
      );
    problem = problems[k];
  } else if (problems.length > 1) {
    bad(
      where,
      `it has ${problems.length} problems: name one with --problem (${names.map((n) => quoted(n)).join(', ')})`,
    );
  } else problem = problems[0];
  const label = problem.attrs.name ? `problem ${quoted(problem.attrs.name)}` : 'the problem';
  const result = child(problem, 'result');
  if (result === undefined) bad(where, `${label} has no result shape`);
  const r = shapes[whole(where, result, 'id')];
  if (r === undefined)
    bad(where, `${label}'s result is shape ${result.attrs.id}, which the file lacks`);
  if (r.state.includes(2)) {
    bad(
      where,
      `${label}'s result has variable voxels (+): placer packs a region every cell of which is filled`,
    );
  }
  if (children(child(problem, 'bitmap'), 'pair').length > 0) {
    bad(where, `${label} has colour constraints: placer packs without colours`);
  }
  return {
    name: problem.attrs.name ?? '',
    picture: resultPicture(r),
    pieceFile: pieceFileOf(where, shapes, problem),
  };
}

/** The result shape as layers (z up), each y rows of x cells. */
function resultPicture(r: Voxels): string {
  const layers: string[] = [];
  for (let z = 0; z < r.z; z++) {
    const rows: string[] = [];
    for (let y = 0; y < r.y; y++) {
      let row = '';
      for (let x = 0; x < r.x; x++) row += r.state[(z * r.y + y) * r.x + x] === 1 ? '.' : '#';
      rows.push(row);
    }
    layers.push(rows.join('\n'));
  }
  return `${layers.join('\n\n')}\n`;
}

/** A piece file of the problem's pieces: a name, the count or range, the cubes. */
function pieceFileOf(where: string, shapes: readonly Voxels[], problem: XmlNode): string {
  const blocks: string[] = [];
  const used = new Set<string>();
  for (const s of children(child(problem, 'shapes'), 'shape')) {
    const id = whole(where, s, 'id');
    const v = shapes[id];
    if (v === undefined) bad(where, `a piece is shape ${id}, which the file lacks`);
    const [min, max] =
      s.attrs.count !== undefined
        ? [whole(where, s, 'count'), whole(where, s, 'count')]
        : [whole(where, s, 'min', 1), whole(where, s, 'max', 1)];
    if (max === 0) continue;
    if (v.state.includes(2))
      bad(where, `piece shape ${id + 1} has variable voxels (+), which only a result may have`);
    const cubes: string[] = [];
    for (let z = 0; z < v.z; z++)
      for (let y = 0; y < v.y; y++)
        for (let x = 0; x < v.x; x++)
          if (v.state[(z * v.y + y) * v.x + x] === 1) cubes.push(`${x},${y},${z}`);
    if (cubes.length === 0) bad(where, `piece shape ${id + 1} has no filled voxel`);
    // A name the piece file takes (letters, digits, _ ' + -), unique.
    let name = v.name.replace(/[^A-Za-z0-9_'+-]/g, '') || `S${id + 1}`;
    while (used.has(name)) name += "'";
    used.add(name);
    blocks.push(`${name} ${min === max ? `${max}` : `${min}..${max}`}\n${cubes.join(' ')}`);
  }
  if (blocks.length === 0) bad(where, 'the problem has no pieces');
  return `${blocks.join('\n\n')}\n`;
}
