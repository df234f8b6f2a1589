/**
 * The part of the WebAssembly API the kernels use (core compiles with no DOM or Node types), and
 * making an instance of a kernel's bytes: kernels/*.ts compiled by `npm run build` into the
 * `KERNEL_BYTES` of a kernel.gen.ts, loaded alike on every face (docs/architecture.md, "kernels/").
 */

interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: Record<string, unknown> };
}

/** A kernel's linear memory: its buffer is replaced by every grow (views made before detach). */
export interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(pages: number): number;
}

/** Bytes in a page of WebAssembly memory (what `grow` counts in). */
export const WASM_PAGE = 65536;

/**
 * Bytes `n` elements of `bytesPer` bytes take in a kernel's memory, rounded up to 16, so the
 * arrays laid out one after another all start aligned (int64 and f64 ones too).
 */
export function paddedBytes(n: number, bytesPer: number): number {
  return Math.ceil((n * bytesPer) / 16) * 16;
}

const compiled = new WeakMap<Uint8Array, object | null>();

/**
 * A new instance of the module `bytes` hold (compiled once per thread and kept), its exports;
 * null where WebAssembly is missing or refused (a page served without 'wasm-unsafe-eval'), or
 * where the bytes do not compile here (a kernel using SIMD on an engine without it).
 */
export function instantiateKernel(bytes: Uint8Array): Record<string, unknown> | null {
  const api = (globalThis as { WebAssembly?: WasmApi }).WebAssembly;
  if (api === undefined) return null;
  try {
    let module = compiled.get(bytes);
    if (module === undefined) {
      compiled.set(bytes, null); // a compile that throws is not tried again
      module = new api.Module(bytes);
      compiled.set(bytes, module);
    }
    return module === null ? null : new api.Instance(module, {}).exports;
  } catch {
    return null;
  }
}
