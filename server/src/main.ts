import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createContext } from './context-factory.ts';
import { seedDemo } from './db/seed/index.ts';
import { startJobs } from './jobs.ts';
import { isConnectionLoss } from './platform/db/availability.ts';
import { installCrashGuard } from './platform/process/crash-guard.ts';
import { welcomeLines } from './welcome.ts';

async function main() {
  const config = loadConfig();
  const ctx = await createContext(config);
  if (config.SEED_DEMO) await seedDemo(ctx);
  const app = await buildApp(ctx);
  const stopJobs = startJobs(ctx, (error) =>
    isConnectionLoss(error) ? ctx.database.availability.lost(error) : app.log.error({ err: error }, 'job worker'),
  );
  let closing = false;
  const shutdown = async (signal: string, exitCode = 0) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await stopJobs();
    await app.close();
    process.exit(exitCode);
  };
  installCrashGuard(
    {
      kept: (kind, error) => {
        if (isConnectionLoss(error)) ctx.database.availability.lost(error);
        else app.logError(null, error instanceof Error ? error : new Error(`${kind}: ${String(error)}`));
      },
      fatal: (error) => app.log.fatal({ err: error }, 'uncaught exception: the process ends'),
    },
    () => void shutdown('uncaughtException', 1),
  );
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  console.log(welcomeLines(address, ctx.database.kind, config.SEED_DEMO).join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
