import { parseArgs } from 'node:util';

/** What both benchmarks are told on their command line. */
export interface BenchArgs {
  runs: number;
  throttle: number;
  noBuild: boolean;
  /** The script's own boolean flags, by name. */
  flags: Record<string, boolean>;
}

/**
 * Reads --runs (15), --throttle (4), --no-build and the script's own boolean `flags`; on a
 * bad number prints the usage of `script` and exits 2.
 */
export function parseBenchArgs(script: string, flags: readonly string[] = []): BenchArgs {
  const { values }: { values: Record<string, string | boolean | undefined> } = parseArgs({
    options: {
      runs: { type: 'string', default: '15' },
      throttle: { type: 'string', default: '4' },
      'no-build': { type: 'boolean', default: false },
      ...Object.fromEntries(flags.map((flag) => [flag, { type: 'boolean', default: false } as const])),
    },
  });
  const runs = Number(values.runs);
  const throttle = Number(values.throttle);
  if (!Number.isInteger(runs) || runs < 1 || !(throttle >= 1)) {
    const own = flags.map((flag) => ` [--${flag}]`).join('');
    console.error(`usage: ${script} [--runs <n >= 1>] [--throttle <rate >= 1>] [--no-build]${own}`);
    process.exit(2);
  }
  return {
    runs,
    throttle,
    noBuild: values['no-build'] === true,
    flags: Object.fromEntries(flags.map((flag) => [flag, values[flag] === true])),
  };
}
