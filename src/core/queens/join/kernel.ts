/**
 * The WebAssembly kernel of the disjoint-pair count (kernels/disjoint.ts, compiled by
 * `npm run build` into kernel.gen.ts): the same loop as disjoint.ts's, 128 bits at a time. It is
 * instantiated synchronously from its bytes, on any face; where WebAssembly (or its SIMD) is
 * missing, `loadDisjointKernel` gives null and the TypeScript loop counts instead.
 */
import { instantiateKernel, WASM_PAGE, type WasmMemory } from '../../wasm.js';
import { KERNEL_BYTES } from './kernel.gen.js';

/** One instance of the kernel, its memory laid out by DisjointCounter. */
export interface DisjointKernel {
  /** The module's memory as i32, remade after every grow. */
  view: Int32Array;
  /** The first free byte (16-aligned) past the module's own data and what `reserve` took. */
  heap: number;
  /** Makes the memory at least `bytes` long. */
  ensure(bytes: number): void;
  /** Takes `bytes` at the heap for good (16-aligned), the memory grown to hold them; their address. */
  reserve(bytes: number): number;
  /** kernels/disjoint.ts `halfPairs`: one half's sets, from jobs laid out in memory. */
  halfPairs(
    jobs: number,
    jobCount: number,
    d1: number,
    d2: number,
    heldN1: number,
    heldN2: number,
    nA: number,
    nB: number,
    southA: number,
    southB: number,
    outA: number,
    outB: number,
    shuffles: number,
  ): number;
  /** kernels/disjoint.ts `countPairs`: the disjoint pairs of two lists laid out in memory. */
  countPairs(
    eA: number,
    eB: number,
    nE: number,
    wA: number,
    wB: number,
    nW: number,
    chunksPerWord: number,
    bits: number,
    sieve: number,
    sieveCount: number,
    work: number,
    setsA: number,
    setsB: number,
    values: number,
    table: number,
    scratch: number,
    classBit: number,
    weights: number,
  ): number;
}

/** A new instance of the kernel, or null where this platform cannot run it. */
export function loadDisjointKernel(): DisjointKernel | null {
  const exports = instantiateKernel(KERNEL_BYTES);
  if (exports === null) return null;
  const memory = exports.memory as WasmMemory;
  const kernel: DisjointKernel = {
    view: new Int32Array(memory.buffer),
    heap: (exports.heapBase as () => number)(),
    ensure(bytes: number): void {
      const have = memory.buffer.byteLength;
      if (bytes <= have) return;
      memory.grow(Math.ceil((bytes - have) / WASM_PAGE));
      kernel.view = new Int32Array(memory.buffer);
    },
    reserve(bytes: number): number {
      const at = kernel.heap;
      kernel.heap = Math.ceil((at + bytes) / 16) * 16;
      kernel.ensure(kernel.heap);
      return at;
    },
    countPairs: exports.countPairs as DisjointKernel['countPairs'],
    halfPairs: exports.halfPairs as DisjointKernel['halfPairs'],
  };
  return kernel;
}
