/**
 * Loads the queue module (queue/index.ts) when a command needs it. The specifier is computed so
 * that esbuild leaves it alone: the CLI bundle finds queue/index.js bundled beside itself
 * (dist/cli/queue/), tsc's output beside this file (dist/node/queue/).
 */
export type QueueModule = typeof import('./queue/index.js');

export async function loadQueue(): Promise<QueueModule> {
  const url = new URL('./queue/index.js', import.meta.url);
  return (await import(url.href)) as QueueModule;
}
