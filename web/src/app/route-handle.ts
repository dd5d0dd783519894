import type { PermissionCode, UserPower } from '@hgsc/contracts';
import { site } from '../shared/config.ts';

/** Route meta (SPEC §2): a label for the title and whether the route needs a login. */
export interface RouteHandle {
  /** i18n key of the route label; the page title is label + ' - 化工商城'. */
  title?: string;
  /** true: a logged-in user; 'operator': a logged-in platform operator. Empty or false: open. */
  auth?: boolean | 'operator';
  /** The page shows the workspace strings (shared/i18n/zh-workspace.ts) without a login: order share, contract links. */
  messages?: 'workspace';
  /**
   * The code a management-centre page needs (its menu entry's): without it the page is not drawn and a 403 stands in
   * its place, as its calls would only be refused (a trader's account on a keeper's page).
   */
  permission?: PermissionCode;
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

/** The code the deepest page that names one needs. */
export const permissionOf = (matches: { handle?: unknown }[]): PermissionCode | undefined =>
  [...matches]
    .reverse()
    .map(handleOf)
    .find((handle) => handle.permission)?.permission;

/**
 * Whether the signed-in person may see a page needing `permission`: 'pending' while their codes load (the page is not
 * drawn, so it never flashes before a 403), 'forbidden' when they lack it. A main account holds every code its
 * company's roles allow; a company without the keeper role holds no `warehouse.*` code, whoever signs in.
 */
export function pageAccess(
  permission: PermissionCode | undefined,
  power: Pick<UserPower, 'codes'> | undefined,
): 'open' | 'pending' | 'forbidden' {
  if (!permission) return 'open';
  if (!power) return 'pending';
  return power.codes.includes(permission) ? 'open' : 'forbidden';
}
