import { randomInt } from 'node:crypto';
import { chinaDayStart } from '@hgsc/contracts';
import { and, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { invalidField, tooMany } from '../http/app-error.ts';
import { safeEqual, sha256Hex } from '../security/hashing.ts';
import { smsCodes } from './tables.ts';

/** Why a code is sent; a code only verifies for the purpose it was sent for. */
export type SmsPurpose =
  | 'login'
  | 'register'
  | 'change_pwd'
  | 'change_mobile_old'
  | 'bind_mobile'
  | 'lose_pwd'
  // Company seal changes (modules/seal), per role so a code verifies one seal only.
  | 'seal_buyer_old'
  | 'seal_buyer_new'
  | 'seal_seller_old'
  | 'seal_seller_new'
  | 'seal_contract_old'
  | 'seal_contract_new'
  // Signing an order's contract (modules/contract).
  | 'contractSign'
  // Accepting or countersigning a receipt exchange (modules/receipt-exchange).
  | 'exchangeSign';

/** DESIGN §5 constants. */
export const SMS_CODE_TTL_SECONDS = 5 * 60;
export const SMS_RESEND_SECONDS = 60;
export const SMS_MAX_WRONG_TRIES = 5;

const PURPOSE_TEXT: Record<SmsPurpose, string> = {
  login: '登录',
  register: '注册',
  change_pwd: '修改密码',
  change_mobile_old: '更换手机号（原手机验证）',
  bind_mobile: '绑定新手机号',
  lose_pwd: '找回密码',
  seal_buyer_old: '变更买方印章（主账号验证）',
  seal_buyer_new: '设置买方印章（保管人验证）',
  seal_seller_old: '变更卖方印章（主账号验证）',
  seal_seller_new: '设置卖方印章（保管人验证）',
  seal_contract_old: '变更合同专用章（主账号验证）',
  seal_contract_new: '设置合同专用章（保管人验证）',
  contractSign: '签署合同',
  exchangeSign: '签署仓单串换',
};

const codeHash = (mobile: string, purpose: string, code: string) => sha256Hex(`${mobile}:${purpose}:${code}`);

/**
 * The key a code is stored and throttled under: the purpose, narrowed to one `subject` when given
 * (a contract number: a signing code signs that contract only, and codes for two contracts do not
 * wait for each other).
 */
const codeKey = (purpose: SmsPurpose, subject?: string) => (subject ? `${purpose}:${subject}` : purpose);

/** Advisory-lock classes: parallel sends to one number, or from one address, wait for each other. */
const LOCK_MOBILE = 72_177_101;
const LOCK_IP = 72_177_102;

export async function sendSmsCode(
  ctx: AppContext,
  input: { mobile: string; purpose: SmsPurpose; ip: string | null; subject?: string },
): Promise<{ resendAfterSeconds: number }> {
  const { config } = ctx;
  const key = codeKey(input.purpose, input.subject);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const sent = await ctx.db.transaction(async (tx) => {
    // Without the locks two parallel requests both pass the checks below and both send.
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_MOBILE}, hashtext(${input.mobile}))`);
    if (input.ip) await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_IP}, hashtext(${input.ip}))`);
    const now = Date.now();
    const [last] = await tx
      .select({ sentAt: smsCodes.sentAt })
      .from(smsCodes)
      .where(and(eq(smsCodes.mobile, input.mobile), eq(smsCodes.purpose, key)))
      .orderBy(desc(smsCodes.sentAt))
      .limit(1);
    const wait = last ? Math.ceil((last.sentAt.getTime() + SMS_RESEND_SECONDS * 1000 - now) / 1000) : 0;
    if (wait > 0) throw tooMany('sms.resendTooSoon', wait, { seconds: wait });
    const since = chinaDayStart(new Date(now));
    const [perPhone] = await tx
      .select({ n: count() })
      .from(smsCodes)
      .where(and(eq(smsCodes.mobile, input.mobile), gte(smsCodes.sentAt, since)));
    if ((perPhone?.n ?? 0) >= config.SMS_DAILY_CAP_PER_PHONE) throw tooMany('sms.dailyPhoneCap');
    if (input.ip) {
      const [perIp] = await tx
        .select({ n: count() })
        .from(smsCodes)
        .where(and(eq(smsCodes.ip, input.ip), gte(smsCodes.sentAt, since)));
      if ((perIp?.n ?? 0) >= config.SMS_DAILY_CAP_PER_IP) throw tooMany('sms.dailyIpCap');
    }
    // A new code replaces the previous one of the same purpose.
    await tx
      .update(smsCodes)
      .set({ consumedAt: new Date(now) })
      .where(and(eq(smsCodes.mobile, input.mobile), eq(smsCodes.purpose, key), isNull(smsCodes.consumedAt)));
    const [row] = await tx
      .insert(smsCodes)
      .values({
        mobile: input.mobile,
        purpose: key,
        codeHash: codeHash(input.mobile, key, code),
        ip: input.ip,
        sentAt: new Date(now),
        expiresAt: new Date(now + SMS_CODE_TTL_SECONDS * 1000),
      })
      .returning({ id: smsCodes.id });
    return row as { id: number };
  });
  try {
    await ctx.sms.send({
      mobile: input.mobile,
      purpose: input.purpose,
      code,
      ip: input.ip,
      content: `【化工商城】您的${PURPOSE_TEXT[input.purpose]}${input.subject ? `（${input.subject}）` : ''}验证码为 ${code}，5 分钟内有效。如非本人操作，请忽略本短信。`,
    });
  } catch (error) {
    // Undelivered: the code must neither block the resend nor count against the daily caps.
    await ctx.db.delete(smsCodes).where(eq(smsCodes.id, sent.id));
    throw error;
  }
  return { resendAfterSeconds: SMS_RESEND_SECONDS };
}

/**
 * Checks and consumes a code: single use, 5 minutes, and the fifth wrong try burns it.
 * Failures are 400s on the `code` field.
 */
export async function consumeSmsCode(
  ctx: AppContext,
  input: { mobile: string; purpose: SmsPurpose; code: string; subject?: string },
): Promise<void> {
  const { db } = ctx;
  const key = codeKey(input.purpose, input.subject);
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, input.mobile), eq(smsCodes.purpose, key), isNull(smsCodes.consumedAt)))
    .orderBy(desc(smsCodes.sentAt))
    .limit(1);
  if (!row || row.expiresAt.getTime() <= Date.now()) {
    throw invalidField('code', 'sms.codeExpired');
  }
  if (safeEqual(row.codeHash, codeHash(input.mobile, key, input.code))) {
    const used = await db
      .update(smsCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.consumedAt)))
      .returning({ id: smsCodes.id });
    if (used.length === 1) return;
    throw invalidField('code', 'sms.codeExpired');
  }
  const [after] = await db
    .update(smsCodes)
    .set({
      wrongTries: sql`${smsCodes.wrongTries} + 1`,
      consumedAt: sql`case when ${smsCodes.wrongTries} + 1 >= ${SMS_MAX_WRONG_TRIES} then now() else null end`,
    })
    .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.consumedAt)))
    .returning({ wrongTries: smsCodes.wrongTries });
  const burned = !after || after.wrongTries >= SMS_MAX_WRONG_TRIES;
  throw invalidField('code', burned ? 'sms.codeBurned' : 'sms.codeWrong');
}
