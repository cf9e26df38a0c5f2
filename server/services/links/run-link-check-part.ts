import { and, eq, gt, or, sql } from 'drizzle-orm';
import { linkChecks } from '#server/db/schema/index.js';
import { checkLinks } from '#server/engines/links/index.js';
import type { LinkCheckRunNeeds } from './link-check-run-needs.js';
import { completeLinkCheckPart } from './complete-link-check-part.js';
import { failLinkCheck } from './fail-link-check.js';
import { linkCheckOptions } from './link-check-options.js';
import { LinkResultRecorder } from './link-result-recorder.js';
import { loadLinkTargets, type LinkTarget } from './link-targets.js';
import { interruptedAfterMs } from './queue-link-check.js';
import { updateDatasetLinkStatus } from './update-dataset-link-status.js';

const heartbeatEveryMs = 60_000;

/**
 * Runs one part of a planned link check: checks each distinct URL of the part's hosts once (the
 * engine is polite per host), records the results as they come, and counts the part done; the
 * last part derives the datasets' status and ends the check. A part of a check that is over, or
 * whose heartbeat stopped (it was interrupted), does nothing.
 */
export async function runLinkCheckPart(
  deps: LinkCheckRunNeeds,
  checkId: string,
  part: number,
): Promise<void> {
  const { db } = deps;
  const [check] = await db
    .update(linkChecks)
    .set({
      status: 'running',
      startedAt: sql`coalesce(${linkChecks.startedAt}, now())`,
      heartbeatAt: new Date(),
    })
    .where(
      and(
        eq(linkChecks.id, checkId),
        or(
          eq(linkChecks.status, 'queued'),
          and(
            eq(linkChecks.status, 'running'),
            gt(linkChecks.heartbeatAt, new Date(Date.now() - interruptedAfterMs)),
          ),
        ),
      ),
    )
    .returning();
  if (!check || check.total === null) return;

  const heartbeat = setInterval(() => {
    db.update(linkChecks)
      .set({ heartbeatAt: new Date() })
      .where(eq(linkChecks.id, checkId))
      .catch((error: unknown) => deps.logger.warn({ err: error, checkId }, 'link check heartbeat'));
  }, heartbeatEveryMs);
  heartbeat.unref();
  const recorder = new LinkResultRecorder(db, check, deps.config.linkConfirmAfterMs);
  try {
    const targets = await loadLinkTargets(db, check, { index: part, count: check.parts });
    const targetsByUrl = new Map<string, LinkTarget[]>();
    for (const target of targets) {
      const same = targetsByUrl.get(target.url);
      if (same) same.push(target);
      else targetsByUrl.set(target.url, [target]);
    }
    await checkLinks(targetsByUrl.keys(), {
      ...linkCheckOptions(deps),
      onResult: (result) => recorder.add(result, targetsByUrl.get(result.url) ?? []),
    });
    await recorder.flush();
    await completeLinkCheckPart(deps, checkId);
  } catch (error) {
    deps.logger.warn({ err: error, checkId, part }, 'link check failed');
    // What was recorded before the failure stands; the datasets reflect it.
    await updateDatasetLinkStatus(db, recorder.datasetIds).catch(() => undefined);
    await failLinkCheck(deps, check, error);
  } finally {
    clearInterval(heartbeat);
  }
}
