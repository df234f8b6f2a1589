#!/usr/bin/env node
// The `placer` command runs the compiled CLI (npm run build writes dist/; npm ci runs it via `prepare`).
import '../dist/cli/main.js';
