/** Where `tile` writes its results: standard output, or a file written atomically at the end. */
import { writeFileAtomic } from '../../node/files.js';
import type { CliContext } from '../context.js';

/** Lines for stdout, or for `file` (written when the run was not cancelled: else left as it was). */
export class Sink {
  private readonly lines: string[] = [];
  constructor(
    private readonly ctx: CliContext,
    private readonly file: string | undefined,
  ) {}
  line(s: string): void {
    if (this.file === undefined) this.ctx.out.line(s);
    else this.lines.push(s);
  }
  finish(): void {
    if (this.file !== undefined) writeFileAtomic(this.file, this.lines.join('\n') + '\n', '-o');
  }
}
