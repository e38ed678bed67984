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

/** User and system CPU of one process, its threads included. */
export function processCpuMs(pid: number): number | undefined {
  const fields = stat(pid);
  // utime and stime are fields 14 and 15 of the whole line: 12 and 13 after the command name.
  return fields ? (Number(fields[11]) + Number(fields[12])) * TICK_MS : undefined;
}

/**
 * CPU of every PostgreSQL process on this machine (backends, WAL writer, checkpointer, autovacuum):
 * the database's share of the work, when it runs here. Processes that exited in between are not counted.
 */
export function postgresCpuMs(): Map<number, number> {
  const byPid = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let command: string;
    try {
      command = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (!command.startsWith('postgres')) continue;
    const cpu = processCpuMs(Number(entry));
    if (cpu !== undefined) byPid.set(Number(entry), cpu);
  }
  return byPid;
}

export interface CpuSpent {
  /** CPU ms of the measured process. */
  processMs: number;
  /** CPU ms of PostgreSQL's processes (0 when none runs on this machine). */
  postgresMs: number;
}

/** Starts counting; `stop()` gives the CPU spent since, by the process and by PostgreSQL. */
export function countCpu(pid: number) {
  const processStart = processCpuMs(pid) ?? NaN;
  const postgresStart = postgresCpuMs();
  return {
    stop(): CpuSpent {
      let postgresMs = 0;
      for (const [p, ms] of postgresCpuMs()) postgresMs += ms - (postgresStart.get(p) ?? 0);
      return { processMs: (processCpuMs(pid) ?? NaN) - processStart, postgresMs };
    },
  };
}
