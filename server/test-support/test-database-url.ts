import { sql } from 'drizzle-orm';
import { databaseUrlFor } from './template-database.js';
import type { TestApp } from './test-app.js';

/** The PostgreSQL URL of a test app's own database, for other processes to share it. */
export async function testDatabaseUrl(testApp: TestApp): Promise<string> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('Other processes can share only a PostgreSQL database');
  const result = (await testApp.runtime.db.execute(sql`select current_database() as name`)) as
    { rows: { name: string }[] } | { name: string }[];
  return databaseUrlFor(adminUrl, (Array.isArray(result) ? result : result.rows)[0]!.name);
}
