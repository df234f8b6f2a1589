/** What a command needs from the process: output streams and how to draw for them. */
import { LineWriter } from '../node/output.js';
import { stdStreams } from '../node/stdio.js';
import { parseChoice } from './args.js';

export interface CliContext {
  /**
   * Buffered standard output (ends quietly when the reader goes away), or the file given
   * with -o (see outputOption.ts): main commits or abandons it when the command ends.
   */
  out: LineWriter;
  /** One message line to standard error. */
  readonly err: (line: string) => void;
  /** Standard output takes colour (see colorWanted; set from --color before a command runs). */
  color: boolean;
  /** Standard error is a terminal (live progress lines). */
  readonly errIsTTY: boolean;
}

export const COLOR_CHOICES = ['auto', 'always', 'never'] as const;
export type ColorChoice = (typeof COLOR_CHOICES)[number];

/**
 * Whether to colour standard output: --color always|never decides; with auto (the default),
 * FORCE_COLOR (non-empty, not 0) says yes, NO_COLOR (non-empty) says no, and otherwise a
 * terminal that is not TERM=dumb gets colour.
 */
export function colorWanted(
  choice: ColorChoice,
  env: Record<string, string | undefined>,
  isTTY: boolean,
): boolean {
  if (choice !== 'auto') return choice === 'always';
  const force = env.FORCE_COLOR;
  if (force !== undefined && force !== '' && force !== '0' && force !== 'false') return true;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return isTTY && env.TERM !== 'dumb';
}

/** The --color option's value, checked. */
export function parseColor(text: string | undefined): ColorChoice {
  return text === undefined ? 'auto' : parseChoice('--color', text, COLOR_CHOICES);
}

export function processContext(): CliContext {
  return {
    out: new LineWriter(),
    err: (line) => stdStreams().writeErr(line + '\n'),
    color: colorWanted('auto', process.env, stdStreams().outIsTTY),
    errIsTTY: stdStreams().errIsTTY,
  };
}
