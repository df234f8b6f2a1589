/** The words of an exact-cover instance, shared by `placer cover` and the web page. */

import type { CoverAlgorithm } from '../core/cover/coverSearch.js';
import { plural } from './plural.js';

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
