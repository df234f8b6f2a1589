/**
 * `placer kings count WxH --kings K`: the placements of K non-attacking kings, counted over the
 * family's units (core/kings/unitCount.ts) on the shared path of a family count
 * (cli/familyCount.ts): --threads, checkpoints, the queue, progress with an ETA, Ctrl-C.
 */
import type { Command } from 'commander';
import { kingsUnitCount } from '../../core/kings/unitCount.js';
import { kingsBoardName } from '../../render/kings/kings.js';
import { plural } from '../../render/plural.js';
import type { CliContext } from '../context.js';
import { familyCountOptions, runFamilyCount, type FamilyCountOpts } from '../familyCount.js';
import type { Act } from '../outcome.js';
import { parseKingsBoard } from './boardArg.js';

interface CountOpts extends FamilyCountOpts {
  kings?: string;
}

export function registerKingsCount(kings: Command, ctx: CliContext, act: Act): void {
  const cmd = kings
    .command('count')
    .description('count the placements of K kings, no two touching')
    .argument('[BOARD]', 'WxH: columns x rows, each 1…16')
    .option('--kings <K>', 'kings to place, 0 up to one per 2x2 block');
  familyCountOptions(cmd).action(
    act(async (boardText: string | undefined, opts: CountOpts) => {
      const board = parseKingsBoard(boardText, opts.kings);
      const name = kingsBoardName(board);
      return runFamilyCount(
        ctx,
        {
          counting: kingsUnitCount(board),
          kind: 'kings-count',
          what: `kings ${name}`,
          title: `placer kings count ${name} --kings ${board.kings}`,
          noun: 'placements',
          header: `board        ${name}, ${plural(board.kings, 'king')}`,
          fields: { board: name, kings: board.kings },
        },
        opts,
      );
    }),
  );
}
