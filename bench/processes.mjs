// The two servers under load, each in its own process (the load comes from the bench process): the app's
// production build and the limit server. Their output goes to log files, shown when one fails to start.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

// Generous: the app migrates at start-up, and a new index on a million products takes minutes.
const STARTUP_TIMEOUT_MS = 15 * 60_000;

/** Starts `node [nodeArgs] <entry>` with `env` and waits until GET `readyUrl` answers at all (both servers listen once ready). */
export async function startServer({ name, entry, cwd, env, readyUrl, logDir, nodeArgs = [] }) {
  if (await answers(readyUrl)) throw new Error(`${name}: something already listens at ${new URL(readyUrl).origin}`);
  mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, `${name}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ['--enable-source-maps', ...nodeArgs, entry], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  let exited = null;
  child.on('exit', (code, signal) => {
    exited = { code, signal };
  });

  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) break;
    if (await answers(readyUrl)) return { name, child, logFile };
    await sleep(250);
  }
  child.kill('SIGTERM');
  const tail = readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
  throw new Error(`${name} did not start (${exited ? `exited ${JSON.stringify(exited)}` : 'timeout'}); ${logFile}:\n${tail}`);
}

async function answers(url) {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

/** Stops a started server (SIGTERM, then SIGKILL after 10 s) and waits for its exit. */
export async function stopServer(server) {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  const forced = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(forced);
}
