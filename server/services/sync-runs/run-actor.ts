import { eq } from 'drizzle-orm';
import type { Actor } from '#server/auth/actor.js';
import type { Queryable } from '#server/db/database.js';
import { users } from '#server/db/schema/index.js';

/** The person who started a run, as the run acts: their own rights and key, as they are now. */
export async function runActor(db: Queryable, userId: string | null): Promise<Actor | null> {
  if (!userId) return null;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  return {
    id: user.id,
    email: user.email,
    displayName: user.name,
    isSystemAdmin: user.isSystemAdmin,
    locale: user.locale === 'ja' ? 'ja' : 'en',
    via: 'session',
  };
}
