/** Route meta (SPEC §2): a label for the title and whether the route needs a login. */
export interface RouteHandle {
  /** i18n key of the route label; the page title is label + ' - 化工商城'. */
  title?: string;
  /** true: a logged-in user; 'operator': a logged-in platform operator. Empty or false: open. */
  auth?: boolean | 'operator';
  /** The page shows the workspace strings (shared/i18n/zh-workspace.ts) without a login: order share, contract links. */
  messages?: 'workspace';
}

export const handleOf = (match: { handle: unknown }): RouteHandle => (match.handle ?? {}) as RouteHandle;
