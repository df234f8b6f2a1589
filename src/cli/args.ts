/**
 * Strict parsing of command-line values. Numbers are plain decimal digits only: JavaScript's
 * Number() also takes '', ' ', '1e3', '0x10', '8.5' and 'Infinity', none of which is an N.
 */
import { Option } from 'commander';
import { MAX_SEED } from '../core/random.js';
import { quoted } from '../core/text.js';
import { usage } from './errors.js';

/** User text quoted for a message: escaped, and cut with its length when long. */
export function quoteArg(text: string): string {
  return quoted(text);
}

/** A whole number min…max written in decimal digits. */
export function parseIntArg(
  name: string,
  text: string | undefined,
  min: number,
  max: number,
): number {
  const range = max === Infinity ? `${min} or more` : `from ${min} to ${max}`;
  if (text === undefined)
    throw usage('missing-argument', `${name} is missing: give a whole number ${range}`);
  if (!/^[0-9]+$/.test(text)) {
    throw usage('bad-integer', `${name} must be a whole number ${range}, got ${quoteArg(text)}`);
  }
  const v = Number(text);
  if (!Number.isSafeInteger(v) || v < min || v > max) {
    throw usage('out-of-range', `${name} must be a whole number ${range}, got ${quoteArg(text)}`);
  }
  return v;
}

/** One of a fixed set of words. */
export function parseChoice<T extends string>(
  name: string,
  text: string,
  allowed: readonly T[],
): T {
  if ((allowed as readonly string[]).includes(text)) return text as T;
  throw usage('bad-choice', `${name} must be one of ${allowed.join(', ')}, got ${quoteArg(text)}`);
}

/** A seed for the randomised methods: a whole number 0…2^53-1. */
export function parseSeed(text: string): number {
  return parseIntArg('--seed', text, 0, MAX_SEED);
}

/**
 * A fresh seed when none is given (below 2^32, so it is short to type back). Web Crypto's global,
 * not node:crypto's import: the module loads only when a seed is drawn (about 5 ms of start-up
 * for every command otherwise).
 */
export function drawSeed(): number {
  return globalThis.crypto.getRandomValues(new Uint32Array(1))[0];
}

/** The answer formats of a command that prints a summary: words for people, or one JSON object. */
export const SUMMARY_FORMATS = ['text', 'json'] as const;

/** `--json`, kept as a hidden alias of `--format json` (the output format, as on every command). */
export function jsonAlias(): Option {
  return new Option('--json', 'the same as --format json').hideHelp();
}

/** Whether `--format` (text|json) or its alias `--json` asks for JSON. */
export function wantsJson(opts: { format?: string; json?: boolean }): boolean {
  if (opts.json === true) return true;
  return parseChoice('--format', opts.format ?? 'text', SUMMARY_FORMATS) === 'json';
}

const SIZE_UNITS: Readonly<Record<string, number>> = { '': 1, K: 2 ** 10, M: 2 ** 20, G: 2 ** 30 };

/** A memory size: bytes, or a number with K, M or G (binary units: 512M, 1.5G). */
export function parseMemoryArg(name: string, text: string): number {
  const m = /^([0-9]+(?:\.[0-9]+)?)([KMG]?)i?B?$/i.exec(text.trim());
  const bytes = m ? Math.round(Number(m[1]) * SIZE_UNITS[m[2].toUpperCase()]) : NaN;
  if (!Number.isFinite(bytes) || bytes < 2 ** 20) {
    throw usage(
      'bad-size',
      `${name} must be a size of 1M or more (bytes, or with K, M or G: 512M, 2G), got ${quoteArg(text)}`,
    );
  }
  return bytes;
}
