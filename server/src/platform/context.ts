import type { Config } from '../config.ts';
import type { MicroCache } from './cache/micro-cache.ts';
import type { BufferedIncrements } from './db/buffered-increments.ts';
import type { Database, Db } from './db/client.ts';
import type { FileStorage } from './files/storage.ts';
import type { LiveHub } from './live/hub.ts';
import type { LogWriter } from './logs/writer.ts';
import type { RateLimiter } from './security/rate-limiter.ts';
import type { SmsProvider } from './sms/provider.ts';

/** Everything a use case may need, built once at start-up and decorated on the app as `ctx`. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  limiter: RateLimiter;
  logs: LogWriter;
  sms: SmsProvider;
  storage: FileStorage;
  /** Seconds of memory for public answers every visitor asks for alike (the home page). */
  cache: MicroCache;
  /** Live updates (auction boards) heard from every API process through the database. */
  live: LiveHub;
  /** Product page views, counted off the request path and written once a second. */
  productViews: BufferedIncrements;
  secrets: {
    /** Signs CSRF tokens. */
    csrf: Buffer;
    /** Encrypts /encry uploads at rest (AES-256-GCM). */
    fileKey: Buffer;
    /** Signs one-time tickets (old-mobile verification). */
    ticket: Buffer;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
