import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { accountsApp } from '../accounts/accounts-test-kit.ts';
import { type Db, openDatabase } from '../db/connect.ts';
import { parseCell, type ReadmeCell, type ReadmeRow, readmeTable } from './readme-table.ts';

const COUNT_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];

/**
 * Inside a `describe`: the tests of the README table under `heading`, one a cell. First
 * "has a row for every request this test knows, and N cells each" (the table's requests are
 * the keys of `requests`, each row has a cell a caller), then `${request}, ${caller}: ${cell}`
 * for every cell, which runs `check` with the row, the caller and the cell as written.
 */
export function eachTableCell<C extends string>(
  heading: string,
  callers: readonly C[],
  requests: Record<string, unknown>,
  check: (row: ReadmeRow, caller: C, cell: string) => Promise<void>,
): void {
  const rows = readmeTable(heading);

  it(`has a row for every request this test knows, and ${COUNT_WORDS[callers.length]} cells each`, () => {
    expect(rows.map((r) => r.request).sort()).toEqual(Object.keys(requests).sort());
    for (const row of rows) expect(row.cells).toHaveLength(callers.length);
  });

  for (const row of rows) {
    for (const [i, caller] of callers.entries()) {
      const cell = row.cells[i] ?? '';
      it(`${row.request}, ${caller}: ${cell}`, () => check(row, caller, cell));
    }
  }
}

/**
 * Checks an answer against its cell: the status, then the cell's error code or, where the cell
 * names none, no error at all. Returns the parsed cell.
 */
export function expectCellAnswer(res: LightMyRequestResponse, cell: string): ReadmeCell {
  const parsed = parseCell(cell);
  expect(res.statusCode).toBe(parsed.status);
  if (parsed.code) expect(res.json().code).toBe(parsed.code);
  else expect(res.json().error).toBeUndefined();
  return parsed;
}

/**
 * Inside a `describe`: an accounts app on a fresh in-memory database for each call of the
 * returned function, all of them closed after each test (a world of its own for every cell).
 */
export function freshAccountsApps(): () => Promise<{ db: Db; app: FastifyInstance }> {
  const opened: { db: Db; app: FastifyInstance }[] = [];
  afterEach(async () => {
    for (const { app, db } of opened.splice(0)) {
      await app.close();
      await db.close();
    }
  });
  return async () => {
    const db = await openDatabase({ sqlitePath: ':memory:' });
    const { app } = await accountsApp(db);
    opened.push({ db, app });
    return { db, app };
  };
}

/** Makes a member a moderator (`users.role`). */
export async function makeModerator(db: Db, userId: number): Promise<void> {
  await db.kysely.updateTable('users').set({ role: 'moderator' }).where('user_id', '=', userId).execute();
}

/**
 * POSTs `payload` form-encoded to `url` as a cross-site form would (with `cookie`, a
 * moderator's session in the tests: the refusal comes before the caller is looked at), and
 * expects 403 `cross_site`.
 */
export async function expectCrossSiteRefused(
  app: FastifyInstance,
  url: string,
  cookie: string,
  payload: string,
): Promise<void> {
  const res = await app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'cross-site',
      cookie,
    },
    payload,
  });
  expect(res.statusCode).toBe(403);
  expect(res.json()).toMatchObject({ code: 'cross_site' });
}
