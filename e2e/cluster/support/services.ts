import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { answering, type Running, startProcess, until } from './processes.ts';

/**
 * The cluster's shared parts on loopback, each a real service: a PostgreSQL database of its
 * own on the test server, a redis-server and s3rver (the S3-compatible server of the tests),
 * each process in a group of its own (see processes.ts). nginx: nginx.ts.
 */

/** The admin URL of the PostgreSQL tests (scripts/start-test-postgres), which may CREATE DATABASE. */
export function adminDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error('the cluster test needs PostgreSQL: set TEST_DATABASE_URL (scripts/start-test-postgres)');
  return url;
}

/** Runs one statement with psql on the admin database (CREATE/DROP DATABASE run outside transactions). */
function adminStatement(statement: string): void {
  execFileSync('psql', ['-q', '-v', 'ON_ERROR_STOP=1', '-d', adminDatabaseUrl(), '-c', statement], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Creates a fresh `tubekit_cluster_<random>` database and answers its URL. */
export function createDatabase(): { name: string; url: string } {
  const name = `tubekit_cluster_${randomBytes(5).toString('hex')}`;
  adminStatement(`CREATE DATABASE ${name}`);
  const url = new URL(adminDatabaseUrl());
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/** Drops the run's database, closing what is still connected (every process was killed before). */
export function dropDatabase(name: string): void {
  adminStatement(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** Whether the Redis at `port` answers PING with PONG. */
function pong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('error', () => resolve(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
  });
}

/** A redis-server on `port` without persistence, its files in `dir`. */
export async function startRedis(port: number, dir: string, logDir: string): Promise<Running> {
  const redis = startProcess(
    'redis',
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { cwd: dir, env: process.env, logDir },
  );
  await until('redis-server to answer PING', () => pong(port), { log: redis.log });
  return redis;
}

/** The bucket of the run (s3rver wants names of 3 characters or more). */
export const BUCKET = 'tubekit-cluster';

/**
 * CORS for the bucket: the player fetches HLS playlists and segments from it with fetch/XHR
 * from the site's origin, as a browser does from a real provider configured for the site.
 */
const CORS_XML = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>Content-Range</ExposeHeader>
    <ExposeHeader>Content-Length</ExposeHeader>
  </CORSRule>
</CORSConfiguration>`;

/** s3rver (see s3-server.ts) on `port` with the run's bucket made. */
export async function startS3(
  port: number,
  dir: string,
  logDir: string,
): Promise<Running & { endpoint: string }> {
  const data = join(dir, 's3');
  mkdirSync(data, { recursive: true });
  const cors = join(dir, 'cors.xml');
  writeFileSync(cors, CORS_XML);
  const script = fileURLToPath(new URL('./s3-server.ts', import.meta.url));
  const s3 = startProcess('s3rver', process.execPath, [script, String(port), data, BUCKET, cors], {
    cwd: dir,
    env: process.env,
    logDir,
  });
  const endpoint = `http://127.0.0.1:${port}`;
  await answering(`${endpoint}/${BUCKET}`, s3);
  return { ...s3, endpoint };
}
