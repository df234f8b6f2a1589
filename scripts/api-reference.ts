/**
 * The library's export list, read from the source, as docs/api.md: every name `import … from
 * 'placer-puzzles'` offers, namespace by namespace, with the first paragraph of its doc comment.
 *
 * src/index.ts may only re-export namespaces (`export * as queens from './library/queens.js'`)
 * and names it lists; a namespace module (src/library/*.ts) only lists names, values in
 * `export { … } from` and types in `export type { … } from`, a `// heading` comment above a
 * group. One list is a module's: `export type * from` a module that declares exported types and
 * nothing else (a family's core/<family>/jobTypes.ts) lists its types in their order, so a
 * family's jobs join the library by one line. Anything else (an `export *`, a declaration, a
 * value or an unexported declaration in a module exported whole) is refused, and so is an export
 * whose declaration has no doc comment of its own (a file's header comment does not count). The
 * page shows each one's first sentence.
 *
 *   node --import tsx scripts/api-reference.ts           # prints the page
 *   node --import tsx scripts/api-reference.ts --write   # writes docs/api.md
 *
 * `npm run api` runs it, then TypeDoc (typedoc.json), which writes the full reference to
 * docs/api/ and fails on an export without a doc comment (test/api-reference.slow.test.ts).
 * The same rule, read from the source (exports, and the methods and function-valued properties
 * of exported classes and interfaces), is checked here, so the default suite needs no TypeDoc.
 *
 * test/library.test.ts checks docs/api.md against this, and the built package against both.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface ApiExport {
  readonly name: string;
  /** A value at run time (function, class, constant) or a type only. */
  readonly value: boolean;
  /** function, class, interface, type or const. */
  readonly kind: string;
  /** The first paragraph of its doc comment, on one line. */
  readonly doc: string;
  /**
   * How it is called, read from its declaration: `countQueens(n: number, …): QueensCount` for a
   * function (its first overload), `new QueensCounter(n: number, plan: …)` for a class; null
   * for a type or a constant.
   */
  readonly signature: string | null;
  /** Where it is declared, relative to the repository root. */
  readonly file: string;
}

export interface ApiGroup {
  readonly heading: string | null;
  readonly exports: readonly ApiExport[];
}

export interface ApiNamespace {
  /** null: the names exported at the top level. */
  readonly name: string | null;
  readonly doc: string;
  readonly groups: readonly ApiGroup[];
}

const sources = new Map<string, ts.SourceFile>();

function source(file: string): ts.SourceFile {
  let sf = sources.get(file);
  if (sf === undefined) {
    sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
    sources.set(file, sf);
  }
  return sf;
}

function where(node: ts.Node): string {
  const sf = node.getSourceFile();
  const { line } = sf.getLineAndCharacterOfPosition(node.getStart());
  return `${relative(ROOT, sf.fileName)}:${line + 1}`;
}

function target(from: string, spec: ts.Expression): string {
  if (!ts.isStringLiteral(spec)) throw new Error(`not a string module name`);
  return resolve(dirname(from), spec.text.replace(/\.js$/, '.ts'));
}

/** The first paragraph of a comment, on one line. */
function oneLine(text: string): string {
  return text
    .split(/\n\s*\n/)[0]
    .replace(/\s+/g, ' ')
    .trim();
}

/** Its first sentence: up to a full stop followed by a capital, a quote or a code span. */
function firstSentence(text: string): string {
  const end = /\.\s+(?=[A-Z`'"(])/.exec(text);
  return end === null ? text : text.slice(0, end.index + 1);
}

/** The comment's first paragraph, or '' when the first statement's doc is the file's header. */
function header(sf: ts.SourceFile): string {
  const first = sf.statements[0];
  const docs = first === undefined ? [] : ts.getJSDocCommentsAndTags(first).filter(ts.isJSDoc);
  const doc = docs[0];
  return doc === undefined ? '' : oneLine(ts.getTextOfJSDocComment(doc.comment) ?? '');
}

/** The doc comment that stands right above a declaration (no blank line between). */
function docOf(node: ts.Node): string {
  const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
  const doc = docs[docs.length - 1];
  if (doc === undefined) return '';
  const sf = node.getSourceFile();
  const end = sf.getLineAndCharacterOfPosition(doc.getEnd()).line;
  const start = sf.getLineAndCharacterOfPosition(node.getStart(sf, false)).line;
  if (start !== end + 1) return '';
  return firstSentence(oneLine(ts.getTextOfJSDocComment(doc.comment) ?? ''));
}

function isExported(st: ts.Statement): boolean {
  const mods = ts.canHaveModifiers(st) ? (ts.getModifiers(st) ?? []) : [];
  return mods.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
}

/** Finds the declaration of an exported name in a module, following re-exports. */
function declaration(file: string, name: string): { node: ts.Node; kind: string; docAt: ts.Node } {
  const sf = source(file);
  for (const st of sf.statements) {
    if (ts.isExportDeclaration(st) && st.moduleSpecifier && st.exportClause) {
      if (!ts.isNamedExports(st.exportClause)) continue;
      for (const el of st.exportClause.elements) {
        if (el.name.text === name) {
          return declaration(target(file, st.moduleSpecifier), (el.propertyName ?? el.name).text);
        }
      }
      continue;
    }
    if (!isExported(st)) continue;
    if (ts.isVariableStatement(st)) {
      for (const d of st.declarationList.declarations) {
        if (ts.isIdentifier(d.name) && d.name.text === name)
          return { node: d, kind: 'const', docAt: st };
      }
      continue;
    }
    const named =
      ts.isFunctionDeclaration(st) ||
      ts.isClassDeclaration(st) ||
      ts.isInterfaceDeclaration(st) ||
      ts.isTypeAliasDeclaration(st);
    if (named && st.name?.text === name) {
      const kind = ts.isFunctionDeclaration(st)
        ? 'function'
        : ts.isClassDeclaration(st)
          ? 'class'
          : ts.isInterfaceDeclaration(st)
            ? 'interface'
            : 'type';
      return { node: st, kind, docAt: st };
    }
  }
  throw new Error(`${relative(ROOT, file)} declares no export named ${name}`);
}

/**
 * The methods and function-valued properties of an exported class or interface without a doc
 * comment (the rule TypeDoc's validation applies to the full reference, checked here by reading
 * the source alone, in milliseconds). Private and `#` members are not part of the reference; a
 * class that implements or extends another takes the docs of the members it implements from it
 * (as TypeDoc does), so only its own new methods would need one: those are not told apart here.
 */
function undocumentedMembers(node: ts.Node): ts.ClassElement[] | ts.TypeElement[] {
  if (!ts.isClassDeclaration(node) && !ts.isInterfaceDeclaration(node)) return [];
  if (ts.isClassDeclaration(node) && (node.heritageClauses?.length ?? 0) > 0) return [];
  const members: readonly (ts.ClassElement | ts.TypeElement)[] = node.members;
  return members.filter((m) => {
    if (m.name !== undefined && ts.isPrivateIdentifier(m.name)) return false;
    const mods = ts.canHaveModifiers(m) ? (ts.getModifiers(m) ?? []) : [];
    if (mods.some((x) => x.kind === ts.SyntaxKind.PrivateKeyword)) return false;
    const callable =
      ts.isMethodDeclaration(m) ||
      ts.isMethodSignature(m) ||
      ((ts.isPropertySignature(m) || ts.isPropertyDeclaration(m)) &&
        m.type !== undefined &&
        ts.isFunctionTypeNode(m.type));
    return callable && docOf(m) === '';
  }) as ts.ClassElement[] | ts.TypeElement[];
}

/** A parameter as a signature shows it: its name (`?` when optional), its type, its default. */
function parameterText(p: ts.ParameterDeclaration): string {
  const rest = p.dotDotDotToken !== undefined ? '...' : '';
  const optional = p.questionToken !== undefined ? '?' : '';
  const type = p.type === undefined ? '' : `: ${p.type.getText()}`;
  const initial = p.initializer === undefined ? '' : ` = ${p.initializer.getText()}`;
  return `${rest}${p.name.getText()}${optional}${type}${initial}`.replace(/\s+/g, ' ');
}

function parametersText(ps: readonly ts.ParameterDeclaration[]): string {
  return `(${ps.map(parameterText).join(', ')})`;
}

/** `<E, S extends …>`, or '' for a declaration without type parameters. */
function typeParametersText(node: ts.FunctionDeclaration | ts.ClassDeclaration): string {
  const ps = node.typeParameters ?? [];
  return ps.length === 0 ? '' : `<${ps.map((p) => p.getText()).join(', ')}>`.replace(/\s+/g, ' ');
}

/** The call signature of a function or a class's public constructor; null for anything else. */
function signatureOf(name: string, node: ts.Node): string | null {
  if (ts.isFunctionDeclaration(node)) {
    const result = node.type === undefined ? '' : `: ${node.type.getText().replace(/\s+/g, ' ')}`;
    return `${name}${typeParametersText(node)}${parametersText(node.parameters)}${result}`;
  }
  if (ts.isClassDeclaration(node)) {
    const ctor = node.members.find(
      (m): m is ts.ConstructorDeclaration =>
        ts.isConstructorDeclaration(m) &&
        !(ts.getModifiers(m) ?? []).some((x) => x.kind === ts.SyntaxKind.PrivateKeyword),
    );
    return `new ${name}${typeParametersText(node)}${parametersText(ctor?.parameters ?? [])}`;
  }
  return null;
}

/** One export, documented: `at` is the line that exports it, `d` its declaration. */
function described(
  at: ts.Node,
  name: string,
  value: boolean,
  d: { node: ts.Node; kind: string; docAt: ts.Node },
  problems: string[],
): ApiExport {
  const doc = docOf(d.docAt);
  if (doc === '') problems.push(`${where(d.node)}: ${name} has no doc comment of its own`);
  for (const member of undocumentedMembers(d.node)) {
    problems.push(`${where(member)}: ${name}.${member.name?.getText()} has no doc comment`);
  }
  const isType = d.kind === 'interface' || d.kind === 'type';
  if (isType && value) problems.push(`${where(at)}: ${name} is a type: export type { … }`);
  if (!isType && !value && d.kind !== 'class') {
    problems.push(`${where(at)}: ${name} is a value: export { … }`);
  }
  return {
    name,
    value,
    kind: d.kind,
    doc,
    signature: signatureOf(name, d.node),
    file: relative(ROOT, d.node.getSourceFile().fileName),
  };
}

/**
 * The types of a module exported whole (`export type * from`), in their order: it may hold
 * imports and exported interfaces and type aliases, nothing else (a value would be exported as
 * a type, an unexported helper would be a type the library names and does not export).
 */
function typesModule(st: ts.ExportDeclaration, file: string, problems: string[]): ApiExport[] {
  const out: ApiExport[] = [];
  for (const s of source(file).statements) {
    if (ts.isImportDeclaration(s)) continue;
    const isType = ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s);
    if (!isType || !isExported(s)) {
      problems.push(`${where(s)}: a module exported whole (export type *) declares only types`);
      continue;
    }
    const kind = ts.isInterfaceDeclaration(s) ? 'interface' : 'type';
    out.push(described(st, s.name.text, false, { node: s, kind, docAt: s }, problems));
  }
  return out;
}

/** The names of one `export { … } from` (or `export type * from`) line, resolved and documented. */
function listed(from: string, st: ts.ExportDeclaration, problems: string[]): ApiExport[] {
  if (!st.moduleSpecifier) throw new Error(`${where(st)}: list the names (no export *)`);
  const file = target(from, st.moduleSpecifier);
  if (st.exportClause === undefined && st.isTypeOnly) return typesModule(st, file, problems);
  if (!st.exportClause || !ts.isNamedExports(st.exportClause)) {
    throw new Error(`${where(st)}: list the names (no export *)`);
  }
  return st.exportClause.elements.map((el) => {
    if (el.propertyName !== undefined) problems.push(`${where(el)}: no renaming in export lists`);
    const name = el.name.text;
    const value = !st.isTypeOnly && !el.isTypeOnly;
    return described(el, name, value, declaration(file, name), problems);
  });
}

/** A leading `// heading` line comment of a statement. */
function heading(st: ts.Statement): string | null {
  const sf = st.getSourceFile();
  const ranges = ts.getLeadingCommentRanges(sf.text, st.getFullStart()) ?? [];
  const lines = ranges
    .filter((r) => r.kind === ts.SyntaxKind.SingleLineCommentTrivia)
    .map((r) => sf.text.slice(r.pos + 2, r.end).trim());
  return lines.length > 0 ? lines.join(' ').replace(/\.$/, '') : null;
}

function groupsOf(file: string, sts: readonly ts.Statement[], problems: string[]): ApiGroup[] {
  const groups: { heading: string | null; exports: ApiExport[] }[] = [];
  for (const st of sts) {
    const h = heading(st);
    if (h !== null || groups.length === 0) groups.push({ heading: h, exports: [] });
    groups[groups.length - 1].exports.push(...listed(file, st as ts.ExportDeclaration, problems));
  }
  return groups;
}

/** Reads the whole export list from src/index.ts; throws listing every problem found. */
export function readApi(entry = join(ROOT, 'src/index.ts')): ApiNamespace[] {
  const problems: string[] = [];
  const sf = source(entry);
  const top: ts.Statement[] = [];
  const namespaces: ApiNamespace[] = [];
  for (const st of sf.statements) {
    if (ts.isImportDeclaration(st)) continue;
    if (!ts.isExportDeclaration(st) || !st.moduleSpecifier) {
      problems.push(`${where(st)}: src/index.ts only re-exports`);
      continue;
    }
    const clause = st.exportClause;
    if (clause !== undefined && ts.isNamespaceExport(clause)) {
      const file = target(entry, st.moduleSpecifier);
      const ns = source(file);
      const body: ts.Statement[] = [];
      for (const s of ns.statements) {
        if (ts.isExportDeclaration(s) && s.moduleSpecifier && (s.exportClause || s.isTypeOnly))
          body.push(s);
        else if (!ts.isImportDeclaration(s)) {
          problems.push(`${where(s)}: a namespace module only lists names (export { … } from)`);
        }
      }
      namespaces.push({
        name: clause.name.text,
        doc: header(ns),
        groups: groupsOf(file, body, problems),
      });
    } else if (clause === undefined) {
      problems.push(`${where(st)}: export * is not a list`);
    } else {
      top.push(st);
    }
  }
  const all = [
    { name: null, doc: header(sf), groups: groupsOf(entry, top, problems) },
    ...namespaces,
  ];
  const seen = new Map<string, string>();
  for (const ns of all) {
    for (const g of ns.groups) {
      for (const e of g.exports) {
        const here = ns.name ?? 'the top level';
        const other = seen.get(e.name);
        if (other !== undefined) problems.push(`${e.name} is exported by ${other} and ${here}`);
        seen.set(e.name, here);
      }
    }
  }
  if (problems.length > 0) throw new Error(`the export list has problems:\n${problems.join('\n')}`);
  return all;
}

/** docs/api.md's text. */
export function apiMarkdown(api: readonly ApiNamespace[]): string {
  const out = [
    '# The library: every export',
    '',
    '<!-- Generated by `npm run api` (scripts/api-reference.ts) from src/index.ts, src/library/',
    '     and the doc comments; test/library.test.ts fails when this page is out of date. -->',
    '',
    "`import { queens, tiling, exactCover, regions, engine, trace, symmetry, random, render } from 'placer-puzzles'`.",
    'Each name with how it is called (the parameters and result of a function, the constructor of',
    'a class) and the first sentence of its doc comment; the full reference is [docs/api/](api/README.md)',
    '(TypeDoc, from the same comments).',
    '',
    'Inside the code boards, rows, columns and indices are 0-based; text for people (the placement',
    'formats, messages, JSON cells of tilings) is 1-based. Counts that can pass 2^53 are `bigint`.',
    '',
  ];
  for (const ns of api) {
    out.push(ns.name === null ? '## Top level' : `## \`${ns.name}\``, '');
    if (ns.name !== null && ns.doc !== '') out.push(ns.doc, '');
    for (const g of ns.groups) {
      if (g.heading !== null) out.push(`### ${g.heading}`, '');
      for (const e of g.exports) {
        out.push(`- \`${e.signature ?? e.name}\` (${e.kind}): ${e.doc}`);
      }
      out.push('');
    }
  }
  return out.join('\n');
}

export const API_DOC = join(ROOT, 'docs/api.md');

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const text = apiMarkdown(readApi());
  if (process.argv.includes('--write')) writeFileSync(API_DOC, text);
  else process.stdout.write(text);
}
