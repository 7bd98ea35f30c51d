import { CompiledQuery, type Kysely } from 'kysely';
import type { DialectName } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';

/** A row as values in the order of the table's column list. */
export type Row = ReadonlyArray<string | number | null>;

// Bound-parameter limits: SQLite's default SQLITE_MAX_VARIABLE_NUMBER is 32766, PostgreSQL's
// wire protocol allows 65535. Stay under both with room to spare.
const MAX_PARAMS: Record<DialectName, number> = { sqlite: 32_000, postgres: 60_000 };
// Past ~1000 rows a statement stops getting cheaper per row and only costs memory.
const MAX_ROWS = 1000;

/**
 * Inserts rows with multi-row `INSERT … VALUES (…),(…)` statements built once per batch
 * size and sent as raw compiled queries: Kysely's query builder costs more than the
 * insert itself at a million rows. Table and column names come from our code, never input.
 */
export class BulkInserter {
  readonly #sqlCache = new Map<string, string>();
  private readonly dialect: DialectName;

  constructor(dialect: DialectName) {
    this.dialect = dialect;
  }

  /** Inserts every row of `rows` into `table(columns)` through `db` (a transaction, usually). */
  async insert(
    db: Kysely<Database>,
    table: string,
    columns: readonly string[],
    rows: readonly Row[],
  ): Promise<void> {
    const perStatement = Math.max(
      1,
      Math.min(MAX_ROWS, Math.floor(MAX_PARAMS[this.dialect] / columns.length)),
    );
    for (let start = 0; start < rows.length; start += perStatement) {
      const chunk = rows.slice(start, start + perStatement);
      const params: Array<string | number | null> = [];
      for (const row of chunk) {
        if (row.length !== columns.length) {
          throw new Error(
            `bulk insert into ${table}: row has ${row.length} values for ${columns.length} columns`,
          );
        }
        for (const v of row) params.push(v);
      }
      await db.executeQuery(CompiledQuery.raw(this.#statement(table, columns, chunk.length), params));
    }
  }

  #statement(table: string, columns: readonly string[], rowCount: number): string {
    const key = `${table}|${columns.length}|${rowCount}`;
    const cached = this.#sqlCache.get(key);
    if (cached) return cached;
    const groups: string[] = [];
    let n = 0;
    for (let r = 0; r < rowCount; r++) {
      const marks: string[] = [];
      for (let c = 0; c < columns.length; c++) marks.push(this.dialect === 'postgres' ? `$${++n}` : '?');
      groups.push(`(${marks.join(',')})`);
    }
    const text = `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(',')}) VALUES ${groups.join(',')}`;
    this.#sqlCache.set(key, text);
    return text;
  }
}
