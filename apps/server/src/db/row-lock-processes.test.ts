import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './connect.ts';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'tubekit-row-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('underLock on one SQLite file from several processes (the server processes of pnpm start)', () => {
  it('a cap checked and written by 3 processes at once holds exactly, and no transaction fails with SQLITE_BUSY', async () => {
    const path = join(dir, 'cap.sqlite');
    const db = await openDatabase({ sqlitePath: path });
    await sql`CREATE TABLE cap_test (id INTEGER PRIMARY KEY, pid INTEGER NOT NULL)`.execute(db.kysely);
    await db.close();
    const cap = 40;
    const child = join(import.meta.dirname, 'test-cap-child.ts');
    const outputs = await Promise.all(
      [1, 2, 3].map(() =>
        run(process.execPath, [child, path, String(cap), '25'], { cwd: import.meta.dirname }),
      ),
    );
    const results = outputs.map((o) => JSON.parse(o.stdout.trim().split('\n').at(-1) ?? '{}'));
    expect(results.flatMap((r) => r.errors)).toEqual([]);
    expect(results.reduce((sum, r) => sum + r.added, 0)).toBe(cap);
    const check = await openDatabase({ sqlitePath: path });
    const { rows } = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM cap_test`.execute(check.kysely);
    await check.close();
    expect(Number(rows[0]?.n)).toBe(cap);
  });
});
