/**
 * The standard streams the CLI reads and writes, in one place that can be swapped: the process's
 * own by default. `run` (src/cli/main.ts) installs others for the length of one command, so a
 * command can run in-process (the tests run most CLI calls that way, in a worker thread, instead
 * of starting a process for each).
 */
import { readSync, writeSync } from 'node:fs';

export interface StdStreams {
  /** Writes part of `data` to standard output at once; returns the bytes written (as writeSync). */
  writeOut(data: Uint8Array, offset: number, length: number): number;
  /** Writes text to standard error. */
  writeErr(text: string): void;
  /** Reads standard input into `buf` (as readSync): 0 at its end. */
  readIn(buf: Uint8Array, offset: number, length: number): number;
  readonly outIsTTY: boolean;
  readonly errIsTTY: boolean;
}

/** The process's standard streams: file descriptors 0, 1 and 2. */
export const processStreams: StdStreams = {
  writeOut: (data, offset, length) => writeSync(1, data, offset, length),
  writeErr: (text) => process.stderr.write(text),
  readIn: (buf, offset, length) => readSync(0, buf, offset, length, null),
  get outIsTTY() {
    return process.stdout.isTTY === true;
  },
  get errIsTTY() {
    return process.stderr.isTTY === true;
  },
};

let current: StdStreams = processStreams;

/** The standard streams in use now. */
export function stdStreams(): StdStreams {
  return current;
}

/** Installs `streams` as the standard streams; returns the ones they replace. */
export function setStdStreams(streams: StdStreams): StdStreams {
  const before = current;
  current = streams;
  return before;
}

/** All of standard input, as text (for inputs read whole). */
export function readAllStdin(): string {
  const parts: Uint8Array[] = [];
  const buf = new Uint8Array(1 << 16);
  for (;;) {
    let got: number;
    try {
      got = current.readIn(buf, 0, buf.length);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      // A non-blocking standard input with nothing yet: try again.
      if (code === 'EAGAIN') continue;
      if (code === 'EOF') break;
      throw e;
    }
    if (got === 0) break;
    parts.push(buf.slice(0, got));
  }
  return Buffer.concat(parts).toString('utf8');
}
