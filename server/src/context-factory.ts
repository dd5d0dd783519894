import path from 'node:path';
import type { Config } from './config.ts';
import { writeProductViews } from './modules/product/index.ts';
import { MicroCache } from './platform/cache/micro-cache.ts';
import type { AppContext } from './platform/context.ts';
import { isConnectionLoss } from './platform/db/availability.ts';
import { BufferedIncrements } from './platform/db/buffered-increments.ts';
import { type Database, openDatabase } from './platform/db/client.ts';
import { LocalFileStorage } from './platform/files/local-storage.ts';
import { S3FileStorage } from './platform/files/s3-storage.ts';
import type { FileStorage } from './platform/files/storage.ts';
import { LiveHub } from './platform/live/hub.ts';
import { LogWriter } from './platform/logs/writer.ts';
import { MemoryRateLimiter, RedisRateLimiter } from './platform/security/rate-limiter.ts';
import { loadSecret } from './platform/security/secrets.ts';
import { OutboxSmsProvider } from './platform/sms/provider.ts';

export interface ContextOptions {
  /** An already open database (tests); otherwise opened from the config. */
  database?: Database;
  /** Replaces the configured storage (tests use a temporary folder). */
  storage?: FileStorage;
  onLogFailure?: (error: unknown) => void;
}

export async function createContext(config: Config, options: ContextOptions = {}): Promise<AppContext> {
  const database =
    options.database ??
    (await openDatabase(
      config.DATABASE_URL
        ? { kind: 'pg', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
        : { kind: 'pglite', dataDir: path.join(config.DATA_DIR, 'pgdata') },
    ));
  await database.migrate();
  const db = database.db;
  const [csrf, fileKey, ticket] = await Promise.all([
    loadSecret(db, 'csrf'),
    loadSecret(db, 'file-encryption'),
    loadSecret(db, 'ticket'),
  ]);
  const onLogFailure =
    options.onLogFailure ??
    ((error: unknown) =>
      // The rows of an outage are lost with it; the outage itself is told once, by the availability.
      isConnectionLoss(error) ? database.availability.lost(error) : console.error('background write failed', error));
  return {
    config,
    database,
    db,
    limiter: config.REDIS_URL ? new RedisRateLimiter(config.REDIS_URL) : new MemoryRateLimiter(),
    logs: new LogWriter(db, onLogFailure),
    sms: new OutboxSmsProvider(db),
    storage: options.storage ?? fileStorageOf(config),
    cache: new MicroCache(),
    live: new LiveHub(database),
    // The composition root: the one platform piece that names a domain's writer.
    productViews: new BufferedIncrements(writeProductViews(db), onLogFailure),
    secrets: { csrf, fileKey, ticket },
  };
}

/** S3-compatible storage when all four S3 settings are given, else local disk under DATA_DIR/files. */
export function fileStorageOf(config: Config): FileStorage {
  const s3 = {
    S3_ENDPOINT: config.S3_ENDPOINT,
    S3_BUCKET: config.S3_BUCKET,
    S3_ACCESS_KEY: config.S3_ACCESS_KEY,
    S3_SECRET_KEY: config.S3_SECRET_KEY,
  };
  const missing = Object.entries(s3).filter(([, v]) => !v);
  if (missing.length === 4) return new LocalFileStorage(path.join(config.DATA_DIR, 'files'));
  if (missing.length) throw new Error(`S3 storage needs ${missing.map(([k]) => k).join(', ')} as well`);
  return new S3FileStorage({
    endpoint: s3.S3_ENDPOINT as string,
    bucket: s3.S3_BUCKET as string,
    accessKeyId: s3.S3_ACCESS_KEY as string,
    secretAccessKey: s3.S3_SECRET_KEY as string,
    region: config.S3_REGION,
  });
}

export async function closeContext(ctx: AppContext) {
  await ctx.live.close();
  await ctx.productViews.close();
  await ctx.logs.close();
  await ctx.limiter.close();
  await ctx.database.close();
}
