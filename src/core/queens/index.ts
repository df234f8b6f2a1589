/** The N-Queens engines, as one namespace of the library (`import { queens } from 'placer'`). */
export * from './placement.js';
export * from './formats.js';
export * from './classes.js';
export * from './count.js';
export * from './enumerate.js';
export * from './walk.js';
export * from './check.js';
export * from './construct.js';
export * from './greedy.js';
export * from './mutation.js';
export * from './minConflicts.js';
export * from './complete.js';
export * from './estimate.js';
export * from './solve.js';
export * from './placementEncoder.js';
export * from './placementParser.js';
