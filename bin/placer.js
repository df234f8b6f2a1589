#!/usr/bin/env node
// The `placer` command runs the bundled CLI (npm run build writes dist/; npm ci runs it via
// `prepare`).
import { main } from '../dist/cli/bundle.js';

process.exitCode = await main(process.argv);
