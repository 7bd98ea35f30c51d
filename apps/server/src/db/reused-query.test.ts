import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './connect.ts';
import { executeReused } from './reused-query.ts';
import { testDatabases } from './test-databases.ts';
import { insertCategory } from './test-fixtures.ts';

describe.each(testDatabases())('executeReused on $name', ({ open }) => {
  let db: Db;
  const ids: number[] = [];
  beforeAll(async () => {
    db = await open();
    for (const title of ['Alpha', 'Beta', 'Gamma'])
      ids.push(await insertCategory(db, { dir: title.toLowerCase(), title }));
  });
  afterAll(async () => {
    await db?.close();
  });

  const titles = (key: string, wanted: number[]) =>
    executeReused(db, key, wanted, () =>
      db.kysely.selectFrom('categories').select('title').where('category_id', 'in', wanted).orderBy('title'),
    ).then((rows) => rows.map((r) => r.title));

  it('answers each call with its own parameters through the kept SQL', async () => {
    expect(await titles('two', [ids[0]!, ids[1]!])).toEqual(['Alpha', 'Beta']);
    expect(await titles('two', [ids[1]!, ids[2]!])).toEqual(['Beta', 'Gamma']);
    expect(await titles('one', [ids[2]!])).toEqual(['Gamma']);
  });

  it('never keeps a query that binds a value of its own', async () => {
    const withOwnValue = (wanted: number) =>
      executeReused(db, 'own-value', [wanted], () =>
        db.kysely
          .selectFrom('categories')
          .select('title')
          .where('category_id', '=', wanted)
          .where('title', '<>', 'Nothing'),
      ).then((rows) => rows.map((r) => r.title));
    expect(await withOwnValue(ids[0]!)).toEqual(['Alpha']);
    expect(await withOwnValue(ids[1]!)).toEqual(['Beta']);
  });
});
