/**
 * Child-process entry: runs the server under test on a loopback port and prints
 * `LISTENING <port>`. A separate process so the load generator and the server do not share
 * an event loop. Environment: BENCH_SQLITE_PATH or BENCH_DATABASE (a postgres URL), or
 * BENCH_STAND_IN=1 for the trivial stand-in.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '@tubekit/server/src/app.ts';
import { type Config, loadConfig } from '@tubekit/server/src/config.ts';
import { openDatabase } from '@tubekit/server/src/db/connect.ts';
import { createStandInServer } from './stand-in-server.ts';

const HOST = '127.0.0.1';

async function startStandIn(): Promise<number> {
  const server = createStandInServer();
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  process.once('SIGTERM', () => server.close(() => process.exit(0)));
  return (server.address() as AddressInfo).port;
}

async function startApp(): Promise<number> {
  const databaseUrl = process.env.BENCH_DATABASE || undefined;
  const sqlitePath = process.env.BENCH_SQLITE_PATH || ':memory:';
  const db = await openDatabase({ databaseUrl, sqlitePath });
  const config: Config = { ...loadConfig(process.env), host: HOST, port: 0, sqlitePath };
  if (databaseUrl) config.databaseUrl = databaseUrl;
  // No request logging: the benchmark measures the API, not the logger. The load comes from
  // one address, so the per-address jsond limit (30 a minute) is off: it would answer 429.
  const app = await buildApp({ db, config, logger: false, rateLimits: { jsond: false } });
  await app.listen({ host: HOST, port: 0 });
  process.once('SIGTERM', () => {
    void app
      .close()
      .then(() => db.close())
      .finally(() => process.exit(0));
  });
  return (app.server.address() as AddressInfo).port;
}

const port = process.env.BENCH_STAND_IN === '1' ? await startStandIn() : await startApp();
console.log(`LISTENING ${port}`);
