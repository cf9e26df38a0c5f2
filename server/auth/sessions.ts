import Bowser from 'bowser';
import { and, desc, eq, gt } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import type { SessionRow } from '#contract/functions/sessions.js';
import type { Database } from '../db/database.js';
import { sessions } from '../db/schema/index.js';
import { AppError } from '../lib/app-error.js';

/** The person's signed-in sessions that have not expired, the latest active first. */
export async function listSessions(
  db: Database,
  userId: string,
  currentSessionId: string | undefined,
): Promise<SessionRow[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.updatedAt));
  return rows.map((row) => {
    const agent = row.userAgent ? Bowser.parse(row.userAgent) : undefined;
    return {
      id: row.id,
      ipAddress: readableAddress(row.ipAddress),
      browser: nameAndVersion(agent?.browser.name, agent?.browser.version),
      os: nameAndVersion(agent?.os.name, agent?.os.versionName ?? agent?.os.version),
      userAgent: row.userAgent || null,
      signedInAt: row.createdAt.toISOString(),
      lastActiveAt: row.updatedAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      current: row.id === currentSessionId,
    };
  });
}

/** Ends one of the person's sessions at once (every request reads the session row). */
export async function revokeSession(db: Database, userId: string, sessionId: string) {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  // Someone else's session is simply not there: ids cannot be probed.
  if (deleted.length === 0) throw AppError.notFound('session');
}

/** `::ffff:10.0.0.5` → `10.0.0.5`, `2001:0db8:0000:…` → `2001:db8::…`; anything else as stored. */
export function readableAddress(address: string | null): string | null {
  if (!address) return null;
  return ipaddr.isValid(address) ? ipaddr.process(address).toString() : address;
}

function nameAndVersion(name: string | undefined, version: string | undefined): string | null {
  if (!name) return null;
  const major = version?.split('.')[0];
  return major ? `${name} ${major}` : name;
}
