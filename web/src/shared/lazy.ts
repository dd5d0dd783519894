import type { ComponentType } from 'react';
import { site } from './config.ts';

/** A page chunk that failed to load (network, missing file after a release, or slower than 120 s). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|error loading dynamically|Unable to preload CSS|ChunkLoadError/i;

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  return error instanceof Error && CHUNK_ERROR.test(`${error.name} ${error.message}`);
}

/** Loads a chunk, failing with ChunkLoadError after `timeoutMs` (SPEC §9: 120 s). */
export function loadChunk<T>(importer: () => Promise<T>, timeoutMs: number = site.chunkTimeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Chunk load timed out after ${timeoutMs / 1000}s`)), timeoutMs);
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error instanceof Error ? error.message : String(error)));
      },
    );
  });
}

/** A react-router `lazy` for a module whose default export is the page component. */
export function lazyPage(importer: () => Promise<{ default: ComponentType }>) {
  return async () => {
    const module = await loadChunk(importer);
    return { Component: module.default };
  };
}
