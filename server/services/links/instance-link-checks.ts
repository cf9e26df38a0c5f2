import { and, desc, eq } from 'drizzle-orm';
import type { Transaction } from '#server/db/database.js';
import { readInOneSnapshot } from '#server/db/read-in-one-snapshot.js';
import { runStatusIs } from '#server/db/run-status-is.js';
import { linkChecks } from '#server/db/schema/index.js';
import type { DatabaseNeed } from '../service-needs.js';

/**
 * An instance's link checks that matter now: the whole-instance check running and the last one
 * finished, and the confirmation of unknown links running, each null when there is none. Read in
 * one snapshot: a check that ends meanwhile is either still running or the last one finished.
 */
export function instanceLinkChecks({ db }: DatabaseNeed, instanceId: string) {
  return readInOneSnapshot(db, (tx) => checksIn(tx, instanceId));
}

async function checksIn(db: Transaction, instanceId: string) {
  const latest = (scope: 'instance' | 'unconfirmed', statuses: 'active' | 'finished') =>
    db
      .select()
      .from(linkChecks)
      .where(
        and(
          eq(linkChecks.instanceId, instanceId),
          eq(linkChecks.scope, scope),
          runStatusIs(linkChecks.status, statuses),
        ),
      )
      .orderBy(desc(linkChecks.queuedAt))
      .limit(1);
  const [[current], [last], [confirmation]] = await Promise.all([
    latest('instance', 'active'),
    latest('instance', 'finished'),
    latest('unconfirmed', 'active'),
  ]);
  return { current, last, confirmation };
}
