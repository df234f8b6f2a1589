#!/usr/bin/env node
// The `placer` command runs the bundled CLI (npm run build writes dist/; npm ci runs it via
// `prepare`).
import '../dist/cli/bundle.js';
