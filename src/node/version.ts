/** placer's version, from its package.json (checkpoints name it: another version is refused). */
import { readFileSync } from 'node:fs';

let cached: string | null = null;

export function placerVersion(): string {
  if (cached === null) {
    // dist/node, dist/cli (the bundle) and src/node all sit two folders below the package root.
    const url = new URL('../../package.json', import.meta.url);
    cached = (JSON.parse(readFileSync(url, 'utf8')) as { version: string }).version;
  }
  return cached;
}
