import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { storedMinLikelihood } from '#contract/sensitive.js';
import {
  datasets,
  instances,
  resources,
  sensitiveChecks,
  sensitiveFindings,
} from '#server/db/schema/index.js';
import type { ScanResult } from '#server/engines/sensitive/index.js';
import type { DatabaseNeed, LoggerNeed, NetworkNeed, ScanPoolNeed } from '../service-needs.js';
import { readCatalogueApiKey } from '../api-keys/catalogue-api-keys.js';
import { downloadFile, type DownloadedFile, type DownloadOptions } from './download-file.js';
import { describeFailure } from './describe-check-failure.js';
import { withDownloadSlot } from './download-slots.js';
import { FindingsWriter } from './findings-writer.js';
import { recordCheckFailedEvent } from './record-check-failed-event.js';
import { scoreDatasets } from '../quality/score-datasets.js';
import type { TableInspection } from '#server/engines/quality/index.js';
import { inspectCheckedFile } from './inspect-checked-file.js';

type CheckRecord = typeof sensitiveChecks.$inferSelect;

/**
 * Runs one check: download the resource's file, scan it in the worker pool, store the findings as
 * they come, then update the resource and its dataset. Every outcome is written to the check (its
 * log); a failure is also an event. Throws only when the database itself fails, so the job retries
 * — and a retried check starts over.
 */
export async function runSensitiveCheck(
  deps: DatabaseNeed & LoggerNeed & NetworkNeed & ScanPoolNeed,
  checkId: string,
): Promise<void> {
  const { db, config } = deps;
  const [check] = await db.select().from(sensitiveChecks).where(eq(sensitiveChecks.id, checkId));
  if (!check || check.status === 'succeeded' || check.status === 'failed') return;
  const [resource] = await db.select().from(resources).where(eq(resources.id, check.resourceId));
  if (!resource) return;

  await db.delete(sensitiveFindings).where(eq(sensitiveFindings.checkId, checkId));
  const startedAt = new Date();
  await db
    .update(sensitiveChecks)
    .set({ status: 'running', startedAt, fileBytes: null, contentType: null })
    .where(eq(sensitiveChecks.id, checkId));

  let download: DownloadedFile | undefined;
  try {
    const credentials = await catalogueCredentialsOf(deps, check);
    download = await withDownloadSlot(check.url, () =>
      downloadFile(check.url, {
        maxBytes: config.checkMaxBytes,
        timeoutMs: config.checkTimeoutSeconds * 1000,
        ...deps.networkAccess,
        userAgent: `CatalogueSteward/0.1 (+${config.baseUrl})`,
        ...credentials,
      }),
    );
    await db
      .update(sensitiveChecks)
      .set({ fileBytes: download.bytes, contentType: download.contentType ?? null })
      .where(eq(sensitiveChecks.id, checkId));
    const writer = new FindingsWriter(db, checkId);
    const contentType = download.contentType ?? resource.mimetype ?? undefined;
    const result = await deps.sensitiveScanPool().scanFile(
      download.path,
      {
        ...(download.fileName ? { fileName: download.fileName } : {}),
        ...(contentType ? { contentType } : {}),
        ...(resource.format ? { format: resource.format } : {}),
      },
      {
        maxBytes: config.checkMaxBytes,
        minLikelihood: storedMinLikelihood,
        onFindings: (batch) => writer.add(batch),
      },
    );
    // The same file profiled (and compared with its standard) before it is removed: no second
    // download.
    const inspection = await inspectCheckedFile(
      db,
      check.datasetId,
      download.path,
      {
        ...(download.fileName ? { fileName: download.fileName } : {}),
        ...(contentType ? { contentType } : {}),
        ...(resource.format ? { format: resource.format } : {}),
      },
      config.checkMaxBytes,
    ).catch((error: unknown) => {
      deps.logger.warn({ err: error, checkId }, 'file profile failed');
      return null;
    });
    await recordSuccess(deps, check, startedAt, result, writer, inspection);
  } catch (error) {
    await db.delete(sensitiveFindings).where(eq(sensitiveFindings.checkId, checkId));
    await recordFailure(deps, check, startedAt, error);
  } finally {
    await download?.remove();
  }
}

/**
 * The requester's own catalogue API key for the check's instance, for files the catalogue itself
 * serves (a private dataset's uploads need it). Checks nobody asked for go without a key.
 */
async function catalogueCredentialsOf(
  deps: DatabaseNeed & LoggerNeed & NetworkNeed & ScanPoolNeed,
  check: CheckRecord,
): Promise<Pick<DownloadOptions, 'catalogueCredentials'>> {
  if (!check.requestedBy) return {};
  const [instance] = await deps.db
    .select({ url: instances.url })
    .from(instances)
    .where(eq(instances.id, check.instanceId));
  const apiKey = await readCatalogueApiKey(
    deps.db,
    deps.config,
    check.requestedBy,
    check.instanceId,
  );
  if (!instance || !apiKey || !URL.canParse(instance.url)) return {};
  return { catalogueCredentials: { origin: new URL(instance.url).origin, apiKey } };
}

async function recordSuccess(
  deps: DatabaseNeed & LoggerNeed & NetworkNeed & ScanPoolNeed,
  check: CheckRecord,
  startedAt: Date,
  result: ScanResult,
  writer: FindingsWriter,
  inspection: TableInspection | null,
): Promise<void> {
  const finishedAt = new Date();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(sensitiveChecks)
      .set({
        status: 'succeeded',
        finishedAt,
        durationMs: finishedAt.getTime() - startedAt.getTime(),
        format: result.format,
        encoding: result.encoding ?? null,
        sheets: result.sheets ?? [],
        rowsScanned: result.rowsScanned,
        supported: result.supported,
        notSupportedReason: result.notSupportedReason ?? null,
        findingCount: writer.findingCount,
        counts: writer.counts,
        confirmationCount: writer.confirmationCount,
        tableJudgements: result.tables ?? [],
        findingsTruncated: writer.truncated,
      })
      .where(eq(sensitiveChecks.id, check.id));
    // Only the latest successful check keeps its findings; older logs keep their counts.
    const older = tx
      .select({ id: sensitiveChecks.id })
      .from(sensitiveChecks)
      .where(
        and(eq(sensitiveChecks.resourceId, check.resourceId), ne(sensitiveChecks.id, check.id)),
      );
    await tx.delete(sensitiveFindings).where(inArray(sensitiveFindings.checkId, older));
    await tx
      .update(resources)
      .set({
        sensitiveCount: writer.findingCount,
        lastCheckedAt: finishedAt,
        fileProfile: inspection?.profile ?? null,
        conformance: inspection?.conformance ?? null,
      })
      .where(eq(resources.id, check.resourceId));
    await tx
      .update(datasets)
      .set({
        lastCheckedAt: finishedAt,
        sensitiveCount: sql`(select sum(${resources.sensitiveCount})::int from ${resources} where ${resources.datasetId} = ${check.datasetId})`,
      })
      .where(eq(datasets.id, check.datasetId));
    await scoreDatasets(tx, check.instanceId, { datasetIds: [check.datasetId] });
  });
}

async function recordFailure(
  deps: DatabaseNeed & LoggerNeed & NetworkNeed & ScanPoolNeed,
  check: CheckRecord,
  startedAt: Date,
  error: unknown,
): Promise<void> {
  const failure = describeFailure(error);
  // A dead link or an oversize file is the file's problem, told in the log; only our own failures
  // deserve a stack trace.
  deps.logger.warn(
    {
      ...(failure.code === 'internal' ? { err: error } : { detail: failure.message }),
      checkId: check.id,
      resourceId: check.resourceId,
      code: failure.code,
    },
    'sensitive check failed',
  );
  const finishedAt = new Date();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(sensitiveChecks)
      .set({
        status: 'failed',
        finishedAt,
        durationMs: finishedAt.getTime() - startedAt.getTime(),
        errorCode: failure.code,
        errorParams: failure.params,
        errorMessage: failure.message,
      })
      .where(eq(sensitiveChecks.id, check.id));
    await recordCheckFailedEvent(tx, check, failure);
  });
}
