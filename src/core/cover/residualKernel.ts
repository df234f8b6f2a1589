/**
 * The WebAssembly kernel of Algorithm X's bit-parallel endgame (kernels/residual.ts, compiled by
 * `npm run build` into residualKernel.gen.ts): residual.ts's search loop on 64-bit masks. One
 * instance per thread serves every endgame in turn: an endgame leases it when it loads a residual
 * problem and keeps its arrays there as views (the same layout as its own arrays: a mask is two
 * int32 words, low first); the next endgame to lease it evicts it (a problem half done is copied
 * back out and finished in TypeScript). Where WebAssembly is missing there is no lease and the
 * TypeScript loop runs (docs/architecture.md, "Two backends for exact cover").
 */
import { instantiateKernel, paddedBytes, WASM_PAGE, type WasmMemory } from '../wasm.js';
import { KERNEL_BYTES } from './residualKernel.gen.js';

/** Words of the state block (kernels/residual.ts ST): six int32s, three int64s, four int32s. */
const STATE_WORDS = 16;

/** Where each value of the kernel's state block is, as int32 words (kernels/residual.ts ST). */
export const RESIDUAL_ST = {
  level: 0,
  enter: 1,
  listing: 2,
  found: 3,
  depth: 4,
  /** Why the loop stopped for the host: 0 no reason, 1 a split found, 2 a split's part done. */
  event: 5,
  /** The count so far, low word then high word (one int64). */
  countLo: 6,
  countHi: 7,
  /** The primary items' mask, low word then high word. */
  primLo: 8,
  primHi: 9,
  /** On a split found: its first part's items, low word then high word. */
  splitLo: 10,
  splitHi: 11,
  /** Whether the loop looks for splits (1) or not (0). */
  splits: 12,
  /** Tests for a split left (residual.ts SPLIT_CREDIT). */
  credit: 13,
  /** What a split earns, and the most credit (residual.ts SPLIT_CREDIT). */
  earn: 14,
  most: 15,
} as const;

/** An endgame holding the kernel: asked to move its arrays out when another takes it. */
export interface ResidualTenant {
  evict(): void;
}

/** The kernel's arrays (int32 views on its memory, masks as word pairs) and its loop. */
export interface ResidualKernel {
  readonly mask: Int32Array;
  readonly start: Int32Array;
  readonly len: Int32Array;
  readonly pos: Int32Array;
  readonly cov: Int32Array;
  readonly bit: Int32Array;
  readonly ge: Int32Array;
  readonly state: Int32Array;
  /** Runs the loop for at most `budget` nodes from the state block; returns the nodes used. */
  run(budget: number): number;
}

interface Host {
  readonly kernel: ResidualKernel;
  tenant: ResidualTenant | null;
}

let host: Host | null | undefined;

/**
 * The thread's instance, laid out once for masks of `maskWords` words and `levels` levels (the
 * memory never grows after, so the views stay valid); null where it cannot run.
 */
function theHost(maskWords: number, levels: number): Host | null {
  if (host !== undefined) return host;
  host = null;
  const exports = instantiateKernel(KERNEL_BYTES);
  if (exports === null) return null;
  const memory = exports.memory as WasmMemory;
  const lengths = [maskWords, levels, levels, levels, 2 * levels, 2 * levels, 10 * levels, 32];
  let at = (exports.heapBase as () => number)();
  const starts: number[] = [];
  for (const n of [...lengths, STATE_WORDS]) {
    starts.push(at);
    at += paddedBytes(n, 4);
  }
  const have = memory.buffer.byteLength;
  try {
    if (at > have) memory.grow(Math.ceil((at - have) / WASM_PAGE));
  } catch {
    return null;
  }
  (exports.bind as (...addresses: number[]) => void)(...starts);
  const buffer = memory.buffer;
  const view = (k: number, n: number): Int32Array => new Int32Array(buffer, starts[k], n);
  host = {
    kernel: {
      mask: view(0, maskWords),
      start: view(1, levels),
      len: view(2, levels),
      pos: view(3, levels),
      cov: view(4, 2 * levels),
      bit: view(5, 2 * levels),
      ge: view(6, 10 * levels),
      state: view(8, STATE_WORDS),
      run: exports.run as (budget: number) => number,
    },
    tenant: null,
  };
  return host;
}

/** Whether the kernel can run on this thread (its arrays sized as for leaseResidualKernel). */
export function residualKernelAvailable(maskWords: number, levels: number): boolean {
  return theHost(maskWords, levels) !== null;
}

/**
 * The kernel for `tenant`, its arrays sized `maskWords` and `levels` (the same for every caller);
 * the endgame that held it before is evicted first. Null where the kernel cannot run.
 */
export function leaseResidualKernel(
  tenant: ResidualTenant,
  maskWords: number,
  levels: number,
): ResidualKernel | null {
  const h = theHost(maskWords, levels);
  if (h === null) return null;
  if (h.tenant !== null && h.tenant !== tenant) h.tenant.evict();
  h.tenant = tenant;
  return h.kernel;
}
