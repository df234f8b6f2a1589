/** The N-Queens engines, as one namespace of the library (`import { queens } from 'placer'`). */
export * from './placement.js';
export * from './formats.js';
export * from './classes.js';
export * from './count.js';
export * from './enumerate.js';
export * from './walk.js';
