import path from 'node:path';
import { z } from 'zod';
import { defaultPoolSize } from './platform/db/pool-size.ts';

const bool = z.enum(['true', 'false', '1', '0', 'on', 'off']).transform((v) => v === 'true' || v === '1' || v === 'on');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  /** The address people reach the site at (links in SMS); by default http://HOST:PORT. */
  PUBLIC_URL: z.string().url().optional(),
  /** Embedded database and local files live here. */
  DATA_DIR: z.string().default(path.resolve(process.cwd(), '.data')),
  /** postgres://… switches from embedded PGlite to a PostgreSQL pool. */
  DATABASE_URL: z.string().url().optional(),
  /** Connections per API process; by default twice this machine's cores plus one (platform/db/pool-size.ts). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(defaultPoolSize),
  /** redis://… moves rate limits to Redis (needed with several API processes). */
  REDIS_URL: z.string().url().optional(),
  /**
   * How long the public home page's data and each search page are kept in memory (seconds; 0 = not
   * kept). Writes through this process (products, shops, licences, categories, home blocks) show at
   * once; stock moved by orders and other processes' writes within this time.
   */
  HOME_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  /**
   * Whether the catalogue's search finds, sorts and counts its matches in memory (catalogue/offer-index): each API
   * process holds the public offers' searched columns, brought up to the database's last commit before each search.
   * Off, every search reads PostgreSQL's indexes.
   */
  SEARCH_IN_MEMORY: bool.default(true),
  /**
   * How long a product page's answer is kept (seconds; 0 = not kept): a burst on a hot product reads it once.
   * Writes through this process show at once; stock moved by orders and other processes' writes within this time,
   * and the checkout always reads the database.
   */
  DETAILS_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Captcha before login and code sending (SPEC §9: on). */
  CAPTCHA_ENABLED: bool.default(true),
  /** `outbox` writes every SMS to the 短信记录 table; other providers plug in by name. */
  SMS_PROVIDER: z.enum(['outbox']).default('outbox'),
  SMS_DAILY_CAP_PER_PHONE: z.coerce.number().int().min(1).default(10),
  SMS_DAILY_CAP_PER_IP: z.coerce.number().int().min(1).default(50),
  /** Captcha challenges one address may draw a minute (platform/captcha/service.ts). */
  CAPTCHA_MAX_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /**
   * Which proxies' X-Forwarded-For to believe: unset trusts none (the socket address counts for
   * per-IP limits); a hop count ("1") or comma-separated addresses/CIDRs behind a load balancer.
   */
  TRUST_PROXY: z.string().optional(),
  /** Marks session cookies Secure (set behind HTTPS). */
  COOKIE_SECURE: bool.default(false),
  /** Serve the built web app from this folder (production). */
  WEB_DIST: z.string().optional(),
  /** The web build's server side, which draws the public pages (default: dist-ssr/server-render.js beside WEB_DIST). */
  WEB_SSR: z.string().optional(),
  /** Public pages the server draws a second at most (35–60 ms of CPU each); beyond, the browser draws them. */
  WEB_DRAWS_PER_SECOND: z.coerce.number().int().positive().default(20),
  /** Seed demo data on first start. */
  SEED_DEMO: bool.default(true),
  /** S3-compatible storage (all four together), else local disk under DATA_DIR/files. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY: z.string().optional(),
  S3_SECRET_KEY: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** Public-security filing shown on /netPolice and in the footer. */
  SITE_ICP: z.string().default('京ICP备00000000号-1'),
  SITE_POLICE_FILING: z.string().default('京公网安备 11010502000000号'),
  /** An order whose contract is not signed by both this many hours after placement closes (101). */
  ORDER_CONTRACT_TIMEOUT_HOURS: z.coerce.number().positive().default(72),
  /** An order not paid this many hours after its contract was completed closes (101). */
  ORDER_PAYMENT_TIMEOUT_HOURS: z.coerce.number().positive().default(168),
  /**
   * How often a process polls the durable job queue (platform/jobs): also how long a notification may take to reach
   * the person whose turn it is. A poll that finds nothing due is one indexed read.
   */
  JOBS_POLL_SECONDS: z.coerce.number().positive().default(5),
  /** How often the order close sweep runs. */
  ORDER_CLOSE_SWEEP_SECONDS: z.coerce.number().positive().default(300),
  /** How often offers past their validity are taken off shelf (product/expire-offers.ts). */
  OFFER_EXPIRY_SWEEP_SECONDS: z.coerce.number().positive().default(300),
  /** How often the day's market prices (行情) are computed (market-price/compute-prices.ts). */
  MARKET_PRICE_SECONDS: z.coerce.number().positive().default(600),
  /**
   * A PKCS#12 file (RSA key + certificate, with its chain) that signs the final contract PDFs (PAdES);
   * unset: a self-signed CA and signing certificate are made on first start and kept in the database.
   */
  CONTRACT_SIGNING_P12: z.string().optional(),
  CONTRACT_SIGNING_P12_PASSWORD: z.string().default(''),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, ...overrides };
}
