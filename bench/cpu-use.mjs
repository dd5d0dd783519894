// Where a run's CPU went: the server under load, the benchmark database's PostgreSQL, the load generator and the rest
// of the machine, read from /proc when the measured window opens and when it closes (Linux). The parts share the
// machine's cores, so their sum per answer bounds the throughput, and the split says which part to make cheaper.
// Without /proc (not Linux, or a database on another host) the parts read null and the report shows "—".
import { readFileSync } from 'node:fs';

// Linux reports process times in clock ticks of USER_HZ, 100 on every architecture Node runs on.
const MS_PER_TICK = 10;

const readText = (file) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces): index 0 is field 3, the state. */
function statFields(pid) {
  const stat = readText(`/proc/${pid}/stat`);
  return stat === null ? null : stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** A process's own user + system time (ms), or null once it has exited. */
function processMs(pid) {
  const fields = statFields(pid);
  return fields === null ? null : (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
}

/**
 * The CPU (ms) of a PostgreSQL cluster: the postmaster's own, its children's (backends, workers), and — through its
 * cutime and cstime — the children that exited, so a backend or an autovacuum worker ending inside the window still
 * counts. Only this cluster's processes: another PostgreSQL on the machine is the rest of the machine.
 */
function clusterMs(postmasterPid) {
  const fields = statFields(postmasterPid);
  if (fields === null) return null;
  const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
  // The kernel's list of children (CONFIG_PROC_CHILDREN); without it the cluster's CPU is unknown, not the postmaster's.
  const listed = readText(`/proc/${postmasterPid}/task/${postmasterPid}/children`);
  if (listed === null) return null;
  const children = listed.trim().split(/\s+/).filter(Boolean);
  // A child gone between the listing and its reading is in cutime at the next reading, from its start.
  const childrenMs = children.reduce((sum, pid) => sum + (processMs(pid) ?? 0), 0);
  return (utime + stime + cutime + cstime) * MS_PER_TICK + childrenMs;
}

/** The machine's busy and total time (ms) over every core (/proc/stat's first line), or null. */
function machineMs() {
  const line = readText('/proc/stat')?.split('\n')[0];
  if (!line?.startsWith('cpu ')) return null;
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy: busy * MS_PER_TICK, total: (busy + idle + iowait) * MS_PER_TICK };
}

/**
 * The postmaster of the database `db` (a connected pg client) is on this machine: its pid (the parent of this
 * client's backend), or null when /proc does not show the backend (another host, another PID namespace).
 */
export async function postmasterOf(db) {
  const { rows } = await db.query('SELECT pg_backend_pid() AS pid');
  const fields = statFields(rows[0].pid);
  return fields === null ? null : Number(fields[1]);
}

function reading(serverPid, postmasterPid) {
  const load = process.cpuUsage();
  return {
    server: serverPid === undefined ? null : processMs(serverPid),
    postgres: postmasterPid === null || postmasterPid === undefined ? null : clusterMs(postmasterPid),
    loadGenerator: (load.user + load.system) / 1000,
    machine: machineMs(),
  };
}

const difference = (after, before) => (after === null || before === null ? null : after - before);

/**
 * Starts reading the CPU of the run's parts; `stop()` answers each part's milliseconds over the window (null where
 * unknown — a server that exited is unknown, not idle) and the machine's busy and total milliseconds.
 */
export function startCpuReading({ serverPid, postmasterPid }) {
  const before = reading(serverPid, postmasterPid);
  return {
    stop() {
      const after = reading(serverPid, postmasterPid);
      return {
        serverMs: difference(after.server, before.server),
        postgresMs: difference(after.postgres, before.postgres),
        loadGeneratorMs: after.loadGenerator - before.loadGenerator,
        machineBusyMs: difference(after.machine?.busy ?? null, before.machine?.busy ?? null),
        machineTotalMs: difference(after.machine?.total ?? null, before.machine?.total ?? null),
      };
    },
  };
}

/**
 * Each part's CPU per answer (ms), "rest" being the machine's busy time the parts do not explain (the kernel's
 * loopback network work, other services; left unclamped, so a mismatch shows), and how busy the machine was.
 */
export function cpuPerAnswer(used, answers) {
  if (used === null || answers === 0) return null;
  const per = (ms) => (ms === null ? null : Math.round((ms / answers) * 1000) / 1000);
  const parts = [used.serverMs, used.postgresMs, used.loadGeneratorMs];
  const rest = used.machineBusyMs === null || parts.includes(null) ? null : used.machineBusyMs - parts.reduce((a, b) => a + b, 0);
  return {
    msPerAnswer: {
      server: per(used.serverMs),
      postgres: per(used.postgresMs),
      loadGenerator: per(used.loadGeneratorMs),
      rest: per(rest),
    },
    machineBusyPercent:
      used.machineBusyMs === null || !used.machineTotalMs ? null : Math.round((100 * used.machineBusyMs) / used.machineTotalMs),
    used,
  };
}
