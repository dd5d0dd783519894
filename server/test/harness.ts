import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { creditCodeCheckChar } from '@hgsc/contracts';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { createContext } from '../src/context-factory.ts';
import { companies, companyMembers } from '../src/modules/company/tables.ts';
import { users } from '../src/modules/user/tables.ts';
import { createSession } from '../src/platform/auth/sessions.ts';
import { captchaChallenges } from '../src/platform/captcha/tables.ts';
import type { AppContext } from '../src/platform/context.ts';
import { type Database, type Db, openDatabase } from '../src/platform/db/client.ts';
import { LocalFileStorage } from '../src/platform/files/local-storage.ts';
import { hashPassword } from '../src/platform/security/password.ts';
import { smsOutbox } from '../src/platform/sms/tables.ts';
import { refuseOverlappingQueries, watchOverlappingQueries } from './one-query-per-client.ts';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** Calls the API; `token` sends a Bearer header. */
  call(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
  /** PostgreSQL only: the database's address, for API processes of its own to serve (test/api-processes.ts). */
  databaseUrl?: string;
}

async function openTestDatabase(
  connectVia: (url: URL) => URL = (url) => url,
): Promise<{ database: Database; drop: () => Promise<void>; url?: string }> {
  const templateUrl = inject('pgTemplateUrl');
  if (templateUrl) {
    watchOverlappingQueries();
    const template = new URL(templateUrl).pathname.slice(1);
    const name = `hgsc_t_${template.split('_').pop()}_${randomBytes(4).toString('hex')}`;
    const adminUrl = new URL(templateUrl);
    adminUrl.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const url = new URL(templateUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'pg', url: connectVia(url).toString(), poolSize: 5 });
    return {
      database,
      url: url.toString(),
      drop: async () => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const snapshot = await readFile(inject('pgliteSnapshot'));
  const database = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([snapshot]) });
  return { database, drop: async () => {} };
}

/** A real app on its own database copy (PGlite, or PostgreSQL when TEST_DATABASE_URL is set). */
export async function createTestApp(
  overrides: Partial<Config> = {},
  /** Extra routes a test needs on the real app (registered before it is ready). */
  extraRoutes?: (app: FastifyInstance) => void,
  /** PostgreSQL only: the address the app connects through (a relay the test can cut). */
  connectVia?: (url: URL) => URL,
): Promise<TestApp> {
  const { database, drop, url: databaseUrl } = await openTestDatabase(connectVia);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hgsc-test-'));
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    {
      DATA_DIR: dataDir,
      SEED_DEMO: false,
      HOME_CACHE_SECONDS: 0,
      SEARCH_CACHE_SECONDS: 0,
      DETAILS_CACHE_SECONDS: 0,
      ...overrides,
    },
  );
  const ctx = await createContext(config, {
    database,
    storage: new LocalFileStorage(path.join(dataDir, 'files')),
    onLogFailure: () => {},
  });
  const app = await buildApp(ctx);
  extraRoutes?.(app);
  await app.ready();
  return {
    app,
    ctx,
    ...(databaseUrl ? { databaseUrl } : {}),
    call: ({ token, headers, ...rest }) =>
      app.inject({ ...rest, headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } }),
    close: async () => {
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
      refuseOverlappingQueries();
    },
  };
}

/**
 * One argon2 hash per password for the whole test file: hashing is deliberately slow (tens of ms) and tests create
 * hundreds of users with the same password. Each hash still verifies like any other (its own salt inside).
 */
const passwordHashes = new Map<string, Promise<string>>();
const passwordHashOf = (password: string) => {
  let hashed = passwordHashes.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    passwordHashes.set(password, hashed);
  }
  return hashed;
};

let mobileSeq = 0;
/** A unique mainland mobile number for a test. */
export function newMobile(): string {
  mobileSeq += 1;
  return `139${String(process.pid % 10000).padStart(4, '0')}${String(mobileSeq).padStart(4, '0')}`;
}

export async function createUser(
  t: TestApp,
  input: { userName?: string; mobile?: string; password?: string; role?: 'user' | 'operator'; name?: string } = {},
) {
  const mobile = input.mobile ?? newMobile();
  const password = input.password ?? 'Passw0rd123';
  const [row] = await t.ctx.db
    .insert(users)
    .values({
      userName: input.userName ?? `u${mobile}`,
      mobile,
      name: input.name ?? '测试用户',
      role: input.role ?? 'user',
      passwordHash: await passwordHashOf(password),
    })
    .returning();
  if (!row) throw new Error('user not created');
  return { ...row, password };
}

let ipSeq = 0;
/** A fresh client address, so per-IP limits of one test do not leak into the next. */
export function freshIp(): string {
  ipSeq += 1;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
}

/**
 * Solves a captcha the way a person would, reading the answer the image shows; each from an address of its own, as
 * the many people a test plays would (one address may draw CAPTCHA_MAX_PER_IP_PER_MINUTE challenges).
 */
export async function solveCaptcha(t: TestApp): Promise<string> {
  const challenge = await t.call({ method: 'GET', url: '/api/captcha/get', remoteAddress: freshIp() });
  const { captchaId } = challenge.json().data;
  const [row] = await t.ctx.db.select().from(captchaChallenges).where(eq(captchaChallenges.id, captchaId));
  const checked = await t.call({ method: 'POST', url: '/api/captcha/check', payload: { captchaId, answer: row?.answer } });
  return checked.json().data.captchaVerification;
}

/** The last code the outbox "sent" to a number. */
export async function lastSmsCode(t: TestApp, mobile: string): Promise<string> {
  const [row] = await t.ctx.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile)).orderBy(desc(smsOutbox.id)).limit(1);
  if (!row?.code) throw new Error(`no SMS code for ${mobile}`);
  return row.code;
}

/** Logs in with password and captcha; returns the token. */
export async function login(t: TestApp, userName: string, password: string): Promise<string> {
  const res = await t.call({
    method: 'POST',
    url: '/api/user/pwd/login',
    payload: { userName, password, captchaVerification: await solveCaptcha(t) },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return res.json().data.token;
}

/** A session token for a user, without going through the login calls. */
export async function tokenFor(t: TestApp, userId: number): Promise<string> {
  return (await createSession(t.ctx.db, userId, null, null)).token;
}

/** A six-digit code that is not `code`. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** The parts of an error envelope a test checks: HTTP status, envelope code, message, field. */
export function errorOf(res: LightMyRequestResponse) {
  const body = res.json() as { code: number | string; success: boolean; msg: string; data: Record<string, unknown> | null };
  return { status: res.statusCode, code: body.code, msg: body.msg, field: body.data?.field, data: body.data ?? {} };
}

let companySeq = 0;
/** A valid unified social credit code, unique within the test run. */
export function newCreditCode(): string {
  companySeq += 1;
  const body = `91310115${String(process.pid % 100000).padStart(5, '0')}${String(companySeq).padStart(4, '0')}`;
  return body + creditCodeCheckChar(body);
}

/**
 * A company owned by `ownerUserId` (its main account), approved unless `auditStatus` says otherwise,
 * and made the owner's active company.
 */
export async function createCompany(t: TestApp, ownerUserId: number, input: { name?: string; auditStatus?: 0 | 1 | 2 } = {}) {
  const [company] = await t.ctx.db
    .insert(companies)
    .values({
      name: input.name ?? `测试化工有限公司${companySeq + 1}`,
      creditCode: newCreditCode(),
      legalPerson: '王五',
      registeredAddress: '上海市浦东新区张江路 1 号',
      provinceCode: '310000',
      cityCode: '310100',
      areaCode: '310115',
      contactName: '赵六',
      contactMobile: newMobile(),
      licenseFileKey: 'test-licence.png',
      auditStatus: input.auditStatus ?? 1,
      ownerUserId,
    })
    .returning();
  if (!company) throw new Error('company not created');
  await t.ctx.db.insert(companyMembers).values({ companyId: company.id, userId: ownerUserId, isMain: true });
  await t.ctx.db.update(users).set({ activeCompanyId: company.id }).where(eq(users.id, ownerUserId));
  return company;
}

/** A sub-account of `companyId` holding `permissions`, active in that company. */
export async function createSubAccount(t: TestApp, companyId: number, permissions: string[]) {
  const user = await createUser(t);
  await t.ctx.db.insert(companyMembers).values({ companyId, userId: user.id, isMain: false, permissions });
  await t.ctx.db.update(users).set({ activeCompanyId: companyId, ownerCompanyId: companyId }).where(eq(users.id, user.id));
  return user;
}

class RolledBack extends Error {}

/** What `work` answers inside a transaction that is then rolled back: a test's look at what it has not committed. */
export async function inRolledBackTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  let answer: T | undefined;
  await db
    .transaction(async (tx) => {
      answer = await work(tx);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return answer as T;
}
