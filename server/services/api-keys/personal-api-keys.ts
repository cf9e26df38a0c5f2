import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { PersonalKeyRow } from '#contract/functions/api-keys.js';
import { toLocale } from '#contract/locales.js';
import type { Queryable } from '#server/db/database.js';
import { personalApiKeys, users } from '#server/db/schema/index.js';
import type { Actor } from '#server/auth/actor.js';
import { AppError } from '#server/lib/app-error.js';
import { randomToken, tokenHash } from '#server/lib/random-token.js';

/** Every personal key starts so; scanners and people can tell it from other secrets. */
export const personalKeyPrefix = 'csk_';

type StoredKey = typeof personalApiKeys.$inferSelect;

function presentKey(key: StoredKey, now = new Date()): PersonalKeyRow {
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    createdAt: key.createdAt.toISOString(),
    expiresAt: key.expiresAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    status: key.revokedAt ? 'revoked' : key.expiresAt <= now ? 'expired' : 'active',
  };
}

/** A new key: the token is returned here once and stored only as its hash. */
export async function createPersonalKey(
  db: Queryable,
  userId: string,
  input: { name: string; expiresInDays: number },
): Promise<{ key: PersonalKeyRow; token: string }> {
  const token = randomToken(personalKeyPrefix);
  const [key] = await db
    .insert(personalApiKeys)
    .values({
      userId,
      name: input.name,
      tokenHash: tokenHash(token),
      prefix: token.slice(0, personalKeyPrefix.length + 4),
      expiresAt: new Date(Date.now() + input.expiresInDays * 24 * 60 * 60 * 1000),
    })
    .returning();
  return { key: presentKey(key!), token };
}

export async function listPersonalKeys(db: Queryable, userId: string): Promise<PersonalKeyRow[]> {
  const keys = await db
    .select()
    .from(personalApiKeys)
    .where(eq(personalApiKeys.userId, userId))
    .orderBy(desc(personalApiKeys.createdAt));
  return keys.map((key) => presentKey(key));
}

/** Only the owner's own keys; another person's key id is not found. */
export async function revokePersonalKey(
  db: Queryable,
  userId: string,
  keyId: string,
): Promise<PersonalKeyRow> {
  const [key] = await db
    .update(personalApiKeys)
    .set({ revokedAt: sql`coalesce(${personalApiKeys.revokedAt}, now())` })
    .where(and(eq(personalApiKeys.id, keyId), eq(personalApiKeys.userId, userId)))
    .returning();
  if (!key) throw AppError.notFound('API key');
  return presentKey(key);
}

/**
 * The person a Bearer token speaks for, or an unauthenticated error for an unknown, revoked or
 * expired key. Last use is written at most once a minute, so scripts do not turn reads into writes.
 */
export async function actorForPersonalKey(db: Queryable, token: string): Promise<Actor> {
  if (!token.startsWith(personalKeyPrefix)) throw invalidKey();
  const [row] = await db
    .select({ key: personalApiKeys, user: users })
    .from(personalApiKeys)
    .innerJoin(users, eq(users.id, personalApiKeys.userId))
    .where(
      and(
        eq(personalApiKeys.tokenHash, tokenHash(token)),
        isNull(personalApiKeys.revokedAt),
        gt(personalApiKeys.expiresAt, sql`now()`),
      ),
    );
  if (!row) throw invalidKey();
  await db
    .update(personalApiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(personalApiKeys.id, row.key.id),
        or(
          isNull(personalApiKeys.lastUsedAt),
          lt(personalApiKeys.lastUsedAt, sql`now() - interval '1 minute'`),
        ),
      ),
    );
  return {
    id: row.user.id,
    email: row.user.email,
    displayName: row.user.name,
    isSystemAdmin: row.user.isSystemAdmin,
    locale: toLocale(row.user.locale),
    via: 'api-key',
  };
}

function invalidKey(): AppError {
  return new AppError('unauthenticated', 'The API key is not valid', { reason: 'invalidApiKey' });
}
