/**
 * Progress on standard error: a line redrawn in place on a terminal, or (when asked for with
 * --progress) a plain line every few seconds for logs. Never on standard output.
 */
import { stdStreams } from '../node/stdio.js';

export interface ProgressLine {
  update(text: string): void;
  /** Clears the live line (before the final output). */
  done(): void;
}

export function progressLine(opts: {
  tty: boolean;
  enabled: boolean;
  everyMs?: number;
}): ProgressLine {
  if (!opts.enabled) return { update: () => undefined, done: () => undefined };
  if (opts.tty) {
    let shown = false;
    return {
      update: (text) => {
        stdStreams().writeErr(`\r\x1b[2K${text}`);
        shown = true;
      },
      done: () => {
        if (shown) stdStreams().writeErr('\r\x1b[2K');
        shown = false;
      },
    };
  }
  const every = opts.everyMs ?? 5000;
  let last = -Infinity;
  return {
    update: (text) => {
      const now = performance.now();
      if (now - last < every) return;
      last = now;
      stdStreams().writeErr(text + '\n');
    },
    done: () => undefined,
  };
}

/**
 * What a long command holds while it runs: its progress line, and a signal that Ctrl-C (SIGINT) or
 * SIGTERM aborts so the command can stop between slices and report what it has.
 */
export interface LiveRun {
  readonly line: ProgressLine;
  readonly signal: AbortSignal;
  /** Stops listening for the signals and clears the progress line. */
  end(): void;
}

export function startLiveRun(
  errIsTTY: boolean,
  opts: { quiet?: boolean; progress?: boolean },
): LiveRun {
  const line = progressLine({
    tty: errIsTTY,
    enabled: opts.quiet !== true && (errIsTTY || opts.progress === true),
  });
  const abort = new AbortController();
  const onSignal = (): void => abort.abort();
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return {
    line,
    signal: abort.signal,
    end: () => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      line.done();
    },
  };
}
