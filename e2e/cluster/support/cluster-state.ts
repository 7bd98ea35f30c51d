import { readFileSync, writeFileSync } from 'node:fs';
import type { Running } from './processes.ts';

/** One `tubekit serve` process: where it listens and the data dir only it uses (its mail outbox). */
export interface ServerNode extends Running {
  port: number;
  origin: string;
  dataDir: string;
}

/**
 * What the global setup started, for the tests (which kill its processes and read their
 * logs): written to a JSON file whose path is in CLUSTER_E2E_STATE.
 */
export interface ClusterState {
  /** The run's temp dir (data dirs, nginx, s3rver, redis); `logDir` inside it. */
  dir: string;
  logDir: string;
  database: { name: string; url: string };
  redisUrl: string;
  s3: { endpoint: string; bucket: string };
  /** The environment every server and worker shares (cluster mode's configuration). */
  env: Record<string, string>;
  /** nginx; its error log tells which requests it sent to another server. */
  nginx: Running & { origin: string; errorLog: string };
  /** Servers A and B. */
  servers: ServerNode[];
  workers: Running[];
}

export const STATE_ENV = 'CLUSTER_E2E_STATE';

export function writeState(path: string, state: ClusterState): void {
  writeFileSync(path, JSON.stringify(state, null, 2));
}

function readState(path: string): ClusterState {
  return JSON.parse(readFileSync(path, 'utf8')) as ClusterState;
}

/** Where the state file is (the global setup sets CLUSTER_E2E_STATE before the tests start). */
function statePath(): string {
  const path = process.env[STATE_ENV];
  if (!path) throw new Error(`${STATE_ENV} is unset: run with playwright.cluster.config.ts`);
  return path;
}

/** The running cluster, as the global setup described it. */
export function clusterState(): ClusterState {
  return readState(statePath());
}
