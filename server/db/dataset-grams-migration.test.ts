import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsBefore } from '#server/test-support/migrations-before.js';
import { migrationsFolder } from './migrate.js';

describe('the migration that moves the search grams to their own table (0027_dataset_grams)', () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it("keeps every dataset's grams, so a search after the upgrade finds what it found before", async () => {
    const client = new PGlite();
    const db = drizzle(client);
    const before = migrationsBefore('0027_dataset_grams');
    folders.push(before);
    await migrate(db, { migrationsFolder: before });
    // Datasets searched before the upgrade (their instance is not what this migration is about:
    // its key is left unchecked).
    await client.exec(`set session_replication_role = replica`);
    await client.exec(
      `insert into datasets (id, instance_id, name, search_text, search_grams) values
         ('00000000-0000-4000-8000-000000000001', gen_random_uuid(), 'shelters',
          'shelters 避難所', '{sh,he,el,lt,te,er,rs,避難,難所}'),
         ('00000000-0000-4000-8000-000000000002', gen_random_uuid(), 'empty', '', '{}')`,
    );
    await client.exec(`set session_replication_role = origin`);

    await migrate(db, { migrationsFolder });
    const { rows } = await client.query<{ dataset_id: string; grams: string[] }>(
      `select dataset_id, grams from dataset_grams
       where grams @> array['避難', '難所'] order by dataset_id`,
    );
    expect(rows).toEqual([
      {
        dataset_id: '00000000-0000-4000-8000-000000000001',
        grams: ['sh', 'he', 'el', 'lt', 'te', 'er', 'rs', '避難', '難所'],
      },
    ]);
    const { rows: all } = await client.query(`select dataset_id from dataset_grams`);
    expect(all).toHaveLength(2);
    await client.close();
  });
});
