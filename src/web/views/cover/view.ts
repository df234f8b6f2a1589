/**
 * The exact-cover view's entry: the DLX text, compressed (dlxLink.ts), and the first solution
 * listed. A solution number belongs to one text: another text lists none.
 */
import { quoted } from '../../../core/text.js';
import { defineView } from '../define.js';
import { ordinal, param } from '../../state/params.js';
import { DLX_PARAM_RE, MAX_DLX_PARAM } from './dlxLink.js';

/** '' for none. */
const dlx = param<'dlx', string>({
  key: 'dlx',
  name: 'dlx',
  rank: 80,
  initial: () => '',
  parse: (text) =>
    text.length > MAX_DLX_PARAM
      ? { problem: `must be at most ${MAX_DLX_PARAM} characters, got ${text.length}` }
      : !DLX_PARAM_RE.test(text)
        ? { problem: `must be base64url text (A-Z a-z 0-9 - _), got ${quoted(text)}` }
        : { value: text },
  print: (text) => text,
});

/** 1-based as "#38" (--offset 37); null: none asked. */
const solution = ordinal({
  key: 'solution',
  name: 'sol',
  rank: 81,
  from: 1,
  says: 'a solution number 1, 2, 3, …',
});

export const coverView = defineView({
  id: 'cover',
  label: 'Exact cover',
  puzzles: 'exact cover',
  params: [dlx, solution],
  reset: (before, next, patch) =>
    patch.solution === undefined && next.dlx !== before.dlx ? { solution: null } : {},
});
