import type { Compilable, CompiledQuery, QueryResult } from 'kysely';
import type { Db } from './connect.ts';

const compiledByDb = new WeakMap<Db, Map<string, CompiledQuery>>();

/**
 * Runs a query whose SQL depends only on `key`, building and compiling it once per
 * database: later calls bind `parameters` to the kept SQL. Building a joined Kysely query
 * costs about as much as running it on a hot path (a video page, a listing page's rows).
 * The first build must bind exactly `parameters`, in order; one that binds anything else
 * (a constant of its own) is never kept, so a wrong call can only be slower, never wrong.
 * (Both databases also keep the prepared statement of each SQL text: sqlite-statements.ts,
 * pg-statements.ts.)
 */
export async function executeReused<R>(
  db: Db,
  key: string,
  parameters: readonly unknown[],
  build: () => Compilable<R>,
): Promise<R[]> {
  let kept = compiledByDb.get(db);
  if (!kept) {
    kept = new Map();
    compiledByDb.set(db, kept);
  }
  const compiled = kept.get(key) as CompiledQuery<R> | undefined;
  if (compiled) {
    const result: QueryResult<R> = await db.kysely.executeQuery({ ...compiled, parameters });
    return result.rows;
  }
  const fresh = build().compile();
  const same =
    fresh.parameters.length === parameters.length && fresh.parameters.every((p, i) => p === parameters[i]);
  if (same) kept.set(key, fresh);
  return (await db.kysely.executeQuery(fresh)).rows;
}
