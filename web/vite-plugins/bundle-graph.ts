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
