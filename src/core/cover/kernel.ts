/**
 * The WebAssembly kernel of Algorithm M (kernels/algorithmM.ts, compiled by `npm run build` into
 * kernel.gen.ts): algorithmM.ts's search loop, step for step, over arrays that live in the
 * kernel's memory. One instance per thread serves every search in turn: a search leases it when
 * it first runs, copies its arrays into the kernel's memory and reads and writes them there as
 * its own typed arrays; the next search to lease it evicts it (its arrays copied back out).
 * Where WebAssembly is missing or refused there is no lease and the TypeScript loop runs
 * (docs/architecture.md, "Two backends for exact cover").
 */
import { instantiateKernel, WASM_PAGE, type WasmMemory } from '../wasm.js';
import { KERNEL_BYTES } from './kernel.gen.js';

/** Words of the scalar state block (kernels/algorithmM.ts: ST). */
const STATE_WORDS = 12;

/** The scalar state the loop carries between runs, as the kernel keeps it. */
export interface KernelState {
  level: number;
  phase: number;
  twSp: number;
  emptiedBy: number;
  optionsLeft: number;
  cntHi: number;
  cntLo: number;
  rootSize: number;
  theta: number;
  nodes: number;
}

/** A search that holds the kernel's memory: asked to move its arrays out when another takes it. */
export interface KernelTenant {
  evict(): void;
}

/** The kernel as a search holds it: its arrays (views on the kernel's memory) and its loop. */
export interface CoverKernel {
  /** The arrays asked for, in the order asked (their contents are the tenant's to fill). */
  readonly arrays: Int32Array[];
  /** Runs the loop for at most `budget` nodes from `s` (updated): 0 paused, 1 found, 2 done. */
  run(s: KernelState, budget: number): number;
}

/** The thread's one instance of the kernel, and the search holding it. */
interface Host {
  readonly exports: Record<string, unknown>;
  readonly memory: WasmMemory;
  readonly heap: number;
  tenant: KernelTenant | null;
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
        };
  return host;
}

/** Whether the kernel can run on this thread. */
export function coverKernelAvailable(): boolean {
  return theHost() !== null;
}

/**
 * The kernel for `tenant`, with int32 arrays of `lengths` in its memory bound as the loop's
 * arrays (nodes, items, item, x, plain, rank, size, twBase, tw: kernels/algorithmM.ts `bind`),
 * for a problem with `primary` primary items; null where the kernel cannot run (or its memory
 * cannot grow to hold them). The search that
 * held it before is evicted first (its arrays copied out: it goes on in TypeScript), since the
 * memory may grow, which detaches every view of it.
 */
export function leaseCoverKernel(
  tenant: KernelTenant,
  lengths: readonly number[],
  primary: number,
  countOnly: boolean,
): CoverKernel | null {
  const h = theHost();
  if (h === null) return null;
  if (h.tenant !== null && h.tenant !== tenant) h.tenant.evict();
  h.tenant = tenant;
  const { memory, exports } = h;
  let at = h.heap;
  const starts: number[] = [];
  for (const n of [...lengths, STATE_WORDS]) {
    starts.push(at);
    at += Math.ceil((4 * n) / 16) * 16;
  }
  const have = memory.buffer.byteLength;
  if (at > have) {
    try {
      memory.grow(Math.ceil((at - have) / WASM_PAGE));
    } catch {
      // Past what the memory may hold (4 GiB) or the process can give: this search stays in
      // TypeScript, whose arrays are its own.
      h.tenant = null;
      return null;
    }
  }
  const buffer = memory.buffer;
  const arrays = lengths.map((n, k) => new Int32Array(buffer, starts[k], n));
  const st = starts[lengths.length];
  const words = new Int32Array(buffer, st, STATE_WORDS);
  const nodesAt = new Float64Array(buffer, st + 40, 1);
  const bind = exports.bind as (...args: number[]) => void;
  bind(...starts, primary, countOnly ? 1 : 0);
  const loop = exports.run as (budget: number) => number;
  return {
    arrays,
    run(s: KernelState, budget: number): number {
      words[0] = s.level;
      words[1] = s.phase;
      words[2] = s.twSp;
      words[3] = s.emptiedBy;
      words[4] = s.optionsLeft;
      words[5] = s.cntHi;
      words[6] = s.cntLo;
      words[7] = s.rootSize;
      words[8] = s.theta;
      nodesAt[0] = s.nodes;
      const status = loop(budget);
      s.level = words[0];
      s.phase = words[1];
      s.twSp = words[2];
      s.emptiedBy = words[3];
      s.optionsLeft = words[4];
      s.cntHi = words[5] >>> 0;
      s.cntLo = words[6] >>> 0;
      s.rootSize = words[7];
      s.theta = words[8];
      s.nodes = nodesAt[0];
      return status;
    },
  };
}
