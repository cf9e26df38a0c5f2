import { eq } from 'drizzle-orm';
import type { AccountUser } from '#contract/functions/account.js';
import { toLocale } from '#contract/locales.js';
import type { Queryable } from '#server/db/database.js';
import { users } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/app-error.js';

export async function loadAccountUser(db: Queryable, userId: string): Promise<AccountUser> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw AppError.unauthenticated();
  return {
    id: user.id,
    email: user.email,
    displayName: user.name,
    emailVerified: user.emailVerified,
    isSystemAdmin: user.isSystemAdmin,
    locale: toLocale(user.locale),
  };
}
