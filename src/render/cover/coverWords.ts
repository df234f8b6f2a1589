/** The words of an exact-cover instance, shared by `placer cover` and the web page. */

import type { CoverAlgorithm, CoverKernelPart } from '../../core/cover/coverSearch.js';
import type { CoverCount } from '../../core/cover/unitCount.js';
import { plural } from '../plural.js';

/** "queens.dlx: 22 items (8 primary), 16 options". */
export function instanceWords(
  where: string,
  items: number,
  primary: number,
  options: number,
): string {
  return `${where}: ${plural(items, 'item')} (${primary} primary), ${plural(options, 'option')}`;
}

/** How `placer cover --count` and the page name the algorithm that searched. */
export function algorithmWords(algorithm: CoverAlgorithm): string {
  return algorithm === 'dlx'
    ? 'Algorithm X, dancing links'
    : 'Algorithm M, dancing links with colours and multiplicities';
}

/**
 * What became of a count's cache (`memo` in `placer cover --count --format json`): not asked for
 * (--no-memo), kept to the end, or dropped by some unit as saving too little (Algorithm M's
 * trial, core/cover/algorithmM.ts).
 */
export function memoState(cached: boolean, count: CoverCount): 'off' | 'kept' | 'dropped' {
  if (!cached) return 'off';
  return count.memoDropped > 0 ? 'dropped' : 'kept';
}

/**
 * Where a count's search loops ran (`backend` in `placer cover --count --format json`): every
 * finished unit in a WebAssembly kernel (Algorithm M's loop, or Algorithm X's endgame), none
 * (TypeScript: `--backend js`, no WebAssembly, or an instance no kernel takes), or some of each
 * (units whose arrays the kernel's memory could not grow to hold); 'none' when no unit was
 * searched at all (splitting the count into units settled it).
 */
export function backendState(
  count: CoverCount,
  finished: number,
): 'wasm' | 'js' | 'wasm+js' | 'none' {
  if (finished === 0) return 'none';
  if (count.wasmUnits === 0) return 'js';
  return count.wasmUnits >= finished ? 'wasm' : 'wasm+js';
}

/**
 * The algorithm line's words on the backend: " (WebAssembly kernel)" and the like; Algorithm X's
 * links stay in TypeScript, its endgame (almost all its nodes) is what runs in the kernel. `part`:
 * what the kernel can run of this instance (coverSearch.ts coverKernelPart), so that a count that
 * ran in TypeScript without being asked to says why; `complete`: whether the count finished.
 */
export function backendWords(
  count: CoverCount,
  finished: number,
  part: CoverKernelPart,
  complete = true,
): string {
  const state = backendState(count, finished);
  if (state === 'none') {
    return complete
      ? ' (no search loop ran: splitting the count into units settled it)'
      : ' (no unit finished)';
  }
  if (state === 'js') {
    return part === null
      ? ' (TypeScript: the WebAssembly endgame takes no multiplicities)'
      : ' (TypeScript)';
  }
  const kernel = part === 'endgame' ? 'endgame in WebAssembly' : 'WebAssembly kernel';
  if (state === 'wasm') return ` (${kernel})`;
  return ` (${kernel} in ${count.wasmUnits} of ${plural(finished, 'unit')}, TypeScript in the rest)`;
}

/**
 * The nodes line's words: the cache's answers (and whether it was dropped), and the nodes where
 * the count split into parts that no option joins (each part counted apart, the counts
 * multiplied).
 */
export function nodesWords(cached: boolean, count: CoverCount): string {
  const words: string[] = [];
  const hits = plural(count.memoHits, 'sub-problem');
  if (cached && count.memoDropped > 0) {
    words.push(
      count.memoHits > 0
        ? `${hits} from the cache, then dropped: it saved too little`
        : 'the cache dropped: it saved too little',
    );
  } else if (count.memoHits > 0) words.push(`${hits} from the cache`);
  if (count.splits > 0) words.push(`${plural(count.splits, 'split')} into separate parts`);
  return words.length > 0 ? ` (${words.join('; ')})` : '';
}
