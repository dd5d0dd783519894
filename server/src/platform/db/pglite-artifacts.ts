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
    const [pglite, initdb, bundle] = await Promise.all(
      ['pglite.wasm', 'initdb.wasm', 'pglite.data'].map((file) => readFile(path.join(dist, file))),
    );
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
      wasm.compile(pglite as Uint8Array),
      wasm.compile(initdb as Uint8Array),
    ]);
    return { pgliteWasmModule, initdbWasmModule, fsBundle: new Blob([bundle as Uint8Array]) };
  })();
  return artifacts;
}
