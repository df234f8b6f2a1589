/**
 * docs/inputs.md's tables of entry points, run for real (test/inputs-table.test.ts checks them;
 * scripts/docs-examples.ts --write refreshes them).
 *
 * A table row is `| entry point | accepted | bad input | what it gets |`. The bad input is one
 * code span: a `placer …` command line (run by bash in a folder holding the files the document's
 * `$ cat FILE` examples show, NO_COLOR=1, no standard input; a plain one by the document's
 * host process, test/support/placerHost.ts, in the same folder and environment) or a call into the library such as
 * `queens.countQueens(40)` (evaluated with the package's namespaces in scope). What it gets is
 * written as the test sees it: `exit N: ` and the one line on standard error, or `throws ` and the
 * error's message, or `returns ` and the value as JSON (a bad input that does not fail).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as library from '../../src/index.js';
import { commandEnv, parseExamples, ROOT } from './docsExamples.js';
import { PlacerHost, plainPlacer } from './placerHost.js';

/** Longest one bad input may take before it counts as hung. */
const CLI_LIMIT_MS = 60_000;

export const INPUTS_DOC = 'docs/inputs.md';

export interface InputRow {
  /** 0-based line in the document. */
  readonly index: number;
  readonly cells: readonly string[];
  /** The bad input, unescaped (`\|` → `|`). */
  readonly input: string;
  /** What the document says it gets, unescaped. */
  readonly expected: string;
}

/** Splits a table line on the `|` that are not escaped. */
function splitRow(line: string): string[] {
  const cells: string[] = [];
  let cur = '';
  for (let i = 1; i < line.length - 1; i++) {
    if (line[i] === '\\' && line[i + 1] === '|') {
      cur += '\\|';
      i++;
    } else if (line[i] === '|') {
      cells.push(cur.trim());
      cur = '';
    } else cur += line[i];
  }
  cells.push(cur.trim());
  return cells;
}

/** The code span's text ("`x`" or "`` x ``"), unescaped. */
function codeSpan(cell: string): string | null {
  const m = /^(`+) ?(.*?) ?\1$/.exec(cell);
  return m === null ? null : m[2].replace(/\\\|/g, '|');
}

/** A value written as a table cell: a code span that survives backticks and pipes. */
export function cellCode(text: string): string {
  const fence = text.includes('`') ? '``' : '`';
  const pad = fence === '``' ? ' ' : '';
  return `${fence}${pad}${text.replace(/\|/g, '\\|')}${pad}${fence}`;
}

export function parseInputRows(text: string): InputRow[] {
  const rows: InputRow[] = [];
  text.split('\n').forEach((line, index) => {
    if (!line.startsWith('|') || line.startsWith('| ---') || line.startsWith('| entry')) return;
    const cells = splitRow(line);
    if (cells.length !== 4) return;
    const input = codeSpan(cells[2]);
    if (input === null) return;
    const m = /^(exit \d+: |throws |returns )(.*)$/.exec(cells[3]);
    const expected = m === null ? cells[3] : m[1] + (codeSpan(m[2]) ?? m[2]);
    rows.push({ index, cells, input, expected });
  });
  return rows;
}

/** What a bad input gets, written as the table writes it (before escaping). */
export type Got = { prefix: string; text: string };

export function gotText(g: Got): string {
  return g.prefix + g.text;
}

export function gotCell(g: Got): string {
  return g.prefix + cellCode(g.text);
}

/** A command's answer as the table writes it: the exit status and the first line of stderr. */
function gotFromCli(
  code: number | null,
  signal: NodeJS.Signals | null,
  out: string,
  err: string,
): Got {
  const lines = err.trimEnd().split('\n');
  let text = lines[0];
  if (lines.length > 1) text += ` (+${lines.length - 1} more lines on stderr)`;
  if (out !== '') text += ` (and ${out.length} bytes on stdout)`;
  return { prefix: `exit ${code ?? signal}: `, text };
}

function runCli(command: string, cwd: string, env: NodeJS.ProcessEnv): Promise<Got> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', command], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (b: Buffer) => (out += b.toString()));
    child.stderr.on('data', (b: Buffer) => (err += b.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), CLI_LIMIT_MS);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve(gotFromCli(code, signal, out, err));
    });
  });
}

/** A plain `placer …` row, run by the document's host process (no process start per row). */
async function runHosted(host: PlacerHost, args: readonly string[]): Promise<Got> {
  const r = await host.run(args, CLI_LIMIT_MS);
  const stream = (n: 1 | 2) =>
    r.chunks
      .filter(([s]) => s === n)
      .map(([, text]) => text)
      .join('');
  return gotFromCli(r.code, r.signal, stream(1), stream(2));
}

function runLibrary(expression: string): Got {
  const names = Object.keys(library);
  const values = names.map((n) => (library as Record<string, unknown>)[n]);
  try {
    const value: unknown = new Function(...names, `return (${expression});`)(...values);
    return {
      prefix: 'returns ',
      text:
        JSON.stringify(value, (_, v: unknown) =>
          typeof v === 'bigint' ? `${v}n` : ArrayBuffer.isView(v) ? Array.from(v as Int32Array) : v,
        ) ?? 'undefined',
    };
  } catch (e) {
    const name = e instanceof Error ? e.name : typeof e;
    const message = e instanceof Error ? e.message : String(e);
    return { prefix: 'throws ', text: name === 'PlacerError' ? message : `${name}: ${message}` };
  }
}

export interface InputOutcome {
  readonly row: InputRow;
  readonly got: Got;
  readonly matches: boolean;
}

/** Runs every row of the document; CLI rows a few at a time. */
export async function runInputRows(text: string): Promise<InputOutcome[]> {
  const rows = parseInputRows(text);
  const dir = mkdtempSync(join(tmpdir(), 'placer-inputs-'));
  const binDir = join(dir, '.bin');
  mkdirSync(binDir);
  writeFileSync(
    join(binDir, 'placer'),
    `#!/bin/sh\nexec '${process.execPath}' '${join(ROOT, 'bin/placer.js')}' "$@"\n`,
    { mode: 0o755 },
  );
  for (const e of parseExamples(INPUTS_DOC, text)) {
    const cat = /^cat (\S+)$/.exec(e.command);
    if (cat) writeFileSync(join(dir, cat[1]), e.expected.join('\n') + '\n');
  }
  const env = commandEnv(dir, binDir);
  const host = new PlacerHost(dir, env);
  try {
    const results: InputOutcome[] = new Array<InputOutcome>(rows.length);
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < rows.length) {
        const i = next++;
        const row = rows[i];
        const args = plainPlacer(row.input);
        const got = !row.input.startsWith('placer ')
          ? runLibrary(row.input)
          : args === null
            ? await runCli(row.input, dir, env)
            : await runHosted(host, args);
        results[i] = { row, got, matches: gotText(got) === row.expected };
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    return results;
  } finally {
    await host.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The document with the "what it gets" cells of the given outcomes rewritten. */
export function rewriteInputs(text: string, outcomes: readonly InputOutcome[]): string {
  const lines = text.split('\n');
  for (const o of outcomes) {
    if (o.matches) continue;
    const cells = [...o.row.cells];
    cells[3] = gotCell(o.got);
    lines[o.row.index] = `| ${cells.join(' | ')} |`;
  }
  return lines.join('\n');
}
