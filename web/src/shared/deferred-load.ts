import { site } from './config.ts';

/**
 * SPEC §9: a delayed extra module load runs after 10 s. Once the first page is interactive, the
 * chunks a visitor most likely needs next are fetched in the background, so the next navigation does
 * not wait for the network. A failure here is harmless: the route loads the chunk again when used.
 */
export function scheduleDeferredModules(importers: Array<() => Promise<unknown>>, delayMs: number = site.deferredLoadMs) {
  const timer = setTimeout(() => {
    for (const load of importers) void load().catch(() => {});
  }, delayMs);
  return () => clearTimeout(timer);
}
