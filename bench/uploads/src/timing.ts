import { loadavg } from 'node:os';

/** Runs `step` and returns its result with its wall seconds. */
export async function timed<T>(step: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const start = process.hrtime.bigint();
  const value = await step();
  return { value, seconds: Number(process.hrtime.bigint() - start) / 1e9 };
}

/** The 1-minute load average, for the lines that say how busy the shared machine was. */
export const load = () => loadavg()[0]?.toFixed(1) ?? '?';
