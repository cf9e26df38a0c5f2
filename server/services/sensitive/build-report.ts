import { and, asc, eq, gte } from 'drizzle-orm';
import type { OutputOf } from '#contract/functions/define.js';
import type { sensitiveReport } from '#contract/functions/sensitive.js';
import {
  detectedTypes,
  likelihoodRank,
  reportResultLimit,
  type DetectedType,
  type Likelihood,
} from '#contract/sensitive.js';
import type { Database, Transaction } from '#server/db/database.js';
import { readInOneSnapshot } from '#server/db/read-in-one-snapshot.js';
import { sensitiveFindings } from '#server/db/schema/index.js';
import { mayEditOrganization } from '#server/policies/instances.js';
import type { ResourceAccess } from '#server/policies/resources.js';
import { mayReadQuotes } from '#server/policies/sensitive.js';
import { countsAtLeast, type FindingCounts } from './findings-writer.js';
import { latestCheck } from './latest-checks.js';
import { effectiveStatus, presentChecks } from './present-check.js';

type Report = OutputOf<typeof sensitiveReport>;

/**
 * The Sensitive Info Diagnosis Report of a resource: its latest successful check, a tab per
 * detected type with its count at or above the filter, and the first 10,000 findings of one tab
 * in file order.
 */
export async function buildReport(
  database: Database,
  access: ResourceAccess,
  filter: { minLikelihood: Likelihood; type?: DetectedType | undefined },
): Promise<Report> {
  // One snapshot for every read: a check that ends between two reads would otherwise be neither
  // the one running nor the latest done, and a page that stops asking when nothing runs would
  // never show its findings (nor would a newer check delete them from under the rows read here).
  return readInOneSnapshot(database, (db) => reportIn(db, access, filter));
}

async function reportIn(
  db: Transaction,
  access: ResourceAccess,
  filter: { minLikelihood: Likelihood; type?: DetectedType | undefined },
): Promise<Report> {
  const { resource, dataset } = access;
  const [check, active] = [
    await latestCheck(db, resource.id, ['succeeded']),
    await latestCheck(db, resource.id, ['queued', 'running']),
  ];
  const counts = check ? countsAtLeast(check.counts as FindingCounts, filter.minLikelihood) : {};
  const tabs = detectedTypes.map((type) => ({ type, count: counts[type] ?? 0 }));
  const type = filter.type ?? tabs.find((tab) => tab.count > 0)?.type ?? detectedTypes[0];
  const quotesHidden = !mayReadQuotes(access);
  const rows = check
    ? await db
        .select()
        .from(sensitiveFindings)
        .where(
          and(
            eq(sensitiveFindings.checkId, check.id),
            eq(sensitiveFindings.type, type),
            gte(sensitiveFindings.likelihoodRank, likelihoodRank(filter.minLikelihood)),
          ),
        )
        .orderBy(asc(sensitiveFindings.seq))
        .limit(reportResultLimit)
    : [];
  const activeStatus = active ? effectiveStatus(active) : undefined;
  return {
    resource: { id: resource.id, name: resource.name, url: resource.url, format: resource.format },
    dataset: { id: dataset.id, name: dataset.name, title: dataset.title },
    check: check ? (await presentChecks(db, [check]))[0]! : null,
    active:
      active && (activeStatus === 'queued' || activeStatus === 'running')
        ? { id: active.id, status: activeStatus }
        : null,
    tabs,
    type,
    minLikelihood: filter.minLikelihood,
    rows: rows.map((row) => ({
      row: row.row,
      page: row.page,
      sheet: row.sheet,
      column: row.column,
      type: row.type as DetectedType,
      subType: row.subType as Report['rows'][number]['subType'],
      likelihood: row.likelihood as Likelihood,
      sensitivity: row.sensitivity as Report['rows'][number]['sensitivity'],
      quote: quotesHidden ? null : row.quote,
    })),
    total: counts[type] ?? 0,
    limit: reportResultLimit,
    quotesHidden,
    canCheck: mayEditOrganization(access.editable, dataset.organizationName),
  };
}
