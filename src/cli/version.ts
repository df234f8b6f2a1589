/** placer's version: the one reader, in src/node (checkpoints and the queue name it too). */
export { placerVersion } from '../node/version.js';
