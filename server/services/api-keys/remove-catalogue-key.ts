import type { Database } from '#server/db/database.js';
import type { instances } from '#server/db/schema/index.js';
import type { Actor } from '#server/auth/actor.js';
import { recordEvent } from '../events/record-event.js';
import { removeCatalogueApiKey } from './catalogue-api-keys.js';

/** Forgets a person's catalogue API key for an instance and records it, in one transaction. */
export async function removeCatalogueKey(
  db: Database,
  actor: Actor,
  instance: typeof instances.$inferSelect,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await removeCatalogueApiKey(tx, actor.id, instance.id))) return;
    await recordEvent(tx, {
      workspaceId: instance.workspaceId,
      instanceId: instance.id,
      level: 'info',
      kind: 'catalogueKey.removed',
      actorId: actor.id,
      details: { userId: actor.id, name: actor.displayName },
    });
  });
}
