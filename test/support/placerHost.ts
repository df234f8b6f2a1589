/**
 * Runs the documentation's `placer …` commands without a process start each (about 0.3 s of CPU
 * apiece, most of the docs tests' time): a plain command line (`placer` and words with no quotes,
 * pipes, redirections or expansions) goes to one long-lived process (test/support/placerHost.mjs)
 * that runs the built bundle in the document's folder with the shell's environment; anything else
 * is for the caller to run through bash. The output is what a process would print.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { createInterface, type Interface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const BUNDLE = new URL('../../dist/cli/bundle.js', import.meta.url).href;
/** The host process: its stdin and stdout piped, its stderr the test's. */
type Child = ChildProcessByStdio<Writable, Readable, null>;

const HOST = fileURLToPath(new URL('./placerHost.mjs', import.meta.url));

/** What one command printed: both streams in the order written, and its exit code. */
export interface HostResult {
  readonly code: number | null;
  /** null when the command was stopped at its time limit. */
  readonly signal: NodeJS.Signals | null;
  /** [1 | 2, text]: stdout and stderr chunks in the order the command wrote them. */
  readonly chunks: readonly (readonly [1 | 2, string])[];
}

/**
 * A word the shell takes literally: plain characters, or a double-quoted run of them and spaces
 * (no $, `, \\ or " inside, so the quotes only join the words), e.g. "1 5 8 6 3 7 2 4".
 */
const WORD = /[A-Za-z0-9_.,:=/+@%^-]+|"[A-Za-z0-9_.,:=/+@%^ -]*"/g;

/** The words of a plain `placer …` command line, or null when it needs a shell. */
export function plainPlacer(command: string): string[] | null {
  if (!new RegExp(`^placer(?: (?:${WORD.source}))*$`).test(command)) return null;
  return (command.slice('placer'.length).match(WORD) ?? []).map((w) =>
    w.startsWith('"') ? w.slice(1, -1) : w,
  );
}

export class PlacerHost {
  private child: Child | null = null;
  private lines: Interface | null = null;
  private waiting: ((line: string | null) => void) | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly cwd: string,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  /** Runs `placer args…` after the commands asked before it; stopped after `timeoutMs`. */
  run(args: readonly string[], timeoutMs: number): Promise<HostResult> {
    const result = this.queue.then(() => this.runNow(args, timeoutMs));
    this.queue = result.catch(() => {});
    return result;
  }

  /** Ends the host process (its CPU is then counted with the test's children). */
  async close(): Promise<void> {
    await this.queue;
    const child = this.child;
    if (child === null) return;
    this.child = null;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.stdin.end();
    await exited;
  }

  private start(): Child {
    const child = spawn(process.execPath, [HOST, BUNDLE], {
      cwd: this.cwd,
      env: this.env,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    this.lines = createInterface({ input: child.stdout });
    this.lines.on('line', (line) => this.waiting?.(line));
    child.once('exit', () => this.waiting?.(null));
    this.child = child;
    return child;
  }

  private async runNow(args: readonly string[], timeoutMs: number): Promise<HostResult> {
    const child = this.child ?? this.start();
    const line = await new Promise<string | null>((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve(null);
      }, timeoutMs);
      this.waiting = (l) => {
        clearTimeout(timer);
        this.waiting = null;
        resolve(l);
      };
      child.stdin.write(`${JSON.stringify({ args })}\n`);
    });
    if (line === null) {
      // Stopped at the limit or died: the next command gets a fresh host.
      this.child = null;
      return { code: null, signal: 'SIGKILL', chunks: [] };
    }
    const { code, chunks } = JSON.parse(line) as Omit<HostResult, 'signal'>;
    return { code, signal: null, chunks };
  }
}
