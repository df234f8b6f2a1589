/**
 * The examples in README.md and docs/*.md, run for real (test/docs-examples.test.ts checks them;
 * scripts/docs-examples.ts --write refreshes the shown outputs).
 *
 * How an example is written: a ```console block holds one or more examples, each a `$ COMMAND`
 * line followed by what it prints (standard output and standard error together, as a terminal
 * shows them). A command that exits with a status other than 0 ends its output with a line
 * `(exit N)`. The blocks of one document run in order, in one fresh folder, through bash with
 * `placer` on the PATH (the built bin/placer.js) and NO_COLOR=1, so a later example can use a
 * file an earlier one wrote. (A plain `placer …` line runs in one long-lived process per
 * document, test/support/placerHost.ts, with the same folder and environment: the same output
 * without a process start per example.) `$ cat FILE`, when FILE does not exist yet, first writes the shown
 * text to FILE: that is how a document gives an example its input files. A block right after the
 * line `<!-- docs-example: slow -->` runs only in the slow suite (test/docs-examples.slow.test.ts).
 * Blocks of other kinds (```sh, ```text, ```js) are not run.
 *
 * The masking rule: what depends on the run is replaced by `…` on both sides before comparing —
 * every duration in the form the CLI prints them (render/duration.ts: `17 ms`, `0.4 s`, `12 s`,
 * `106 min 41 s`, `41 days`, `≈ 3.6 × 10^5 years`; a duration in another form, such as the old
 * `0.014 s` or `47 µs`, is kept as it is, so a document showing it fails), every rate (`17 rows/s`), and every JSON number under a key
 * that holds a time (a key ending in `seconds`, `Seconds`, `Ms` or `EtaSeconds`), and how much of a
 * sample fitted in a time budget (the 1628 of `1628 of its 3206 subproblems timed`). Trailing spaces
 * and trailing blank lines are ignored. Nothing else is masked: counts, nodes, seeds and
 * placements must match exactly.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PlacerHost, plainPlacer, type HostResult } from './placerHost.js';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The built command (as test/support/cli.ts runs it; that module is not imported: it registers node:test hooks). */
const BIN = join(ROOT, 'bin/placer.js');

/** The documents whose examples are run (docs/api.md is generated and has none). */
export const DOCS = [
  'README.md',
  'docs/architecture.md',
  'docs/cli.md',
  'docs/heuristics.md',
  'docs/inputs.md',
  'docs/listing.md',
  'docs/queens-join.md',
  'docs/tiling.md',
] as const;

/** The command that rewrites the shown outputs from real runs. */
export const REFRESH = 'node --import tsx scripts/docs-examples.ts --write';

export const SLOW_MARK = '<!-- docs-example: slow -->';

export interface Example {
  readonly doc: string;
  /** 1-based line of the `$ ` line in the document. */
  readonly line: number;
  readonly command: string;
  /** The output shown, trailing blank lines removed. */
  readonly expected: readonly string[];
  /** Blank lines after the output in the document (kept when the output is rewritten). */
  readonly gap: number;
  readonly slow: boolean;
  /** 0-based line range of the output in the document: [start, end). */
  readonly outputStart: number;
  readonly outputEnd: number;
}

/** Finds every example of a document's ```console blocks. */
export function parseExamples(doc: string, text: string): Example[] {
  const lines = text.split('\n');
  const examples: Example[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i] !== '```console') continue;
    let prev = i - 1;
    while (prev >= 0 && lines[prev].trim() === '') prev--;
    const slow = prev >= 0 && lines[prev].trim() === SLOW_MARK;
    let end = i + 1;
    while (end < lines.length && !lines[end].startsWith('```')) end++;
    if (end === lines.length) throw new Error(`${doc}:${i + 1}: unclosed console block`);
    if (!lines[i + 1].startsWith('$ '))
      throw new Error(`${doc}:${i + 2}: a console block starts with a '$ ' line`);
    for (let j = i + 1; j < end;) {
      const command = lines[j].slice(2);
      let k = j + 1;
      while (k < end && !lines[k].startsWith('$ ')) k++;
      let last = k;
      while (last > j + 1 && lines[last - 1].trim() === '') last--;
      examples.push({
        doc,
        line: j + 1,
        command,
        expected: lines.slice(j + 1, last),
        gap: k - last,
        slow,
        outputStart: j + 1,
        outputEnd: last,
      });
      j = k;
    }
    i = end;
  }
  return examples;
}

/**
 * A duration as formatDuration (render/duration.ts) writes it, "≈ " allowed: only these are
 * masked, so a document keeps the form the CLI prints, whatever the value.
 */
const DURATION_FORM =
  /^(?:≈\s*)?(?:\d+ ms|\d+\.\d s|\d+ s|\d+ min \d+ s|\d+ h \d+ min|\d+ days|\d+(?:\.\d)? years|\d\.\d × 10\^\d+ years)$/;

/** The masking rule (see the top of this file): durations, rates and JSON times become `…`. */
export function mask(text: string): string {
  const unit =
    '(?:s|ms|µs|us|ns|sec|seconds?|min|minutes?|h|hours?|days?|weeks?|months?|years?)(?![\\w/])';
  const number = '(?:≈\\s*)?\\d[\\d,.]*(?:e[+-]?\\d+)?(?:\\s*×\\s*10\\^\\d+)?';
  const duration = new RegExp(`${number}\\s*${unit}(?:\\s+${number}\\s*${unit})*`, 'g');
  const rate = new RegExp(`${number}\\s*[\\w]+/s\\b`, 'g');
  return text
    .replace(/\b\d+( of (?:its|count \d+'s) \d+ subproblems timed)/g, '…$1')
    .replace(/("[A-Za-z]*(?:seconds|Seconds|Ms)"\s*:\s*)-?[\d.e+-]+/g, '$1…')
    .replace(rate, '…')
    .replace(duration, (d) => (DURATION_FORM.test(d) ? '…' : d))
    .split('\n')
    .map((l) => l.trimEnd())
    .join('\n')
    .trimEnd();
}

export interface Outcome {
  readonly example: Example;
  /** What the command printed, `(exit N)` appended when it failed; trailing blanks removed. */
  readonly actual: readonly string[];
  readonly matches: boolean;
  /** Wall time of the command, ms. */
  readonly ms: number;
}

/** Runs a document's examples in order in one fresh folder; slow ones only when asked. */
export async function runDoc(
  examples: readonly Example[],
  opts: { slow: boolean; timeoutMs?: number },
): Promise<Outcome[]> {
  const dir = mkdtempSync(join(tmpdir(), 'placer-docs-'));
  const binDir = join(dir, '.bin');
  mkdirSync(binDir);
  writeFileSync(join(binDir, 'placer'), `#!/bin/sh\nexec '${process.execPath}' '${BIN}' "$@"\n`, {
    mode: 0o755,
  });
  const env = commandEnv(dir, binDir);
  const host = new PlacerHost(dir, env);
  try {
    const outcomes: Outcome[] = [];
    for (const example of examples) {
      if (example.slow && !opts.slow) continue;
      const cat = /^cat (\S+)$/.exec(example.command);
      if (cat && !existsSync(join(dir, cat[1]))) {
        mkdirSync(dirname(join(dir, cat[1])), { recursive: true });
        writeFileSync(join(dir, cat[1]), example.expected.join('\n') + '\n');
      }
      const t0 = performance.now();
      const timeoutMs = opts.timeoutMs ?? 120_000;
      const args = plainPlacer(example.command);
      const actual =
        args === null
          ? await runCommand(example.command, dir, env, timeoutMs)
          : outputLines(await host.run(args, timeoutMs), timeoutMs);
      outcomes.push({
        example,
        actual,
        matches: mask(actual.join('\n')) === mask(example.expected.join('\n')),
        ms: performance.now() - t0,
      });
    }
    return outcomes;
  } finally {
    await host.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The environment the examples run in. HOME and XDG_CACHE_HOME in the folder: default
 * checkpoints neither leak in nor out.
 */
export function commandEnv(cwd: string, binDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NO_COLOR: '1',
    HOME: cwd,
    XDG_CACHE_HOME: join(cwd, '.cache'),
    PATH: `${binDir}:${process.env.PATH ?? ''}`,
  };
  delete env.FORCE_COLOR;
  delete env.PLACER_QUEUE;
  return env;
}

/** A command's lines as the document shows them: both streams, then `(exit N)` on a failure. */
function outputLines(r: HostResult, timeoutMs: number): string[] {
  const lines = r.chunks
    .map(([, text]) => text)
    .join('')
    .trimEnd()
    .split('\n');
  if (lines.length === 1 && lines[0] === '') lines.pop();
  if (r.signal !== null) lines.push(`(killed by ${r.signal} after ${timeoutMs} ms)`);
  else if (r.code !== 0) lines.push(`(exit ${r.code})`);
  return lines;
}

function runCommand(
  command: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', `exec 2>&1\n${command}`], {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => chunks.push(b));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve(
        outputLines(
          { code, signal, chunks: [[1, Buffer.concat(chunks).toString('utf8')]] },
          timeoutMs,
        ),
      );
    });
  });
}

/** The examples of every document, by document. */
export function allExamples(): Map<string, Example[]> {
  const byDoc = new Map<string, Example[]>();
  for (const doc of DOCS) byDoc.set(doc, parseExamples(doc, readFileSync(join(ROOT, doc), 'utf8')));
  return byDoc;
}

/** A short account of a mismatch: the first line that differs after masking. */
export function describeMismatch(o: Outcome): string {
  const want = mask(o.example.expected.join('\n')).split('\n');
  const got = mask(o.actual.join('\n')).split('\n');
  let i = 0;
  while (i < want.length && i < got.length && want[i] === got[i]) i++;
  return (
    `${o.example.doc}:${o.example.line}: $ ${o.example.command}\n` +
    `  output line ${i + 1}: shown   ${JSON.stringify(want[i] ?? '(nothing)')}\n` +
    `                  real    ${JSON.stringify(got[i] ?? '(nothing)')}`
  );
}

/**
 * A document with the outputs of the given outcomes replaced by the real ones. An example whose
 * output matches after masking keeps its text (the timings shown are from a real run already).
 */
export function rewriteDoc(text: string, outcomes: readonly Outcome[]): string {
  const lines = text.split('\n');
  const changes = outcomes
    .filter((o) => !o.matches && !/^cat \S+$/.test(o.example.command))
    .sort((a, b) => b.example.outputStart - a.example.outputStart);
  for (const o of changes)
    lines.splice(
      o.example.outputStart,
      o.example.outputEnd - o.example.outputStart,
      ...o.actual.map((l) => l.trimEnd()),
    );
  return lines.join('\n');
}
