#!/usr/bin/env node
// `npm start`: builds when the build is missing or older than a source (build-state.mjs: a
// clone's `npm ci` builds nothing), then runs `placer serve` (arguments after `npm start --` go
// to it), which prints the page's URL.
import { buildIfNeeded } from './build-state.mjs';

buildIfNeeded();
process.argv = [process.argv[0], 'placer', 'serve', ...process.argv.slice(2)];
const { main } = await import('../dist/cli/bundle.js');
process.exitCode = await main(process.argv);
