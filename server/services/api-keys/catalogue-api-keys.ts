import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '#server/config/config.js';
import type { Queryable } from '#server/db/database.js';
import { catalogueApiKeys } from '#server/db/schema/index.js';
import { SecretBox } from '#server/lib/secret-box.js';

const purpose = 'catalogue-api-key';

// Deriving the box's key (HKDF) costs more than opening a key with it: once a secret, not once a
// read (a sync run reads its starter's key for every dataset).
const boxes = new Map<string, SecretBox>();

function boxOf(config: Config): SecretBox {
  let box = boxes.get(config.secret);
  if (!box) {
    box = new SecretBox(config.secret, purpose);
    boxes.set(config.secret, box);
  }
  return box;
}

/** A sealed key as the catalogue takes it. */
export function openCatalogueApiKey(config: Config, sealedKey: string): string {
  return boxOf(config).open(sealedKey);
}

/** The acting user's own key for the instance, or null. Never log it, never return it to others. */
export async function readCatalogueApiKey(
  db: Queryable,
  config: Config,
  userId: string,
  instanceId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ sealedKey: catalogueApiKeys.sealedKey })
    .from(catalogueApiKeys)
    .where(and(eq(catalogueApiKeys.userId, userId), eq(catalogueApiKeys.instanceId, instanceId)));
  return row ? boxOf(config).open(row.sealedKey) : null;
}

export async function saveCatalogueApiKey(
  db: Queryable,
  config: Config,
  input: {
    userId: string;
    instanceId: string;
    apiKey: string;
    canWrite: boolean;
    writableOrganizations?: string[];
  },
): Promise<void> {
  const values = {
    sealedKey: boxOf(config).seal(input.apiKey),
    // Four characters tell keys apart; a short key would give too much of itself away.
    hint: input.apiKey.length >= 16 ? input.apiKey.slice(-4) : '',
    canWrite: input.canWrite,
    writableOrganizations: input.writableOrganizations ?? [],
    verifiedAt: new Date(),
    updatedAt: new Date(),
  };
  await db
    .insert(catalogueApiKeys)
    .values({ userId: input.userId, instanceId: input.instanceId, ...values })
    .onConflictDoUpdate({
      target: [catalogueApiKeys.userId, catalogueApiKeys.instanceId],
      set: values,
    });
}

export async function removeCatalogueApiKey(
  db: Queryable,
  userId: string,
  instanceId: string,
): Promise<boolean> {
  const removed = await db
    .delete(catalogueApiKeys)
    .where(and(eq(catalogueApiKeys.userId, userId), eq(catalogueApiKeys.instanceId, instanceId)))
    .returning({ userId: catalogueApiKeys.userId });
  return removed.length > 0;
}

/** Whether a key is set, for tables that must say so without ever showing the key. */
export async function hasCatalogueApiKey(
  db: Queryable,
  userId: string,
  instanceId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`1` })
    .from(catalogueApiKeys)
    .where(and(eq(catalogueApiKeys.userId, userId), eq(catalogueApiKeys.instanceId, instanceId)));
  return Boolean(row);
}
