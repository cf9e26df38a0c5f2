import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { InputOf } from '#contract/functions/define.js';
import type { qualityExport } from '#contract/functions/quality.js';
import type { Locale } from '#contract/locales.js';
import type { QualityRule } from '#contract/quality-rules.js';
import type { Queryable } from '#server/db/database.js';
import { datasetQuality, datasets, resources } from '#server/db/schema/index.js';
import { encodeCsv } from '#server/engines/csv/index.js';
import { encodeXlsx } from '#server/engines/xlsx/index.js';
import { problemColumns, problemTexts } from './export-texts.js';

type ExportInput = Required<Pick<InputOf<typeof qualityExport>, 'instanceId' | 'format'>> & {
  rule?: QualityRule;
  locale: Locale;
};

interface StoredFailure {
  rule: QualityRule;
  resourceId?: string;
  detail?: Record<string, string | number>;
}

const datasetsPerPage = 1000;
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The problems of an instance's datasets, one row per failed rule (per resource for a resource's
 * rule), lowest score first, as CSV (UTF-8 with BOM) or a workbook, with the same encoders as the
 * dataset export.
 */
export async function exportProblems(
  db: Queryable,
  input: ExportInput,
): Promise<{ fileName: string; contentType: string; content: Buffer; rows: number }> {
  const texts = problemTexts[input.locale];
  const header = problemColumns.map((column) => texts.columns[column]);
  const counter = { rows: 0 };
  const batches = problemRows(db, input, counter);
  const chunks =
    input.format === 'csv'
      ? encodeCsv(header, batches, 'utf8')
      : encodeXlsx(input.locale === 'ja' ? '品質の問題' : 'Quality problems', header, batches);
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  const day = new Date().toISOString().slice(0, 10);
  return {
    fileName: `quality-problems-${day}.${input.format}`,
    contentType: input.format === 'csv' ? 'text/csv; charset=utf-8' : xlsxType,
    content: Buffer.concat(parts),
    rows: counter.rows,
  };
}

async function* problemRows(
  db: Queryable,
  input: ExportInput,
  counter: { rows: number },
): AsyncGenerator<string[][]> {
  const texts = problemTexts[input.locale];
  let after: { score: number; id: string } | null = null;
  for (;;) {
    const page: {
      id: string;
      name: string;
      title: string;
      organization: string | null;
      score: number | null;
      failures: unknown;
    }[] = await db
      .select({
        id: datasets.id,
        name: datasets.name,
        title: datasets.title,
        organization: sql<
          string | null
        >`coalesce(${datasets.organizationTitle}, ${datasets.organizationName})`,
        score: datasetQuality.score,
        failures: datasetQuality.failures,
      })
      .from(datasetQuality)
      .innerJoin(datasets, eq(datasets.id, datasetQuality.datasetId))
      .where(
        and(
          eq(datasetQuality.instanceId, input.instanceId),
          eq(datasetQuality.removed, false),
          input.rule
            ? sql`${datasetQuality.rules} @> array[${input.rule}]::text[]`
            : sql`${datasetQuality.rules} <> '{}'::text[]`,
          after
            ? sql`(${datasetQuality.score}, ${datasetQuality.datasetId}) > (${after.score}, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(asc(datasetQuality.score), asc(datasetQuality.datasetId))
      .limit(datasetsPerPage);
    if (page.length === 0) return;
    const failuresOf = (row: (typeof page)[number]) =>
      (row.failures as StoredFailure[]).filter(
        (failure) => !input.rule || failure.rule === input.rule,
      );
    const resourceIds = page.flatMap((row) =>
      failuresOf(row).flatMap((failure) => (failure.resourceId ? [failure.resourceId] : [])),
    );
    const named =
      resourceIds.length === 0
        ? []
        : await db
            .select({ id: resources.id, name: resources.name, url: resources.url })
            .from(resources)
            .where(inArray(resources.id, resourceIds));
    const resourceOf = new Map(named.map((resource) => [resource.id, resource]));
    const rows = page.flatMap((row) =>
      failuresOf(row).map((failure) => {
        const resource = failure.resourceId ? resourceOf.get(failure.resourceId) : undefined;
        return [
          row.organization ?? '',
          row.name,
          row.title,
          String(row.score ?? ''),
          failure.rule,
          texts.rules[failure.rule] ?? failure.rule,
          resource?.name ?? '',
          resource?.url ?? '',
          failure.detail
            ? Object.entries(failure.detail)
                .map(([key, value]) => `${key}=${value}`)
                .join(' ')
            : '',
          row.id,
        ];
      }),
    );
    counter.rows += rows.length;
    yield rows;
    const last = page[page.length - 1]!;
    after = { score: last.score ?? 0, id: last.id };
  }
}
