/** placer's version, from package.json (two folders up from dist/cli/ and from src/cli/). */
import { readFileSync } from 'node:fs';

export function placerVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}
