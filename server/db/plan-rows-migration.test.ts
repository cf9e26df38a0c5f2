import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsBefore } from '#server/test-support/migrations-before.js';
import { migrationsFolder } from './migrate.js';

describe('the migration that stores a plan in rounds (0026_plan_rows)', () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('moves a plan stored before into one round, keeping its header and counting its datasets', async () => {
    const client = new PGlite();
    const db = drizzle(client);
    const before = migrationsBefore('0026_plan_rows');
    folders.push(before);
    await migrate(db, { migrationsFolder: before });
    // A batch previewed before the upgrade, not yet applied (its workspace and instance are not
    // what this migration is about: their keys are left unchecked).
    await client.exec(`set session_replication_role = replica`);
    const plan = {
      kind: 'datasets',
      datasets: [
        { datasetId: '00000000-0000-4000-8000-000000000001', version: 3, resources: [] },
        { datasetId: '00000000-0000-4000-8000-000000000002', version: 1, resources: [] },
      ],
    };
    await client.query(
      `insert into imports (id, workspace_id, instance_id, file_name, kind, plan)
       values ('10000000-0000-4000-8000-000000000000', gen_random_uuid(), gen_random_uuid(),
               'titles.csv', 'datasets', $1)`,
      [JSON.stringify(plan)],
    );
    await client.exec(`set session_replication_role = origin`);

    await migrate(db, { migrationsFolder });
    const { rows: stored } = await client.query<{ plan: unknown; dataset_count: number }>(
      `select plan, dataset_count from imports`,
    );
    expect(stored).toEqual([{ plan: { kind: 'datasets' }, dataset_count: 2 }]);
    const { rows: rounds } = await client.query<{ position: number; datasets: unknown }>(
      `select position, datasets from import_plan_rounds`,
    );
    expect(rounds).toEqual([{ position: 0, datasets: plan.datasets }]);
    await client.close();
  });
});
