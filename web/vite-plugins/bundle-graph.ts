import path from 'node:path';
import type { Rollup } from 'vite';

/** A build's output by file name, as plugins see it (`generateBundle`, `transformIndexHtml`). */
export type Bundle = Rollup.OutputBundle;

export function chunksOf(bundle: Bundle): Rollup.OutputChunk[] {
  return Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
}

/** The entry's chunk and everything it imports statically: what index.html loads anyway. */
export function entryFiles(bundle: Bundle): Set<string> {
  const loaded = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (loaded.has(file) || chunk?.type !== 'chunk') return;
    loaded.add(file);
    chunk.imports.forEach(visit);
  };
  for (const chunk of chunksOf(bundle)) if (chunk.isEntry) visit(chunk.fileName);
  return loaded;
}

/** The chunk that loads a lazy module: its own, or the chunk it was grouped into (public-page-chunks.ts). */
export function chunkOfModule(bundle: Bundle, id: string): Rollup.OutputChunk | undefined {
  const chunks = chunksOf(bundle);
  return chunks.find((chunk) => chunk.facadeModuleId === id) ?? chunks.find((chunk) => chunk.moduleIds.includes(id));
}

/** `chunk` and the chunks it imports statically, except those already `loaded`: what loading it fetches. */
export function chunksLoadedWith(chunk: Rollup.OutputChunk, bundle: Bundle, loaded: Set<string>): Rollup.OutputChunk[] {
  const found = new Map<string, Rollup.OutputChunk>();
  const visit = (file: string) => {
    const next = bundle[file];
    if (loaded.has(file) || found.has(file) || next?.type !== 'chunk') return;
    found.set(file, next);
    next.imports.forEach(visit);
  };
  visit(chunk.fileName);
  return [...found.values()];
}

/**
 * Every chunk a lazy page loads beyond `loaded`: those of its route modules (`modules`, paths under `root`) and
 * of their static imports. A module missing from the build throws: its page would silently lose its files.
 */
export function pageChunks(bundle: Bundle, root: string, page: string, modules: string[], loaded: Set<string>) {
  const found = new Map<string, Rollup.OutputChunk>();
  for (const module of modules) {
    const chunk = chunkOfModule(bundle, path.resolve(root, module));
    if (!chunk) throw new Error(`${module} (${page}) is not in the build`);
    for (const needed of chunksLoadedWith(chunk, bundle, loaded)) found.set(needed.fileName, needed);
  }
  return [...found.values()];
}
