import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DEMO_ACCOUNTS } from './db/seed/accounts.ts';
import { seedDemo } from './db/seed/index.ts';
import { startJobs } from './jobs.ts';
import { createContext } from './platform/context-factory.ts';

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
  printWelcome(address, ctx.database.kind, config.SEED_DEMO);
}

function printWelcome(address: string, database: string, demo: boolean) {
  const lines = [
    '',
    `  化工商城 is running at ${address}   (database: ${database}; operator console: ${address}/admin; API docs: ${address}/api/docs)`,
  ];
  if (demo) {
    lines.push('  Demo accounts (user name / password):');
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.note.padEnd(16)} ${a.userName} / ${a.password}   mobile ${a.mobile}`);
    lines.push('  SMS codes go to the outbox: operator console → 短信记录.');
  }
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
