import { eq, sql } from 'drizzle-orm';
import type { SystemSettings } from '#contract/functions/system.js';
import type { Queryable } from '#server/db/database.js';
import { systemSettings } from '#server/db/schema/index.js';

const defaults: SystemSettings = {
  enableRegistrations: true,
  retention: { checkLogDays: 365, eventDays: 365, historyDays: null },
};

export async function readSystemSettings(db: Queryable): Promise<SystemSettings> {
  const rows = await db.select().from(systemSettings);
  const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  return { ...defaults, ...stored } as SystemSettings;
}

export async function writeSystemSettings(
  db: Queryable,
  changes: Partial<SystemSettings>,
  actorId: string,
): Promise<SystemSettings> {
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    await db
      .insert(systemSettings)
      .values({ key, value, updatedBy: actorId })
      .onConflictDoUpdate({
        target: systemSettings.key,
        set: { value: sql`excluded.value`, updatedBy: actorId, updatedAt: sql`now()` },
      });
  }
  return readSystemSettings(db);
}

export async function registrationsOpen(db: Queryable): Promise<boolean> {
  const [row] = await db
    .select()
    .from(systemSettings)
    .where(eq(systemSettings.key, 'enableRegistrations'));
  return row ? row.value === true : defaults.enableRegistrations;
}
