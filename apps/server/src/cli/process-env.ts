/**
 * What the primary of `pnpm start` tells the processes it starts (README "Processes"),
 * through their environment.
 */

/** Which process this is: a server (`server`) or the job process (`jobs`). */
export const ROLE_ENV = 'TUBEKIT_PROCESS_ROLE';
/** When the primary started (epoch ms), so every process reports times since `pnpm start`. */
export const STARTED_ENV = 'TUBEKIT_STARTED_AT';

/** The roles of the processes the primary starts. */
export type ProcessRole = 'server' | 'jobs';

/** When `pnpm start` started (epoch ms): the primary's start, or this process's own. */
export function startedAt(env: NodeJS.ProcessEnv = process.env): number {
  const at = Number(env[STARTED_ENV]);
  return Number.isFinite(at) && at > 0 ? at : performance.timeOrigin;
}

/** Seconds since `pnpm start` started, for the console lines (`2.4 s`). */
export function elapsed(): string {
  return `${((Date.now() - startedAt()) / 1000).toFixed(1)} s`;
}

/** Prints one console line (what people and scripts read; the JSON log is TUBEKIT_LOG's). */
export const log = (line: string): void => console.log(line);
