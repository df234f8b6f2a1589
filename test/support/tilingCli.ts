/** Runs the built CLI (bin/placer.js → dist/) as a black box. Run `npm run build` first. */
import { after } from 'node:test';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PLACER = fileURLToPath(new URL('../../bin/placer.js', import.meta.url));

export interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export function placer(args: readonly string[], input?: string): Run {
  const r = spawnSync(process.execPath, [PLACER, ...args], {
    input,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
    timeout: 60_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Folders made by tempFiles in this test file, removed when its tests are over. */
const folders: string[] = [];
after(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * A fresh temporary folder with the given files written into it; returns its path. The folder is
 * removed after the last test of the file.
 */
export function tempFiles(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'placer-test-'));
  folders.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}
