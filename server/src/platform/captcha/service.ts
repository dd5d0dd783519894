import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { invalidField } from '../http/app-error.ts';
import { randomToken, sha256Hex } from '../security/hashing.ts';
import { countUse } from '../security/use-limit.ts';
import { captchaText, drawCaptcha } from './draw.ts';
import { captchaChallenges } from './tables.ts';

export const CAPTCHA_TTL_SECONDS = 120;
/** A solved captcha is good for one protected call within this time. */
export const CAPTCHA_VERIFICATION_TTL_SECONDS = 300;

/**
 * Challenges one address may draw a minute: CAPTCHA_MAX_PER_IP_PER_MINUTE (60). A page draws one and a person
 * refreshes a few; an office behind one address logs in together well under it. Without a bound, drawing challenges
 * (an SVG and a row each) was a free way to load the server from a script.
 */
const CAPTCHA_WINDOW_SECONDS = 60;

/** A new image challenge: four characters, distorted, with noise lines; 429 past the address's share of the minute. */
export async function createCaptcha(ctx: AppContext, ip: string | null) {
  if (ip) await countUse(ctx.limiter, `captcha:${ip}`, CAPTCHA_WINDOW_SECONDS, ctx.config.CAPTCHA_MAX_PER_IP_PER_MINUTE);
  const text = captchaText();
  const data = drawCaptcha(text);
  const id = randomToken(16);
  await ctx.db.insert(captchaChallenges).values({
    id,
    answer: text.toLowerCase(),
    expiresAt: new Date(Date.now() + CAPTCHA_TTL_SECONDS * 1000),
  });
  // Old challenges are swept on the way; they are useless after expiry.
  await ctx.db.delete(captchaChallenges).where(lt(captchaChallenges.expiresAt, new Date(Date.now() - 3600_000)));
  return { captchaId: id, image: data, expiresInSeconds: CAPTCHA_TTL_SECONDS };
}

/** Checks an answer; a challenge gets one try, right or wrong. */
export async function checkCaptcha(ctx: AppContext, captchaId: string, answer: string) {
  const [row] = await ctx.db
    .delete(captchaChallenges)
    .where(and(eq(captchaChallenges.id, captchaId), isNull(captchaChallenges.verificationHash)))
    .returning();
  if (!row || row.expiresAt.getTime() <= Date.now()) {
    throw invalidField('captchaId', 'captcha.expired');
  }
  if (row.answer !== answer.trim().toLowerCase()) {
    throw invalidField('answer', 'captcha.wrong');
  }
  const verification = randomToken(24);
  await ctx.db.insert(captchaChallenges).values({
    id: row.id,
    answer: row.answer,
    expiresAt: row.expiresAt,
    verificationHash: sha256Hex(verification),
    verificationExpiresAt: new Date(Date.now() + CAPTCHA_VERIFICATION_TTL_SECONDS * 1000),
  });
  return { captchaVerification: verification };
}

/** Spends a `captchaVerification`; required while captcha is on (SPEC §5, §9). */
export async function consumeCaptcha(ctx: AppContext, verification: string | undefined) {
  if (!ctx.config.CAPTCHA_ENABLED) return;
  if (!verification) throw invalidField('captchaVerification', 'captcha.required');
  const used = await ctx.db
    .update(captchaChallenges)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(captchaChallenges.verificationHash, sha256Hex(verification)),
        isNull(captchaChallenges.usedAt),
        gt(captchaChallenges.verificationExpiresAt, new Date()),
      ),
    )
    .returning({ id: captchaChallenges.id });
  if (used.length !== 1) throw invalidField('captchaVerification', 'captcha.invalid');
}
