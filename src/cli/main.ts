/**
 * The `placer` command. Output goes to stdout, messages and progress to stderr. Exit codes:
 * 0 ok, 1 a "no" answer, 2 bad usage (one line naming the bad value and what is allowed),
 * 130 interrupted. bin/placer.js calls main(process.argv); tests call run() in-process.
 */
import { CommanderError, type Command } from 'commander';
import { PlacerCommand } from './command.js';
import { isPlacerError, errorMessage } from '../core/errors.js';
import { escapeUnsafe } from '../core/text.js';
import { workbenchSentence } from '../render/workbench.js';
import { colorWanted, parseColor, processContext, type CliContext } from './context.js';
import { OutputError } from '../node/output.js';
import { setStdStreams, stdStreams, type StdStreams } from '../node/stdio.js';
import { EXIT_FAILURE, EXIT_INTERRUPTED, EXIT_OK, EXIT_USAGE } from './errors.js';
import type { Act, Family, Outcome } from './outcome.js';
import { placerVersion } from './version.js';

/** A family's top-level command names, and its module, loaded only when a command needs it. */
export interface FamilyRow {
  readonly commands: readonly string[];
  /**
   * Its puzzles as the program's description names them (render/workbench.ts), in the row
   * itself so that the help names every family without loading one; none for commands that are
   * no puzzle's (serve, the queue's).
   */
  readonly puzzles?: string;
  readonly load: () => Promise<Family>;
}

/**
 * The command families, in the order `placer --help` lists them (and names their puzzles). A new
 * family is a folder src/cli/<family>/ whose index.ts exports a Family (outcome.ts), and one row
 * here: its commands, its puzzles in words, its module. A command loads its own family alone
 * (the bundle splits at these imports: scripts/bundle-cli.mjs), so `placer queens count 8` never
 * compiles the tilings' or the queue's code.
 */
export const FAMILIES: readonly FamilyRow[] = [
  {
    commands: ['queens'],
    puzzles: 'N-Queens',
    load: async () => (await import('./queens/index.js')).registerQueens,
  },
  {
    commands: ['tile'],
    puzzles: 'polyomino and polycube tilings',
    load: async () => (await import('./tiling/index.js')).registerTiling,
  },
  {
    commands: ['cover'],
    puzzles: 'exact cover',
    load: async () => (await import('./cover/index.js')).registerCoverFamily,
  },
  {
    commands: ['kings'],
    puzzles: 'kings',
    load: async () => (await import('./kings/index.js')).registerKings,
  },
  {
    commands: ['regions'],
    puzzles: 'Queens regions and Star Battle',
    load: async () => (await import('./regions/index.js')).registerRegions,
  },
  { commands: ['serve'], load: async () => (await import('./serve.js')).registerServe },
  { commands: ['worker', 'queue'], load: async () => (await import('./queue.js')).registerQueue },
];

/** Options of the program itself, and which of them take a value (skipped to find the command). */
const VERSION_FLAGS = new Set(['-V', '--version']);
const VALUED_GLOBALS = new Set(['--color']);

/**
 * The families a command line needs: none for the version, the one its command names, every
 * one otherwise (the general help, `help WORD`, a mistyped command that wants suggestions).
 */
function familiesFor(argv: readonly string[]): readonly FamilyRow[] {
  for (let i = 2; i < argv.length; i++) {
    const word = argv[i];
    if (VALUED_GLOBALS.has(word)) {
      i++;
      continue;
    }
    if (word.startsWith('--color=')) continue;
    if (VERSION_FLAGS.has(word)) return [];
    const row = FAMILIES.find((f) => f.commands.includes(word));
    return row === undefined ? FAMILIES : [row];
  }
  return FAMILIES;
}

/** The exit code of each outcome: the one place where an outcome becomes one. */
const EXIT_CODES: Readonly<Record<Outcome, number>> = {
  ok: EXIT_OK,
  no: EXIT_FAILURE,
  interrupted: EXIT_INTERRUPTED,
};

/** Writes what a failed command printed before it failed, unless stdout itself is the problem. */
async function flushQuietly(ctx: CliContext): Promise<void> {
  // A file (-o) is never left half-written: what a failed command wrote there is dropped.
  if (ctx.out.file !== null) {
    ctx.out.abandon();
    return;
  }
  try {
    await ctx.out.end();
  } catch {
    ctx.out.discard();
  }
}

/** Names of the subcommands of the deepest command that argv reaches (for "unknown command"). */
function subcommandNames(program: Command, argv: string[]): string[] {
  let cmd = program;
  for (const word of argv.slice(2)) {
    const next = cmd.commands.find((c) => c.name() === word);
    if (!next) break;
    cmd = next;
  }
  return cmd.commands.map((c) => c.name());
}

/**
 * Commander's messages start with "error: "; ours are one line after "placer: ". Its "Did you
 * mean …?" line (a mistyped command or option: showSuggestionAfterError) joins that line.
 */
function commanderMessage(e: CommanderError): string {
  const [msg, ...more] = e.message.replace(/^error: /, '').split('\n');
  // A negative number looks like an unknown option to the parser: name it as a bad number.
  const neg = /^unknown option '(-[0-9][^']*)'/.exec(msg);
  if (neg) return `numbers must be whole and positive, got '${neg[1]}'`;
  const hint = more.map((l) => /^\(Did you mean (.+)\?\)$/.exec(l.trim())?.[1]).find(Boolean);
  return hint === undefined ? msg : `${msg}: did you mean ${hint}?`;
}

/**
 * `placer help queens count` is `placer queens count --help`: commander's own help command
 * stops at the first word. A word that names no command is left to the parser without --help
 * (`placer help nothing` is `placer nothing`: an unknown command, exit 2), where --help would
 * print the general help and exit 0 as if it had been asked for.
 */
function helpArgv(argv: string[], program: Command): string[] {
  const [node, script, first, ...rest] = argv;
  if (first !== 'help' || rest.length === 0) return argv;
  let cmd = program;
  for (const word of rest) {
    if (word.startsWith('-') || cmd.commands.length === 0) break;
    const next = cmd.commands.find((c) => c.name() === word || c.aliases().includes(word));
    if (next === undefined) return [node, script, ...rest];
    cmd = next;
  }
  return [node, script, ...rest, '--help'];
}

export async function main(argvIn: string[]): Promise<number> {
  const ctx = processContext();
  // Messages quote user text: every one is escaped before it reaches the terminal.
  const say = (line: string): void => ctx.err(escapeUnsafe(line));
  const program = new PlacerCommand();
  program
    .name('placer')
    .description(workbenchSentence(FAMILIES.flatMap((f) => f.puzzles ?? [])))
    .version(placerVersion(), '-V, --version')
    .exitOverride()
    // Help and version through the CLI's streams (buffered stdout first, so the order holds).
    .configureOutput({
      outputError: () => undefined,
      writeOut: (text) => ctx.out.bytes(Buffer.from(text, 'utf8')),
      writeErr: (text) => stdStreams().writeErr(text),
    })
    .showSuggestionAfterError(true)
    .option('--color <when>', 'colour on stdout: auto (a terminal, unless NO_COLOR), always, never')
    // The global options are read before any command runs, wherever they stand on the line.
    .hook('preAction', () => {
      const when = parseColor(program.opts<{ color?: string }>().color);
      ctx.color = colorWanted(when, process.env, stdStreams().outIsTTY);
    });
  // What the command's action returned; help and version run none: ok.
  let outcome = 'ok' as Outcome;
  const act: Act =
    (action) =>
    async (...args) => {
      outcome = await action(...args);
    };
  let argv = argvIn;
  try {
    for (const family of await Promise.all(familiesFor(argvIn).map((f) => f.load())))
      family(program, ctx, act);
    argv = helpArgv(argvIn, program);
    await program.parseAsync(argv);
    if (outcome === 'interrupted' && ctx.out.file !== null) {
      // A partial result never replaces the file (-o): it stays as it was, or absent.
      ctx.out.abandon();
      say(`placer: cancelled: '${ctx.out.file}' not written (left as it was)`);
    } else await ctx.out.commit();
    return EXIT_CODES[outcome];
  } catch (e) {
    if (e instanceof OutputError) {
      say(`placer: ${e.message}`);
      return EXIT_FAILURE;
    }
    if (e instanceof CommanderError || isPlacerError(e)) ctx.out.abandon();
    else await flushQuietly(ctx);
    if (e instanceof CommanderError) {
      if (e.code === 'commander.helpDisplayed' || e.code === 'commander.version') return 0;
      // A command group without its subcommand: the help went to stderr; that is a usage error.
      if (e.code === 'commander.help') return EXIT_USAGE;
      if (e.code === 'commander.executeSubCommandAsync' || e.exitCode === 0) return e.exitCode;
      const known = e.code === 'commander.unknownCommand' ? subcommandNames(program, argv) : [];
      const hint = known.length > 0 ? ` (commands: ${known.join(', ')})` : '';
      say(`placer: ${commanderMessage(e)}${hint}`);
      return EXIT_USAGE;
    }
    if (isPlacerError(e)) {
      say(`placer: ${e.message}`);
      return EXIT_USAGE;
    }
    say(`placer: internal error: ${errorMessage(e)}`);
    if (process.env.PLACER_DEBUG) stdStreams().writeErr(`${e instanceof Error ? e.stack : e}\n`);
    return EXIT_FAILURE;
  }
}

/**
 * Runs one command in-process with `io` as its standard streams, and returns its exit code (as
 * the process would exit). The environment and working folder are the caller's. One command at
 * a time: the test runner calls this in a worker thread of its own (test/support/cliWorker.mjs).
 */
export async function run(argv: string[], io: StdStreams): Promise<number> {
  const streams = setStdStreams(io);
  try {
    return await main(argv);
  } finally {
    setStdStreams(streams);
  }
}
