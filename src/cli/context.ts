/** What a command needs from the process: output streams and how to draw for them. */
import { LineWriter } from '../node/output.js';

export interface CliContext {
  /** Buffered standard output (ends quietly when the reader goes away). */
  readonly out: LineWriter;
  /** One message line to standard error. */
  readonly err: (line: string) => void;
  /** Standard output is a terminal that takes colour. */
  readonly color: boolean;
  /** Standard error is a terminal (live progress lines). */
  readonly errIsTTY: boolean;
}

export function processContext(): CliContext {
  const noColor = process.env.NO_COLOR !== undefined && process.env.NO_COLOR !== '';
  return {
    out: new LineWriter(),
    err: (line) => process.stderr.write(line + '\n'),
    color: process.stdout.isTTY === true && !noColor && process.env.TERM !== 'dumb',
    errIsTTY: process.stderr.isTTY === true,
  };
}
