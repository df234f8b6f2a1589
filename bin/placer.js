#!/usr/bin/env node
// The `placer` command runs the bundled CLI: a packed package holds it (`npm pack` builds it,
// prepack); a clone builds it with `npm run build` (`npm start` and `npm test` do when needed).
let main;
try {
  ({ main } = await import('../dist/cli/bundle.js'));
} catch (e) {
  if (e?.code !== 'ERR_MODULE_NOT_FOUND' || !String(e.message).includes('bundle.js')) throw e;
  console.error('placer: the CLI is not built (no dist/cli/bundle.js): run npm run build');
  process.exit(2);
}
process.exitCode = await main(process.argv);
