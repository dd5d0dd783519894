import { site } from '../shared/config.ts';

/** Route meta (SPEC §2): a label for the title and whether the route needs a login. */
export interface RouteHandle {
  /** i18n key of the route label; the page title is label + ' - 化工商城'. */
  title?: string;
  /** true: a logged-in user; 'operator': a logged-in platform operator. Empty or false: open. */
  auth?: boolean | 'operator';
  /** The page shows the workspace strings (shared/i18n/zh-workspace.ts) without a login: order share, contract links. */
  messages?: 'workspace';
}

export const handleOf = (match: { handle?: unknown }): RouteHandle => (match.handle ?? {}) as RouteHandle;

/** The deepest label of the matched routes: the page's title (SPEC §2), in the browser and in a page the server drew. */
export function titleOf(matches: { handle?: unknown }[], t: (key: string) => string): string {
  const key = [...matches]
    .reverse()
    .map(handleOf)
    .find((handle) => handle.title)?.title;
  return key ? `${t(key)} - ${site.title}` : site.title;
}
