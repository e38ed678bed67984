import { readFileSync, writeFileSync } from 'node:fs';

/** Memory of a child process read from /proc/<pid>/status (Linux only). */

export interface MemoryStatus {
  rssMb: number;
  hwmMb: number;
}

export function readStatus(pid: number): MemoryStatus | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return undefined;
  }
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, hwmMb: kb('VmHWM') / 1024 };
}

/** Resets VmHWM to the current RSS (Linux ≥ 4.0); false when the kernel refuses. */
export function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** Polls VmRSS every `intervalMs` and keeps the highest value (a backstop when VmHWM cannot be reset). */
export function sampleRss(pid: number, intervalMs = 50) {
  let maxMb = readStatus(pid)?.rssMb ?? 0;
  const timer = setInterval(() => {
    maxMb = Math.max(maxMb, readStatus(pid)?.rssMb ?? 0);
  }, intervalMs);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      return maxMb;
    },
  };
}
