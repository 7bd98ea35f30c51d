import type { PostgresPool, PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { postgresPoolOptions } from './connect.ts';
import { withNamedStatements } from './pg-statements.ts';

/**
 * How far behind its primary a replica may be and still serve reads. Below the writer's
 * window (READ_YOUR_WRITES_MS, 10 s) with room for one probe interval: a writer's reads go
 * back to the replicas only when these hold what they wrote.
 */
export const MAX_REPLICA_LAG_MS = 5_000;
/** How often each replica's lag (and life) is measured. */
export const REPLICA_PROBE_EVERY_MS = 1_000;
/** A replica that does not answer a connection within this goes out of service (pages must not hang). */
const REPLICA_CONNECT_TIMEOUT_MS = 2_000;

/**
 * How far the replica's replay is behind what it received, in ms: 0 once it replayed all it
 * received, else the age of the last transaction it replayed. Null on a server that is not a
 * standby (its functions answer null).
 */
const LAG_SQL = `SELECT CASE WHEN pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() THEN 0
  ELSE EXTRACT(EPOCH FROM now() - pg_last_xact_replay_timestamp()) * 1000 END AS lag_ms,
  pg_last_wal_replay_lsn()::text AS replayed`;

/** Options of `readReplicas`. */
export interface ReadReplicaOptions {
  /** Where reads go when no replica can take them. */
  primary: PostgresPool;
  /** One line per change of a replica's service (out, back), and each fallback's cause. */
  log: (line: string) => void;
  /** Lag past which a replica is left out; MAX_REPLICA_LAG_MS by default. */
  maxLagMs?: number;
  /** Probe interval; REPLICA_PROBE_EVERY_MS by default, 0: only `probe()` (tests). */
  probeEveryMs?: number;
}

/** The replicas behind one pool: what the reader's Kysely connects through. */
export interface ReadReplicas {
  /**
   * `connect()` takes the next replica in service (round-robin); a replica that refuses the
   * connection goes out of service and the next one (at last the primary) serves instead. A
   * replica's query that fails for the replica's sake (connection lost, recovery conflict)
   * runs again on the primary, so a replica's trouble never answers a 500.
   */
  pool: PostgresPool;
  /** Measures every replica's lag now and puts it in or out of service. */
  probe(): Promise<void>;
  /**
   * After the caches were cleared for a write: until a replica has replayed the primary's
   * WAL as it is now, its reads go to the primary. Otherwise a replica's answer from before
   * the write, read the moment after the clear, would be cached for the entry's lifetime.
   * Resolves once the position is known and the replicas probed against it.
   */
  fence(): Promise<void>;
  /** Which replicas take reads now (in service, past the last fence), by `host:port` (tests, logs). */
  inService(): string[];
  end(): Promise<void>;
}

interface Replica {
  /** host:port (the URL may hold a password: never logged). */
  name: string;
  raw: pg.Pool;
  pool: PostgresPool;
  serving: boolean;
  /** The WAL position it had replayed at the last probe (0 before; not a standby: past any). */
  replayed: bigint;
}

/** The read pools of the replicas at `urls`, beside the primary. */
export function readReplicas(urls: readonly string[], options: ReadReplicaOptions): ReadReplicas {
  const { primary, log } = options;
  const maxLagMs = options.maxLagMs ?? MAX_REPLICA_LAG_MS;
  const replicas = urls.map((url): Replica => {
    const raw = new pg.Pool({
      ...postgresPoolOptions(url),
      connectionTimeoutMillis: REPLICA_CONNECT_TIMEOUT_MS,
    });
    const { hostname, port } = new URL(url);
    const replica: Replica = {
      name: `${hostname}:${port || 5432}`,
      raw,
      pool: withNamedStatements(raw),
      serving: true,
      replayed: 0n,
    };
    // An idle connection that dies (the replica restarts) must not crash the process.
    raw.on('error', (err) => setServing(replica, false, err.message));
    return replica;
  });
  const setServing = (replica: Replica, serving: boolean, why: string): void => {
    if (replica.serving === serving) return;
    replica.serving = serving;
    log(
      `[db] replica ${replica.name} ${serving ? 'back in service' : `out of service (${why}): its reads go to the primary`}`,
    );
  };

  /** The primary's WAL position a replica must have replayed to serve: null while asked; none before a clear. */
  let fenceAt: { lsn: bigint | null } | undefined;
  let fenceSeq = 0;
  const fresh = (replica: Replica): boolean =>
    fenceAt === undefined || (fenceAt.lsn !== null && replica.replayed >= fenceAt.lsn);
  const fetchFence = async (seq: number): Promise<void> => {
    try {
      const client = await primary.connect();
      try {
        const { rows } = await client.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn', []);
        if (seq === fenceSeq && fenceAt) fenceAt.lsn = lsnValue(rows[0]?.lsn);
      } finally {
        client.release();
      }
      await probe();
    } catch (err) {
      // Reads stay on the primary; the next probe asks again.
      log(`[db] the primary's WAL position after a clear: ${(err as Error).message}`);
    }
  };

  let next = 0;
  const connect = async (): Promise<PostgresPoolClient> => {
    for (let tried = 0; tried < replicas.length; tried++) {
      const replica = replicas[next++ % replicas.length] as Replica;
      if (!replica.serving || !fresh(replica)) continue;
      try {
        return onPrimaryIfTroubled(replica, await replica.pool.connect());
      } catch (err) {
        setServing(replica, false, String((err as Error).message));
      }
    }
    return primary.connect();
  };

  /** The replica's client, whose queries that fail for the replica's sake run again on the primary. */
  const onPrimaryIfTroubled = (replica: Replica, client: PostgresPoolClient): PostgresPoolClient => ({
    query: (async (sql: string, parameters: unknown[]) => {
      try {
        return await client.query(sql, parameters);
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (!replicaTrouble(code)) throw err;
        // 40001 on a standby: a query cancelled by replay (the replica is fine, the query lost).
        if (code !== '40001') setServing(replica, false, String((err as Error).message));
        else log(`[db] replica ${replica.name}: ${(err as Error).message}; read again on the primary`);
        const fallback = await primary.connect();
        try {
          return await fallback.query(sql, parameters);
        } finally {
          fallback.release();
        }
      }
    }) as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  });

  const probe = async (): Promise<void> => {
    await Promise.all(
      replicas.map(async (replica) => {
        try {
          const { rows } = await replica.raw.query<{ lag_ms: number | null; replayed: string | null }>(
            LAG_SQL,
          );
          const lagMs = Number(rows[0]?.lag_ms ?? 0);
          replica.replayed = rows[0]?.replayed ? lsnValue(rows[0].replayed) : NOT_A_STANDBY;
          setServing(replica, lagMs <= maxLagMs, `${Math.round(lagMs)} ms behind the primary`);
        } catch (err) {
          setServing(replica, false, String((err as Error).message));
        }
      }),
    );
  };
  const everyMs = options.probeEveryMs ?? REPLICA_PROBE_EVERY_MS;
  // A replica that hangs takes up to its connection timeout: ticks do not pile up behind it.
  let ticking = false;
  const tick = async (): Promise<void> => {
    if (ticking) return;
    ticking = true;
    await (fenceAt?.lsn === null ? fetchFence(fenceSeq) : probe());
    ticking = false;
  };
  const timer = everyMs > 0 ? setInterval(() => void tick(), everyMs) : undefined;
  timer?.unref();

  return {
    pool: { connect, end: async () => {} },
    probe,
    fence() {
      fenceSeq += 1;
      fenceAt = { lsn: null };
      return fetchFence(fenceSeq);
    },
    inService: () => replicas.filter((r) => r.serving && fresh(r)).map((r) => r.name),
    async end() {
      clearInterval(timer);
      await Promise.all(replicas.map((r) => r.raw.end()));
    },
  };
}

/** A server that is not a standby replays nothing: always caught up. */
const NOT_A_STANDBY = 2n ** 64n;

/** A pg_lsn (`16/B374D848`: high and low 32 bits in hex) as one comparable number. */
function lsnValue(text: string | undefined): bigint {
  const [high = '0', low = '0'] = (text ?? '0/0').split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/**
 * Whether a query's error is the replica's trouble rather than the query's: no SQLSTATE (the
 * socket), connection exceptions (08), operator intervention and shutdowns (57), a recovery
 * conflict (40001), resources (53) and system errors (58, XX). A query's own error (bad data,
 * a constraint) would fail on the primary too: it is thrown as is.
 */
function replicaTrouble(code: string | undefined): boolean {
  return !code || /^(08|57|53|58|XX)/.test(code) || code === '40001';
}
