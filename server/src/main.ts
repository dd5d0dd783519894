import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { seedDemo } from './db/seed/index.ts';
import { createContext } from './platform/context-factory.ts';

async function main() {
  const config = loadConfig();
  const ctx = await createContext(config);
  if (config.SEED_DEMO) await seedDemo(ctx);
  const app = await buildApp(ctx);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
