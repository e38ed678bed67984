import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time spent by processes, read from /proc (Linux only): on a machine where other work comes and goes,
 * the CPU a message costs is steadier than messages per second. Times are in milliseconds of user and
 * system time; undefined when /proc cannot be read.
 */

const TICK_MS = 10; // USER_HZ is 100 on Linux for every architecture Node.js runs on.

function stat(pid: number | string): string[] | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: the fields after it start past its closing parenthesis.
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/**
 * User and system CPU of one process, its threads included; with `reaped`, also that of its children that
 * exited and were waited for (PostgreSQL's postmaster reaps every backend that ends).
 */
export function processCpuMs(pid: number, reaped = false): number | undefined {
  const fields = stat(pid);
  if (!fields) return undefined;
  // utime, stime, cutime and cstime are fields 14 to 17 of the whole line: 12 to 15 after the name.
  const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number) as [number, number, number, number];
  return (utime + stime + (reaped ? cutime + cstime : 0)) * TICK_MS;
}

/**
 * CPU of every PostgreSQL process on this machine (backends, WAL writer, checkpointer, autovacuum) so far:
 * the database's share of the work, when it runs here. A backend that ended (a pool closing an idle
 * connection) is counted through the postmaster, which reaped it.
 */
export function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let name: string;
    try {
      // The executable's name: a backend rewrites its command line ("postgres: 15/main: …") but not this,
      // and the postmaster's command line is its full path, so matching the command line missed it and
      // with it every backend it reaped during the run (a negative total).
      name = readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
    } catch {
      continue;
    }
    if (name === 'postgres') total += processCpuMs(Number(entry), true) ?? 0;
  }
  return total;
}

export interface CpuSpent {
  /** CPU ms of the measured process. */
  processMs: number;
  /** CPU ms of PostgreSQL's processes (0 when none runs on this machine). */
  postgresMs: number;
}

/** Starts counting; `stop()` gives the CPU spent since by the processes `pids` together, and by PostgreSQL. */
export function countCpu(pids: readonly number[]) {
  const processesMs = () => pids.reduce((sum, pid) => sum + (processCpuMs(pid) ?? NaN), 0);
  const processStart = processesMs();
  const postgresStart = postgresCpuMs();
  return {
    stop(): CpuSpent {
      return { processMs: processesMs() - processStart, postgresMs: postgresCpuMs() - postgresStart };
    },
  };
}
