/**
 * The app under browser test: the real server (same buildApp) serving the built web app on a fresh
 * database with demo data: a new PostgreSQL database when TEST_DATABASE_URL is set (dropped when the
 * run ends), else the embedded one. Two read-only test routes play the person's eyes and phone:
 * the characters a captcha image shows and the last SMS that reached a number; a third plays the calendar, moving an
 * auction's times on as waiting for its sign-up, opening and close would.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { buildApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
import { createContext } from '../../server/src/context-factory.ts';
import { seedDemo } from '../../server/src/db/seed/index.ts';
import { startJobs } from '../../server/src/jobs.ts';
import { auctions } from '../../server/src/modules/auction/tables.ts';
import { captchaChallenges } from '../../server/src/platform/captcha/tables.ts';
import type { AppContext } from '../../server/src/platform/context.ts';
import { smsOutbox } from '../../server/src/platform/sms/tables.ts';
import { freshPostgresDatabase } from './postgres.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Where a PostgreSQL server is given (CI), the journeys run on the database production runs on, two browsers'
// requests at once against its real locking; the embedded one serves one statement at a time.
const postgres = process.env.TEST_DATABASE_URL ? await freshPostgresDatabase(process.env.TEST_DATABASE_URL) : undefined;
type App = Awaited<ReturnType<typeof buildApp>>;
let app: App | undefined;
const stoppers: (() => Promise<void>)[] = [];
let stopping: Promise<void> | undefined;
// npx, tsx and Playwright may each pass the same signal on: the first one stops the harness, the others wait for it.
// Playwright kills the harness 10 s after asking it to stop: the database is dropped in any case.
const stop = (code: number) =>
  (stopping ??= (async () => {
    await Promise.race([Promise.all([...stoppers.map((stopOne) => stopOne()), app?.close()]), delay(5_000)]).catch(() => {});
    await postgres?.drop().catch((error: unknown) => console.error("the journeys' database was not dropped", error));
    process.exit(code);
  })());
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0));

try {
  const config = loadConfig(
    { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn' },
    {
      PORT: Number(process.env.E2E_PORT ?? 4310),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'hgsc-e2e-')),
      // E2E_WEB_DIST: a web build elsewhere (a helper's own build), else the repository's.
      WEB_DIST: process.env.E2E_WEB_DIST ?? path.join(root, 'web/dist'),
      DATABASE_URL: postgres?.url,
      SEED_DEMO: true,
      // Every journey's browser and API calls come from 127.0.0.1: the per-address caps (SMS codes a day,
      // captchas a minute) would stand for all the people of the run together.
      SMS_DAILY_CAP_PER_IP: 100_000,
      CAPTCHA_MAX_PER_IP_PER_MINUTE: 100_000,
      // The durable jobs run as in production (notifications, closes), looked for every second.
      JOBS_POLL_SECONDS: 1,
    },
  );
  const ctx = await createContext(config);
  await seedDemo(ctx);
  app = await buildApp(ctx);
  const stopJobs = startJobs(ctx, (error) => console.error('job worker', error));
  stoppers.push(stopJobs);
  addTestRoutes(app, ctx);
  await app.listen({ port: config.PORT, host: config.HOST });
} catch (error) {
  console.error(error);
  await stop(1);
}

/**
 * The person's eyes and phone: the characters a captcha shows; the last SMS that reached a number, and the last code
 * that did — a notification's SMS (no code) can arrive after a code asked for, and must not hide it.
 */
function addTestRoutes(app: App, ctx: AppContext) {
  app.get('/__e2e/captcha', { config: { auth: 'public' } }, async (request) => {
    const { id } = request.query as { id: string };
    const [row] = await ctx.db.select().from(captchaChallenges).where(eq(captchaChallenges.id, id));
    return { answer: row?.answer ?? null };
  });
  app.get('/__e2e/sms', { config: { auth: 'public' } }, async (request) => {
    const { mobile } = request.query as { mobile: string };
    const last = (coded?: true) =>
      ctx.db
        .select()
        .from(smsOutbox)
        .where(and(eq(smsOutbox.mobile, mobile), coded ? isNotNull(smsOutbox.code) : undefined))
        .orderBy(desc(smsOutbox.id))
        .limit(1);
    const [[row], [code]] = await Promise.all([last(), last(true)]);
    return { code: code?.code ?? null, content: row?.content ?? null };
  });
  // The calendar: an auction's sign-up open now, its bidding open with `closeInSeconds` left, or its close just passed,
  // as the hours between would bring them (a journey cannot wait a day for a sign-up to close).
  app.post('/__e2e/auction/phase', { config: { auth: 'public' } }, async (request) => {
    const { id, phase, closeInSeconds } = request.body as {
      id: number;
      phase: 'signup' | 'bidding' | 'closing';
      closeInSeconds?: number;
    };
    const hour = 3_600_000;
    const now = Date.now();
    const offsets =
      phase === 'signup'
        ? [-hour, hour, 2 * hour, 3 * hour]
        : [-3 * hour, -2 * hour, -hour, phase === 'closing' ? -1000 : (closeInSeconds ?? 600) * 1000];
    const [signupStart, signupEnd, openAt, closeAt] = offsets.map((ms) => new Date(now + ms)) as [Date, Date, Date, Date];
    await ctx.db
      .update(auctions)
      .set({ signupStart, signupEnd, openAt, closeAt, scheduledCloseAt: closeAt })
      .where(eq(auctions.id, id));
    return { ok: true };
  });
}
