/**
 * The peak memory of a process and everything it starts (Gatsby builds in
 * worker processes), sampled from /proc: the sum of their resident sets,
 * at its highest. Linux only; elsewhere the peak is reported as unknown.
 */
import fs from 'node:fs';

const SAMPLE_EVERY_MS = 500;
/** /proc/<pid>/stat counts resident memory in pages; 4 KiB on the machines we run on. */
const PAGE_BYTES = 4096;

export interface ProcessStat {
  pid: number;
  parent: number;
  residentBytes: number;
}

/**
 * One line of /proc/<pid>/stat. The command name (field 2) is in parentheses and may hold
 * spaces, so the fields are counted from its closing parenthesis.
 */
export function parseProcStat(line: string): ProcessStat | undefined {
  const close = line.lastIndexOf(')');
  const pid = Number.parseInt(line, 10);
  if (close < 0 || !Number.isInteger(pid)) return undefined;
  // After ") ": state(3) ppid(4) … rss(24), so ppid is the 2nd field and rss the 22nd.
  const fields = line.slice(close + 2).split(' ');
  const parent = Number(fields[1]);
  const residentPages = Number(fields[21]);
  if (!Number.isFinite(parent) || !Number.isFinite(residentPages)) return undefined;
  return { pid, parent, residentBytes: residentPages * PAGE_BYTES };
}

/** The resident bytes of `root` and all its descendants, from a list of processes. */
export function treeResidentBytes(root: number, processes: readonly ProcessStat[]): number {
  const children = new Map<number, ProcessStat[]>();
  for (const stat of processes) {
    children.set(stat.parent, [...(children.get(stat.parent) ?? []), stat]);
  }
  const rootStat = processes.find((stat) => stat.pid === root);
  let total = 0;
  const pending = rootStat ? [rootStat] : [];
  for (let stat = pending.pop(); stat; stat = pending.pop()) {
    total += stat.residentBytes;
    pending.push(...(children.get(stat.pid) ?? []));
  }
  return total;
}

function runningProcesses(): ProcessStat[] {
  return fs.readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      const stat = parseProcStat(fs.readFileSync(`/proc/${entry}/stat`, 'utf8'));
      return stat ? [stat] : [];
    } catch {
      return []; // the process ended between the listing and the reading
    }
  });
}

/** Samples the tree of `pid` until stop(), which gives its peak in bytes (NaN without /proc). */
export function samplePeakMemory(pid: number): { stop: () => number } {
  if (!fs.existsSync('/proc/self/stat')) return { stop: () => Number.NaN };
  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, treeResidentBytes(pid, runningProcesses()));
  };
  sample();
  const timer = setInterval(sample, SAMPLE_EVERY_MS);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}
