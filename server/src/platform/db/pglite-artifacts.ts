import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface PgliteArtifacts {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

let artifacts: Promise<PgliteArtifacts> | undefined;

/** The global WebAssembly object: the server's libraries (ES2023 and Node's types) declare only its types. */
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } }).WebAssembly;

/**
 * PGlite's WebAssembly compiled, and its file-system bundle read, once per process. PGlite does both for every
 * instance it opens; the integration tests open one per test file (a copy of the migrated database), where compiling
 * 9 MB of WebAssembly again was a quarter of each opening's CPU.
 */
export function pgliteArtifacts(): Promise<PgliteArtifacts> {
  artifacts ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    // Copied out of Node's pooled buffers: a Blob takes only bytes of an ArrayBuffer of their own.
    const read = async (file: string) => new Uint8Array(await readFile(path.join(dist, file)));
    const [pglite, initdb, bundle] = await Promise.all([read('pglite.wasm'), read('initdb.wasm'), read('pglite.data')]);
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([wasm.compile(pglite), wasm.compile(initdb)]);
    return { pgliteWasmModule, initdbWasmModule, fsBundle: new Blob([bundle]) };
  })();
  return artifacts;
}
