/**
 * What a command's action returns, and how it reaches main: commander drops an action's result,
 * so each action is registered through `act`, which hands the outcome to main; main alone turns
 * it into the exit code. Bad usage is not an outcome: it is thrown (errors.ts usage), and main
 * maps it too.
 */
import type { Command } from 'commander';
import type { CliContext } from './context.js';

/** 'ok': answered (exit 0); 'no': a "no" answer (exit 1); 'interrupted': Ctrl-C, SIGTERM (130). */
export type Outcome = 'ok' | 'no' | 'interrupted';

/** Makes a commander action of `action`, whose outcome main receives. */
export type Act = <A extends unknown[]>(
  action: (...args: A) => Promise<Outcome>,
) => (...args: A) => Promise<void>;

/**
 * A family of commands (src/cli/<family>/): adds its commands to the program, each action
 * through `act`. main.ts holds the list of families.
 */
export type Family = (program: Command, ctx: CliContext, act: Act) => void;
