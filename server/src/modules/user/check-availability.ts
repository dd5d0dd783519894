import type { AppContext } from '../../platform/context.ts';
import { countUse } from '../../platform/security/use-limit.ts';
import { isMobileTaken, isUserNameTaken } from './users-repo.ts';

/**
 * Public calls that answer whether a name or number is taken without a captcha (the check calls,
 * and registration) share a per-IP limit, so together they are not an enumeration service.
 */
export const CHECK_WINDOW_SECONDS = 60;
export const CHECK_MAX_PER_IP = 60;

export async function admitCheck(ctx: AppContext, ip: string | null) {
  if (!ip) return;
  await countUse(ctx.limiter, `user-check:${ip}`, CHECK_WINDOW_SECONDS, CHECK_MAX_PER_IP);
}

/** POST /user/check/username: is the name taken (regardless of case)? */
export async function checkUserName(ctx: AppContext, userName: string, ip: string | null) {
  await admitCheck(ctx, ip);
  const exists = await isUserNameTaken(ctx.db, userName);
  return { exists, available: !exists };
}

/** POST /user/check/mobile (free for registration?) and /user/check/mobile/exist (registered?). */
export async function checkMobile(ctx: AppContext, mobile: string, ip: string | null) {
  await admitCheck(ctx, ip);
  const exists = await isMobileTaken(ctx.db, mobile);
  return { exists, available: !exists };
}
