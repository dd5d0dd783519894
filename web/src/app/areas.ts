import { use } from 'react';
import type { RouteObject } from 'react-router';
import { loadChunk } from '../shared/lazy.ts';
import type { MenuEntry } from './feature.ts';
import { features } from './features.ts';
import { prepareWorkspace } from './workspace.ts';

export type AreaName = 'manage' | 'admin';

/** Every feature's part of one area, put together. */
export interface LoadedArea {
  routes: RouteObject[];
  /** Sorted by `order`. */
  menu: MenuEntry[];
}

/** Which paths belong to an area (the route ids its pages are patched under are `${name}-pages`). */
export const AREA_PATH: Record<AreaName, RegExp> = { manage: /^\/manage(\/|$)/, admin: /^\/admin(\/|$)/ };

const pending = new Map<AreaName, Promise<LoadedArea>>();
const loaded = new Map<AreaName, LoadedArea>();

/**
 * Imports every feature's module of the area once, with what signed-in pages need; a failed import is tried
 * again on the next call.
 */
export function loadArea(name: AreaName): Promise<LoadedArea> {
  let promise = pending.get(name);
  if (!promise) {
    const modules = features.flatMap((feature) => (feature[name] ? [feature[name]] : []));
    const workspace = prepareWorkspace();
    promise = Promise.all(modules.map((importer) => loadChunk(importer))).then(async (parts) => {
      await workspace;
      const area: LoadedArea = {
        routes: parts.flatMap((part) => part.default.routes),
        menu: parts.flatMap((part) => part.default.menu ?? []).sort((a, b) => a.order - b.order),
      };
      loaded.set(name, area);
      return area;
    });
    promise.catch(() => pending.delete(name));
    pending.set(name, promise);
  }
  return promise;
}

/** The area inside its layout: already loaded by the router before the layout renders, else suspends until it is. */
export function useArea(name: AreaName): LoadedArea {
  return loaded.get(name) ?? use(loadArea(name));
}
