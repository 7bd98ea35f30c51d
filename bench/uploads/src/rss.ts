import { readFileSync } from 'node:fs';

/** Resident set size of process `pid` in bytes (Linux /proc), null once it is gone. */
export function rssOf(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** Samples the RSS of `pid` every `everyMs` until `stop()`; answers the samples in bytes. */
export function sampleRss(pid: number, everyMs = 100): { stop: () => number[] } {
  const samples: number[] = [];
  const take = () => {
    const rss = rssOf(pid);
    if (rss !== null) samples.push(rss);
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}

export const mib = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MiB`;

/** CPU seconds (user + system) process `pid` has used so far (Linux /proc), 0 once it is gone. */
export function cpuSecondsOf(pid: number): number {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}
