/**
 * A unit's result as it is stored in Redis: the protocol's JobResult as JSON, with bigints (tiling
 * and cover counts) written as {"$bigint": "digits"} so they come back exact.
 */
import type { JobResult } from '../../core/protocol.js';

interface BigintBox {
  readonly $bigint: string;
}

function isBox(v: unknown): v is BigintBox {
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof (v as BigintBox).$bigint === 'string' &&
    Object.keys(v).length === 1
  );
}

export function encodeResult(r: JobResult): string {
  return JSON.stringify(r, (_k, v: unknown) =>
    typeof v === 'bigint' ? { $bigint: v.toString() } : v,
  );
}

/** The result back; null for text that is not one (a store written by something else). */
export function decodeResult(text: string): JobResult | null {
  try {
    const r = JSON.parse(text, (_k, v: unknown) =>
      isBox(v) && /^-?[0-9]+$/.test(v.$bigint) ? BigInt(v.$bigint) : v,
    ) as unknown;
    return typeof r === 'object' && r !== null && typeof (r as JobResult).kind === 'string'
      ? (r as JobResult)
      : null;
  } catch {
    return null;
  }
}
