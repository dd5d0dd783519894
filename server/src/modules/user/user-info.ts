import type { UserInfo } from '@hgsc/contracts';
import type { UserRow } from './tables.ts';

/** 13800138000 → 138****8000. */
export function maskMobile(mobile: string): string {
  return mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : mobile;
}

/** The preview URL of a stored image (served by /seeView), or null without an avatar. */
export function avatarUrl(key: string | null): string | null {
  return key ? `/api/seeView?key=${encodeURIComponent(key)}&type=img` : null;
}

/** What the client sees of a user (SPEC §3 userInfo). */
export function toUserInfo(row: UserRow): UserInfo {
  return {
    id: row.id,
    userName: row.userName,
    name: row.name,
    mobile: row.mobile,
    mobileMasked: maskMobile(row.mobile),
    avatar: avatarUrl(row.avatarKey),
    role: row.role,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
