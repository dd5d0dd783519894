import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { seedDemo } from './db/seed/index.ts';
import { startJobs } from './jobs.ts';
import { createContext } from './platform/context-factory.ts';
import { welcomeLines } from './welcome.ts';

async function main() {
  const config = loadConfig();
  const ctx = await createContext(config);
  if (config.SEED_DEMO) await seedDemo(ctx);
  const app = await buildApp(ctx);
  const stopJobs = startJobs(ctx, (error) => app.log.error({ err: error }, 'job worker'));
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await stopJobs();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  console.log(welcomeLines(address, ctx.database.kind, config.SEED_DEMO).join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
