import { and, asc, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { LinkListSort, LinkReason, LinkStatus } from '#contract/enums.js';
import type { LinkListRow } from '#contract/functions/links.js';
import type { Queryable } from '#server/db/database.js';
import { datasets, instances, linkStates, resources } from '#server/db/schema/index.js';
import { searchTerms } from '../search/search-text.js';

export interface LinkListQuery {
  workspaceId: string;
  instanceId?: string | undefined;
  status?: 'dead' | 'unknown' | undefined;
  reason?: LinkReason | undefined;
  q: string;
  sort: LinkListSort;
}

const deadFirst = sql`case ${resources.linkStatus} when 'dead' then 0 else 1 end`;
const byDatasetThenPosition = [asc(datasets.name), asc(resources.position), asc(resources.id)];

const orderBySort: Record<LinkListSort, SQL[]> = {
  status: [deadFirst, sql`${linkStates.failingSince} asc nulls last`, ...byDatasetThenPosition],
  since_desc: [sql`${linkStates.failingSince} desc nulls last`, ...byDatasetThenPosition],
  since_asc: [sql`${linkStates.failingSince} asc nulls last`, ...byDatasetThenPosition],
  dataset: byDatasetThenPosition,
  organization: [
    sql`coalesce(${datasets.organizationTitle}, ${datasets.organizationName}) asc nulls last`,
    ...byDatasetThenPosition,
  ],
  reason: [asc(resources.linkReason), asc(linkStates.httpStatus), ...byDatasetThenPosition],
};

/** The workspace's dead and unknown links, newest facts only (a link whose URL changed is left out). */
function linkListWhere(query: LinkListQuery): SQL | undefined {
  return and(
    eq(instances.workspaceId, query.workspaceId),
    query.instanceId ? eq(resources.instanceId, query.instanceId) : undefined,
    query.status
      ? eq(resources.linkStatus, query.status)
      : inArray(resources.linkStatus, ['dead', 'unknown']),
    query.reason ? eq(resources.linkReason, query.reason) : undefined,
    isNull(datasets.removedAt),
    ...searchTerms(query.q).map((term) =>
      or(
        sql`${datasets.searchText} like ${term.pattern}`,
        sql`lower(${resources.name}) like ${term.pattern}`,
        sql`lower(${resources.url}) like ${term.pattern}`,
      ),
    ),
  );
}

/** The list's rows, unordered: what the page reads and what the total counts. */
function linkRows(db: Queryable, query: LinkListQuery) {
  return db
    .select({
      resourceId: resources.id,
      resourceName: resources.name,
      url: resources.url,
      datasetId: datasets.id,
      datasetName: datasets.name,
      datasetTitle: datasets.title,
      organizationName: datasets.organizationName,
      organizationTitle: datasets.organizationTitle,
      instanceId: instances.id,
      instanceName: instances.name,
      status: resources.linkStatus,
      reason: resources.linkReason,
      httpStatus: linkStates.httpStatus,
      checkedAt: resources.linkCheckedAt,
      failingSince: linkStates.failingSince,
      engineStatus: linkStates.engineStatus,
    })
    .from(resources)
    .innerJoin(
      linkStates,
      and(eq(linkStates.resourceId, resources.id), eq(linkStates.url, resources.url)),
    )
    .innerJoin(datasets, eq(datasets.id, resources.datasetId))
    .innerJoin(instances, eq(instances.id, resources.instanceId))
    .where(linkListWhere(query))
    .$dynamic();
}

function selectLinks(db: Queryable, query: LinkListQuery) {
  return linkRows(db, query).orderBy(...orderBySort[query.sort]);
}

type SelectedLink = Awaited<ReturnType<typeof selectLinks>>[number];

function presentLink({ engineStatus, ...row }: SelectedLink): LinkListRow {
  return {
    ...row,
    status: row.status as LinkStatus,
    reason: (row.reason ?? 'ok') as LinkReason,
    checkedAt: row.checkedAt?.toISOString() ?? '',
    failingSince: row.failingSince?.toISOString() ?? null,
    awaitingConfirmation: row.status === 'unknown' && engineStatus === 'dead',
  };
}

export async function listLinks(
  db: Queryable,
  query: LinkListQuery & { page: number; pageSize: number },
): Promise<{ items: LinkListRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    selectLinks(db, query)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(linkRows(db, query).as('links')),
  ]);
  return { items: rows.map(presentLink), total: total?.n ?? 0 };
}

/** Every row of the list, for an export (bounded: a catalogue with more dead links has bigger problems). */
export async function allLinks(
  db: Queryable,
  query: LinkListQuery,
  limit: number,
): Promise<LinkListRow[]> {
  return (await selectLinks(db, query).limit(limit)).map(presentLink);
}
