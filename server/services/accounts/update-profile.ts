import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema/index.js';
import type { DatabaseNeed } from '../service-needs.js';

/** Sets a user's display name, and their locale when one is given. */
export async function updateProfile(
  { db }: DatabaseNeed,
  userId: string,
  profile: { displayName: string; locale?: 'en' | 'ja' },
): Promise<void> {
  await db
    .update(users)
    .set({
      name: profile.displayName,
      ...(profile.locale ? { locale: profile.locale } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}
