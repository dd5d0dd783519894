// `npm run typecheck`: each workspace's own TypeScript program (they differ in libraries: the web and the journeys
// see the DOM, the server Node). tsc checks on one thread, so they run as many at a time as there are cores, the
// largest first: one after another they took 93 s on 2 cores, two at a time 70.
import { spawn } from 'node:child_process';
import os from 'node:os';

const PROJECTS = ['server', 'web', 'e2e', 'packages/contracts'];
const lanes = Math.max(1, Math.min(os.availableParallelism(), PROJECTS.length));

/** Runs `tsc -p project`, its output held and printed whole when it ends (lanes would interleave their lines). */
function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['node_modules/typescript/bin/tsc', '-p', project], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(`tsc -p ${project}: ${code === 0 ? 'ok' : 'failed'}\n${Buffer.concat(output).toString()}`);
      resolve(code === 0);
    });
  });
}

const waiting = [...PROJECTS];
const results = await Promise.all(
  Array.from({ length: lanes }, async () => {
    let ok = true;
    for (let project = waiting.shift(); project; project = waiting.shift()) ok = (await check(project)) && ok;
    return ok;
  }),
);
if (results.includes(false)) process.exit(1);
