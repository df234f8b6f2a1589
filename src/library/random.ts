/**
 * The one seeded generator (sfc32) every randomised method uses: the same seed replays a run
 * exactly on every platform.
 *
 * @module
 */
export { Random, MAX_SEED, isValidSeed } from '../core/random.js';
