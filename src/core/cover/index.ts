/**
 * The exact-cover engine as one namespace of the library (`import { exactCover } from 'placer'`):
 * instances, Algorithm X over dancing links, the DLX text format.
 */
export * from './problem.js';
export * from './exactCover.js';
export * from './dlxFormat.js';
export * from './nQueens.js';
