import pg from 'pg';

/** The URL of database `name` on the server of `serverUrl` (whatever database that names). */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  // The maintenance database always exists; the URL's own database may not.
  const client = new pg.Client({
    connectionString: databaseUrl(serverUrl, 'postgres'),
    connectionTimeoutMillis: 10_000,
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  return `"${name}"`;
}

/** Creates database `name` if it does not exist; true when it had to be created. */
export async function ensureDatabase(serverUrl: string, name: string): Promise<boolean> {
  return withAdmin(serverUrl, async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return false;
    await client.query(`CREATE DATABASE ${quoteIdent(name)}`);
    return true;
  });
}

/** Drops database `name` (closing its sessions) and creates it empty. */
export async function recreateDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdmin(serverUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${quoteIdent(name)}`);
  });
}

/**
 * VACUUM ANALYZE of a freshly loaded database: sets the visibility map, so the listing
 * indexes answer with index-only scans as on a server whose autovacuum has run, and gives
 * the planner statistics of the full catalogue.
 */
export async function vacuumAnalyze(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('VACUUM ANALYZE');
  } finally {
    await client.end();
  }
}
