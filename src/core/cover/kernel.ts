/**
 * The WebAssembly kernel of Algorithm M (kernels/algorithmM.ts, compiled by `npm run build` into
 * kernel.gen.ts): algorithmM.ts's search loop, step for step, over arrays that live in the
 * kernel's memory. One instance per thread serves every search in turn: a search leases it when
 * it first runs, copies its arrays into the kernel's memory and reads and writes them there as
 * its own typed arrays; the next search to lease it evicts it (its arrays copied back out).
 * Where WebAssembly is missing or refused there is no lease and the TypeScript loop runs
 * (docs/architecture.md, "Two backends for exact cover").
 */
import { instantiateKernel, paddedBytes, WASM_PAGE, type WasmMemory } from '../wasm.js';
import { KERNEL_BYTES } from './kernel.gen.js';
import { MEMO_TRIAL, type CoverMemo, type MemoPart } from './memo.js';

/** Words of the scalar state block (kernels/algorithmM.ts: ST). */
const STATE_WORDS = 22;

/**
 * Where each scalar of the loop's state is in the kernel's state block (kernels/algorithmM.ts
 * ST), which the search writes before a run and reads back after it: `ST_WORD` the int32 words,
 * `ST_REAL` the f64s (indexes into `CoverKernel.reals`, which starts at word 10).
 */
export const ST_WORD = {
  level: 0,
  phase: 1,
  twSp: 2,
  emptiedBy: 3,
  optionsLeft: 4,
  cntHi: 5,
  cntLo: 6,
  rootSize: 7,
  theta: 8,
  /** 1 while the counting table is on. */
  memoOn: 12,
  memoHash: 13,
  /** The table's verdict: −1 not yet, 0 drop it, 1 keep it. */
  pays: 14,
  trialLookups: 15,
} as const;
export const ST_REAL = { nodes: 0, hits: 3, nodesSaved: 4, trialSaved: 5 } as const;

/** A search's counting table and the shape of its key (algorithmM.ts), as the kernel needs. */
export interface KernelMemo {
  readonly table: CoverMemo;
  readonly optionBase: number;
  readonly boundBits: number;
  readonly coverBits: boolean;
  /** Whether the table is on trial (dropped when it saves too little). */
  readonly trial: boolean;
}

/** A search that holds the kernel's memory: asked to move its arrays out when another takes it. */
export interface KernelTenant {
  evict(): void;
}

/**
 * The kernel as a search holds it: its arrays and its state block (views on the kernel's
 * memory), and its loop.
 */
export interface CoverKernel {
  /** The arrays asked for, in the order asked (their contents are the tenant's to fill). */
  readonly arrays: Int32Array[];
  /** The state block's words and f64s (ST_WORD, ST_REAL). */
  readonly words: Int32Array;
  readonly reals: Float64Array;
  /** Runs the loop for at most `budget` nodes from the state block: 0 paused, 1 found, 2 done. */
  run(budget: number): number;
}

/** The thread's one instance of the kernel, and the search holding it. */
interface Host {
  readonly exports: Record<string, unknown>;
  readonly memory: WasmMemory;
  readonly heap: number;
  tenant: KernelTenant | null;
  /**
   * The counting table that lives in the kernel's memory (at its start), kept there between
   * searches: the units of one count take the same table in turn (memo.ts), so it is not copied
   * in and out for each.
   */
  resident: CoverMemo | null;
}

let host: Host | null | undefined;

/**
 * The thread's instance, made once (a WebAssembly memory reserves a large address range, and a
 * count makes a search per unit: one instance serves them all in turn); null where the kernel
 * cannot run.
 */
function theHost(): Host | null {
  if (host !== undefined) return host;
  const exports = instantiateKernel(KERNEL_BYTES);
  host =
    exports === null
      ? null
      : {
          exports,
          memory: exports.memory as WasmMemory,
          heap: (exports.heapBase as () => number)(),
          tenant: null,
          resident: null,
        };
  return host;
}

/** Whether the kernel can run on this thread. */
export function coverKernelAvailable(): boolean {
  return theHost() !== null;
}

/** The table's arrays as views on `buffer` from byte `at` on. */
function memoViews(table: CoverMemo, buffer: ArrayBuffer, at: number): MemoPart[] {
  return table.parts().map((a) => {
    const n = a.length;
    const view =
      a instanceof Float64Array ? new Float64Array(buffer, at, n) : new Int32Array(buffer, at, n);
    at += paddedBytes(n, a.BYTES_PER_ELEMENT);
    return view;
  });
}

/** Bytes the table takes in the kernel's memory. */
function memoBytes(table: CoverMemo): number {
  return table.parts().reduce((sum, a) => sum + paddedBytes(a.length, a.BYTES_PER_ELEMENT), 0);
}

/** `tenant`, its arrays moved out already, gives the kernel up: the next lease evicts no one. */
export function releaseCoverKernel(tenant: KernelTenant): void {
  const h = theHost();
  if (h !== null && h.tenant === tenant) h.tenant = null;
}

/**
 * The kernel for `tenant`, with int32 arrays of `lengths` in its memory bound as the loop's
 * arrays (nodes, items, item, x, plain, rank, size, twBase, tw, optOf, keySlack:
 * kernels/algorithmM.ts `bind`), for a problem with `primary` primary items, and with its
 * counting table `memo` moved into that memory (where it stays, for the next search of the same
 * count: Host resident; a table it displaces moves back out); null where the kernel cannot run
 * (or its memory cannot grow to hold them). The search that held it before is evicted first (its
 * arrays copied out: it goes on in TypeScript), since the memory may grow, which detaches every
 * view of it.
 */
export function leaseCoverKernel(
  tenant: KernelTenant,
  lengths: readonly number[],
  primary: number,
  countOnly: boolean,
  memo: KernelMemo | null,
): CoverKernel | null {
  const h = theHost();
  if (h === null) return null;
  if (h.tenant !== null && h.tenant !== tenant) h.tenant.evict();
  h.tenant = tenant;
  const table = memo?.table ?? null;
  if (table !== null && h.resident !== null && h.resident !== table) {
    // Another table leaves: into arrays of its own, before the memory may grow under it.
    h.resident.moveTo(
      h.resident.parts().map((a) => a.slice()),
      true,
    );
    h.resident = null;
  }
  const { memory, exports } = h;
  const inMemory = h.resident ?? table;
  let at = h.heap + (inMemory === null ? 0 : memoBytes(inMemory));
  const starts: number[] = [];
  for (const n of [...lengths, STATE_WORDS]) {
    starts.push(at);
    at += paddedBytes(n, 4);
  }
  const have = memory.buffer.byteLength;
  if (at > have) {
    try {
      memory.grow(Math.ceil((at - have) / WASM_PAGE));
    } catch {
      // Past what the memory may hold (4 GiB) or the process can give: this search stays in
      // TypeScript, whose arrays are its own (a table already here stays, as it was).
      h.tenant = null;
      return null;
    }
  }
  const buffer = memory.buffer;
  if (inMemory !== null) {
    const copy = h.resident !== inMemory;
    // A grown memory detached the resident table's views: the same bytes, seen anew.
    if (copy || inMemory.bits.buffer !== buffer)
      inMemory.moveTo(memoViews(inMemory, buffer, h.heap), copy);
    h.resident = inMemory;
  }
  const arrays = lengths.map((n, k) => new Int32Array(buffer, starts[k], n));
  const st = starts[lengths.length];
  const bind = exports.bind as (...args: number[]) => void;
  bind(...starts, primary, countOnly ? 1 : 0);
  if (memo !== null) {
    const addresses = memo.table.parts().map((a) => a.byteOffset);
    const bindMemo = exports.bindMemo as (...args: number[]) => void;
    bindMemo(
      ...addresses,
      memo.table.keyWords,
      memo.table.mask,
      memo.optionBase,
      memo.boundBits,
      memo.coverBits ? 1 : 0,
      memo.trial ? 1 : 0,
      MEMO_TRIAL.step,
      MEMO_TRIAL.lookups,
      MEMO_TRIAL.minSaved,
    );
  }
  return {
    arrays,
    words: new Int32Array(buffer, st, STATE_WORDS),
    reals: new Float64Array(buffer, st + 40, (4 * STATE_WORDS - 40) / 8),
    run: exports.run as (budget: number) => number,
  };
}
