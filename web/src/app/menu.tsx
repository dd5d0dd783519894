import type { UserPower } from '@hgsc/contracts';
import type { MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import type { MenuEntry } from './feature.ts';

type MenuItems = NonNullable<MenuProps['items']>;

/** Whether the user may see an entry (SPEC: the web hides what the user may not do). */
export function canSee(entry: MenuEntry, power: UserPower | undefined): boolean {
  if (!entry.permission && !entry.mainOnly && !entry.requiresCompany) return true;
  if (!power) return false;
  if (entry.requiresCompany && !power.company) return false;
  if (entry.mainOnly && !power.isMainAccount) return false;
  if (!entry.permission) return true;
  const codes: readonly string[] = typeof entry.permission === 'string' ? [entry.permission] : entry.permission;
  return codes.some((code) => power.codes.includes(code));
}

/** Antd menu items from entries: ungrouped ones in order, grouped ones under their section. */
export function toMenuItems(entries: MenuEntry[], t: TFunction, power?: UserPower, checkPower = true): MenuItems {
  const items: MenuItems = [];
  const groups = new Map<string, { key: string; icon?: React.ReactNode; label: string; children: MenuItems }>();
  for (const entry of entries) {
    if (checkPower && !canSee(entry, power)) continue;
    const item = { key: entry.path, icon: entry.icon, label: t(entry.labelKey) };
    if (!entry.groupKey) {
      items.push(item);
      continue;
    }
    let group = groups.get(entry.groupKey);
    if (!group) {
      group = { key: entry.groupKey, icon: entry.icon, label: t(entry.groupKey), children: [] };
      groups.set(entry.groupKey, group);
      items.push(group);
    }
    group.children.push({ key: entry.path, label: t(entry.labelKey) });
  }
  return items;
}

/** The menu section holding the entry `selected` (a page shown is in an open section), if it has one. */
export const menuGroupOf = (entries: readonly MenuEntry[], selected: string): string | undefined =>
  entries.find((entry) => entry.path === selected)?.groupKey;

/** Whether `pathname` is `path` or a page under it. */
const isUnder = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/**
 * The menu entry to show selected on a page: the one whose path the page is (or is under), else the one the page
 * belongs to (`alsoOn`), else `fallback`. Only entries the user may see count, so a page another entry also claims
 * selects the one in the user's menu.
 */
export function selectedMenuKey(
  entries: readonly MenuEntry[],
  pathname: string,
  fallback: string,
  power?: UserPower,
  checkPower = true,
): string {
  const visible = checkPower ? entries.filter((entry) => canSee(entry, power)) : entries;
  const own = visible.find((entry) => isUnder(pathname, entry.path));
  const owner = own ?? visible.find((entry) => entry.alsoOn?.some((path) => isUnder(pathname, path)));
  return owner?.path ?? fallback;
}
