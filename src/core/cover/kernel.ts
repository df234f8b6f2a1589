/**
 * The WebAssembly kernel of Algorithm M (kernels/algorithmM.ts, compiled by `npm run build` into
 * kernel.gen.ts): algorithmM.ts's search loop, step for step, over arrays that live in the
 * kernel's memory. A search takes an instance of its own (instances share the compiled module,
 * so its optimised code): `takeCoverKernel` lays out the arrays there, once, at their final
 * sizes (the memory never grows after, so the views stay valid), and the TypeScript engine
 * reads and writes them as its own typed arrays. Where WebAssembly is missing it gives null and
 * the TypeScript loop runs (docs/architecture.md: two backends, one engine).
 */
import { KERNEL_BYTES } from './kernel.gen.js';

/** The part of the WebAssembly API used here (core compiles with no DOM or Node types). */
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: Record<string, unknown> };
}

interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(pages: number): number;
}

const PAGE = 65536;

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

/** One search's instance: its arrays (views on the kernel's memory) and its loop. */
export interface CoverKernel {
  /** The arrays asked for, in the order asked, each zero-filled. */
  readonly arrays: Int32Array[];
  /** Runs the loop for at most `budget` nodes from `s` (updated): 0 paused, 1 found, 2 done. */
  run(s: KernelState, budget: number): number;
}

let compiled: object | null | undefined;

/** The compiled module, made once per thread; null where WebAssembly cannot run it. */
function coverModule(api: WasmApi): object | null {
  if (compiled === undefined) {
    try {
      compiled = new api.Module(KERNEL_BYTES);
    } catch {
      compiled = null;
    }
  }
  return compiled;
}

/**
 * A kernel instance with int32 arrays of `lengths` in its memory, bound as the loop's arrays
 * (nodes, items, item, x, plain, rank, size, twBase, tw: kernels/algorithmM.ts `bind`), for a
 * problem with `primary` primary items; null where WebAssembly is missing.
 */
export function takeCoverKernel(
  lengths: readonly number[],
  primary: number,
  countOnly: boolean,
): CoverKernel | null {
  const api = (globalThis as { WebAssembly?: WasmApi }).WebAssembly;
  if (api === undefined) return null;
  const module = coverModule(api);
  if (module === null) return null;
  const { exports } = new api.Instance(module, {});
  const memory = exports.memory as WasmMemory;
  let at = (exports.heapBase as () => number)();
  const starts: number[] = [];
  for (const n of [...lengths, STATE_WORDS]) {
    starts.push(at);
    at += Math.ceil((4 * n) / 16) * 16;
  }
  const have = memory.buffer.byteLength;
  if (at > have) memory.grow(Math.ceil((at - have) / PAGE));
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
