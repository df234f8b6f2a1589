/**
 * The one seeded generator (sfc32) every randomised method uses: the same seed replays a run
 * exactly on every platform.
 */
export { Random, MAX_SEED, isValidSeed } from '../core/random.js';
