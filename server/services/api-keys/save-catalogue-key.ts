import type { Config } from '#server/config/config.js';
import type { Database } from '#server/db/database.js';
import type { instances } from '#server/db/schema/index.js';
import type { Actor } from '#server/auth/actor.js';
import { recordEvent } from '../events/record-event.js';
import { saveCatalogueApiKey } from './catalogue-api-keys.js';

/**
 * Keeps a person's catalogue API key for an instance, with what the catalogue let it do, and the
 * event that says so, in one transaction.
 */
export async function saveCatalogueKey(
  db: Database,
  config: Config,
  actor: Actor,
  instance: typeof instances.$inferSelect,
  key: { apiKey: string; canWrite: boolean; writableOrganizations: string[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    await saveCatalogueApiKey(tx, config, {
      userId: actor.id,
      instanceId: instance.id,
      apiKey: key.apiKey,
      canWrite: key.canWrite,
      writableOrganizations: key.writableOrganizations,
    });
    await recordEvent(tx, {
      workspaceId: instance.workspaceId,
      instanceId: instance.id,
      level: 'info',
      kind: 'catalogueKey.saved',
      actorId: actor.id,
      details: {
        userId: actor.id,
        name: actor.displayName,
        canWrite: key.canWrite,
        writableOrganizations: key.writableOrganizations,
      },
    });
  });
}
