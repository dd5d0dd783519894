import type { PermissionCode } from '@hgsc/contracts';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from './route-handle.ts';

/** A management-centre or operator-console menu entry; hidden when the user lacks its permission. */
export interface MenuEntry {
  path: string;
  /** i18n key of the label (usually the route's title key). */
  labelKey: string;
  icon?: ReactNode;
  /** The permission a sub-account needs to see it (the main account sees everything). */
  permission?: PermissionCode;
  /** Only the company's main account. */
  mainOnly?: boolean;
  /** Only once the user acts for a company (hidden before certifying or joining one). */
  requiresCompany?: boolean;
  /** Menu section (i18n key); entries without one stand at the top. */
  groupKey?: string;
  /** Position within the menu; lower first. */
  order: number;
}

/**
 * What one feature contributes to the app. Features own their routes and menu entries so that
 * adding a domain touches its own folder plus one line in app/features.ts.
 */
export interface Feature {
  /** Inside the public frame (header/footer). */
  publicRoutes?: RouteObject[];
  /** Children of /manage. */
  manageRoutes?: RouteObject[];
  manageMenu?: MenuEntry[];
  /** Children of /admin (operator console). */
  adminRoutes?: RouteObject[];
  adminMenu?: MenuEntry[];
}

export const handle = (value: RouteHandle) => value;
