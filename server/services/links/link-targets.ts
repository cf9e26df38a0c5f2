import { and, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '#server/db/database.js';
import { datasets, linkStates, resources } from '#server/db/schema/index.js';
import type { LinkCheckRow } from './queue-link-check.js';

/** A resource whose link a check looks at, with what the last check of that URL left behind. */
export interface LinkTarget {
  resourceId: string;
  datasetId: string;
  url: string;
  previous: PreviousLinkState | null;
}

export interface PreviousLinkState {
  /** The first failure since the link last worked; null when it worked last time. */
  failingSince: Date | null;
}

/** Which of a split check's parts: the links whose host hashes to `index` of `count`. */
export interface LinkCheckPart {
  index: number;
  count: number;
}

/**
 * The host of a resource's URL (host name and port, lower case; '' when it has none), as the
 * engine's politeness counts hosts: each host falls in exactly one part of a split check.
 */
const urlHost = sql`coalesce(lower(substring(${resources.url} from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^@/?#]*@)?([^/?#]*)')), '')`;

/** The links of one part: hashtext is PostgreSQL's own (PGlite has it too), stable across processes. */
function inPart(part: LinkCheckPart | undefined): SQL | undefined {
  if (!part || part.count <= 1) return undefined;
  return sql`(hashtext(${urlHost}) & 2147483647) % ${part.count} = ${part.index}`;
}

/** The resources a check covers (datasets removed from the catalogue are left out of instance checks). */
function coveredResources(check: LinkCheckRow): SQL | undefined {
  const scope =
    check.scope === 'resource'
      ? eq(resources.id, check.resourceId!)
      : check.scope === 'dataset'
        ? eq(resources.datasetId, check.datasetId!)
        : and(eq(resources.instanceId, check.instanceId), isNull(datasets.removedAt));
  const awaitingConfirmation =
    check.scope === 'unconfirmed'
      ? and(eq(resources.linkStatus, 'unknown'), eq(linkStates.engineStatus, 'dead'))
      : undefined;
  return and(scope, awaitingConfirmation);
}

/** Only the state of the URL the resource has now: a changed URL starts a new history. */
const currentState = and(
  eq(linkStates.resourceId, resources.id),
  eq(linkStates.url, resources.url),
);

/** How many resources a check covers. */
export async function countLinkTargets(db: Queryable, check: LinkCheckRow): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(resources)
    .innerJoin(datasets, eq(datasets.id, resources.datasetId))
    .leftJoin(linkStates, currentState)
    .where(coveredResources(check));
  return row?.n ?? 0;
}

/** The resources a check covers, or those of one of its parts. */
export async function loadLinkTargets(
  db: Queryable,
  check: LinkCheckRow,
  part?: LinkCheckPart,
): Promise<LinkTarget[]> {
  const rows = await db
    .select({
      resourceId: resources.id,
      datasetId: resources.datasetId,
      url: resources.url,
      checkedUrl: linkStates.url,
      failingSince: linkStates.failingSince,
    })
    .from(resources)
    .innerJoin(datasets, eq(datasets.id, resources.datasetId))
    .leftJoin(linkStates, currentState)
    .where(and(coveredResources(check), inPart(part)))
    .orderBy(resources.datasetId, resources.position);
  return rows.map((row) => ({
    resourceId: row.resourceId,
    datasetId: row.datasetId,
    url: row.url,
    previous: row.checkedUrl === null ? null : { failingSince: row.failingSince },
  }));
}

/**
 * Of these resources, the ones that still exist with the URL that was checked, locked against
 * deletion until the transaction ends (a harvest may remove or change resources meanwhile).
 */
export async function stillCurrent(
  tx: Queryable,
  checked: ReadonlyArray<{ resourceId: string; url: string }>,
): Promise<Set<string>> {
  if (checked.length === 0) return new Set();
  const rows = await tx
    .select({ id: resources.id, url: resources.url })
    .from(resources)
    .where(
      inArray(
        resources.id,
        checked.map((item) => item.resourceId),
      ),
    )
    .for('key share');
  const urlById = new Map(rows.map((row) => [row.id, row.url]));
  return new Set(
    checked
      .filter((item) => urlById.get(item.resourceId) === item.url)
      .map((item) => item.resourceId),
  );
}

/** `(values (...), ...)` rows for an UPDATE … FROM, with each column cast to its type. */
export function valuesList(rows: ReadonlyArray<ReadonlyArray<unknown>>, types: readonly string[]) {
  return sql.join(
    rows.map(
      (row) =>
        sql`(${sql.join(
          row.map((value, index) => sql`${value}::${sql.raw(types[index]!)}`),
          sql`, `,
        )})`,
    ),
    sql`, `,
  );
}
