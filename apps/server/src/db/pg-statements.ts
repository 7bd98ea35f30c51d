import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/**
 * A pg pool as Kysely sees it, where every query with parameters runs as a named prepared
 * statement: PostgreSQL parses and plans it once per connection, then only binds and
 * executes it. Kysely sends each query as unnamed text, planned anew on every request (for
 * a page's joined rows about 1 ms, more than running them).
 *
 * Names are given per SQL text (the same text always gets the same name, a name never
 * changes text). Past `max` distinct texts, new texts run unnamed, so SQL built from
 * unbounded input cannot grow the statements of each connection without limit. Queries
 * without parameters (migrations, `begin`, DDL with several statements) keep the simple
 * protocol.
 */
export function withNamedStatements(pool: pg.Pool, max = 2000): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < max) {
      name = `k${names.size + 1}`;
      names.set(text, name);
    }
    return name;
  };
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => ({
    // biome-ignore lint/suspicious/noExplicitAny: Kysely's overloads (text or cursor) pass straight to pg.
    query: ((textOrCursor: any, values?: readonly unknown[]) => {
      const name = typeof textOrCursor === 'string' && values?.length ? nameOf(textOrCursor) : undefined;
      if (name) return client.query({ name, text: textOrCursor, values: [...(values ?? [])] });
      return client.query(textOrCursor, values as unknown[]);
    }) as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  });
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
