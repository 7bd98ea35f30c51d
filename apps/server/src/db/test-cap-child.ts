/**
 * A child process of row-lock-processes.test.ts: `attempts` times, a cap check and its insert
 * under `underLock` on the SQLite file at argv[2], as a server process checking a quota.
 * Prints the rows it added and the errors it met as JSON.
 */
import { sql } from 'kysely';
import { openDatabase } from './connect.ts';
import { underLock } from './row-lock.ts';

const [path = '', cap = '0', attempts = '0'] = process.argv.slice(2);
const db = await openDatabase({ sqlitePath: path });
let added = 0;
const errors: string[] = [];
for (let i = 0; i < Number(attempts); i++) {
  try {
    const inserted = await underLock(db, { table: 'users', id: 1 }, async (trx) => {
      const { rows } = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM cap_test`.execute(trx);
      if (Number(rows[0]?.n) >= Number(cap)) return false;
      // Another process's turn would come here if the lock let it in.
      await new Promise((resolve) => setImmediate(resolve));
      await sql`INSERT INTO cap_test (pid) VALUES (${process.pid})`.execute(trx);
      return true;
    });
    if (inserted) added++;
  } catch (err) {
    errors.push(err instanceof Error ? err.message : String(err));
  }
}
await db.close();
console.log(JSON.stringify({ added, errors }));
