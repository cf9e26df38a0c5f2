import { eq } from 'drizzle-orm';
import { imports } from '#server/db/schema/index.js';
import type { DatabaseNeed } from '../service-needs.js';

/** The instance an import was made for, or null when there is no such import. */
export async function importInstanceId(
  { db }: DatabaseNeed,
  importId: string,
): Promise<string | null> {
  const [stored] = await db
    .select({ instanceId: imports.instanceId })
    .from(imports)
    .where(eq(imports.id, importId));
  return stored?.instanceId ?? null;
}
