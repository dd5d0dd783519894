import type { PermissionCode } from '@hgsc/contracts';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from './route-handle.ts';

/** A management-centre or operator-console menu entry; hidden when the user lacks its permission. */
export interface MenuEntry {
  path: string;
  /**
   * Pages without an entry of their own that belong to this one (a list's detail page): the menu shows this entry
   * selected on them.
   */
  alsoOn?: string[];
  /** i18n key of the label (usually the route's title key). */
  labelKey: string;
  icon?: ReactNode;
  /** The permission a sub-account needs to see it, of a list any one (the main account sees everything). */
  permission?: PermissionCode | readonly PermissionCode[];
  /** Only the company's main account. */
  mainOnly?: boolean;
  /** Only once the user acts for a company (hidden before certifying or joining one). */
  requiresCompany?: boolean;
  /** Menu section (i18n key); entries without one stand at the top. */
  groupKey?: string;
  /** Position within the menu; lower first. */
  order: number;
}

/** A feature's part of the management centre or of the operator console: its pages and menu entries. */
export interface FeatureArea {
  /** Children of /manage or /admin. */
  routes: RouteObject[];
  menu?: MenuEntry[];
}

/** A module whose default export is an area; imported only when someone opens that area (app/areas.ts). */
export type AreaModule = () => Promise<{ default: FeatureArea }>;

/**
 * What one feature contributes to the app. Features own their routes and menu entries so that
 * adding a domain touches its own folder plus one line in app/features.ts. The public routes are in
 * the entry (they are small: every page is a lazy chunk); the management-centre and operator-console
 * parts, with their menus and icons, are modules of their own, so a visitor of the public pages never
 * downloads them (the public pages' JavaScript is held to a budget).
 */
export interface Feature {
  /** Inside the public frame (header/footer). */
  publicRoutes?: RouteObject[];
  /** Its pages under /manage and their menu entries. */
  manage?: AreaModule;
  /** Its pages under /admin (operator console) and their menu entries. */
  admin?: AreaModule;
}

/** Declares an area module's default export with its type checked. */
export const area = (value: FeatureArea) => value;

export const handle = (value: RouteHandle) => value;
