// How many processes of a server actually answered requests: the ones whose CPU time grew
// under load. Counted, not assumed, so a `TUBEKIT_SERVER_PROCESSES=2` the start command does
// not (yet) honour shows as one process instead of a made-up N=2 figure.
import { readdirSync, readFileSync } from 'node:fs';

/** pid -> [parent pid, utime + stime in clock ticks] of every process (Linux /proc). */
function processTable(): Map<number, [number, number]> {
  const out = new Map<number, [number, number]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name (field 2) may hold spaces: the fields after its ')' are fixed.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(Number(name), [Number(fields[1]), Number(fields[11]) + Number(fields[12])]);
    } catch {
      // Exited meanwhile.
    }
  }
  return out;
}

/** CPU ticks of `root` and each of its descendants. */
export function cpuOfTree(root: number): Map<number, number> {
  const table = processTable();
  const tree = new Map<number, number>();
  const walk = (pid: number) => {
    tree.set(pid, table.get(pid)?.[1] ?? 0);
    for (const [child, [parent]] of table) if (parent === pid && !tree.has(child)) walk(child);
  };
  walk(root);
  return tree;
}

/**
 * The processes of the tree that did at least a fifth of the busiest one's work between two
 * snapshots (the `pnpm` wrapper, a cluster primary that only hands sockets over, a media
 * worker idle under page load: none of them serve).
 */
export function servingProcesses(before: Map<number, number>, after: Map<number, number>): number {
  const work = [...after].map(([pid, ticks]) => ticks - (before.get(pid) ?? 0));
  const busiest = Math.max(0, ...work);
  if (busiest === 0) return 0;
  return work.filter((w) => w >= busiest / 5).length;
}
