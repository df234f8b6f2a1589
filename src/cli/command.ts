/**
 * The program's Command: commander's, except that an argument which starts with '-' and holds
 * whitespace is read as an argument, never as an option. No option has a space in it, and the
 * documented placements do start so: `placer regions hint FILE '- 3 - - - - - -'` (a row with no
 * star is written '-'). Commander would call it an unknown option.
 */
import { Command } from 'commander';

/** An argument no option can be: a dash, then somewhere whitespace. */
function isSpacedText(arg: string): boolean {
  return arg.startsWith('-') && /\s/.test(arg);
}

export class PlacerCommand extends Command {
  override createCommand(name?: string): Command {
    return new PlacerCommand(name);
  }

  /** The stand-ins of the parse under way, and the arguments they stand for. */
  private kept = new Map<string, string>();

  override parseOptions(args: string[]): { operands: string[]; unknown: string[] } {
    // Each such argument goes through as a stand-in that cannot look like an option, and comes
    // back in its place: among the operands, or as an option's value (emit, below).
    this.kept = new Map();
    const masked = args.map((a) => {
      if (!isSpacedText(a)) return a;
      const token = `\u0000placer-text-${this.kept.size}`;
      this.kept.set(token, a);
      return token;
    });
    const { operands, unknown } = super.parseOptions(masked);
    return {
      operands: operands.map((a) => this.back(a)),
      unknown: unknown.map((a) => this.back(a)),
    };
  }

  constructor(name?: string) {
    super(name);
    // Options' values reach their listeners through EventEmitter's emit (which commander's
    // types leave out): a stand-in is given back there too.
    const self = this as unknown as {
      emit: (event: string | symbol, ...args: unknown[]) => boolean;
    };
    const emit = self.emit.bind(this);
    self.emit = (event, ...args) =>
      emit(event, ...args.map((a) => (typeof a === 'string' ? this.back(a) : a)));
  }

  private back(a: string): string {
    return this.kept.get(a) ?? a;
  }
}
