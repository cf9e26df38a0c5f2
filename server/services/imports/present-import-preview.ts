import {
  importPreviewListLimit,
  type BatchKind,
  type ImportChange,
  type ImportPreview,
} from '#contract/functions/imports.js';
import { validationMessageText } from '#contract/validation-messages.js';
import type { CatalogueVocabularies } from '../vocabularies/catalogue-vocabularies.js';
import { comparedChanges, titlesOfValues } from '../vocabularies/vocabulary-titles.js';
import type { DatasetPlan, PlannedImport } from './import-plan.js';

/**
 * A checked batch as its preview shows it (an import's file, a change made in the browser, an
 * undo): the counts, the first problems with their messages, the first changes dataset by
 * dataset (conflicts first) and the catalogue's titles of the ids they hold.
 */
export function presentImportPreview(
  batch: {
    importId: string | null;
    kind: BatchKind;
    label: string;
    encoding: ImportPreview['encoding'];
  },
  planned: PlannedImport,
  vocabularies: CatalogueVocabularies,
): ImportPreview {
  const changes = [
    ...planned.conflicts.map((plan) => changeOf(plan, 'conflict')),
    ...planned.plan.datasets.map((plan) =>
      changeOf(plan, plan.delete ? 'delete' : plan.datasetId ? 'changed' : 'new'),
    ),
  ];
  const listed = changes.slice(0, importPreviewListLimit);
  return {
    importId: batch.importId,
    kind: batch.kind,
    fileName: batch.label,
    encoding: batch.encoding,
    rows: planned.rows,
    counts: planned.counts,
    issues: planned.issues
      .slice(0, importPreviewListLimit)
      .map((issue) => ({ ...issue, message: validationMessageText(issue.key, issue.params) })),
    issueCount: planned.issues.length,
    changes: listed,
    changeCount: planned.conflicts.length + (planned.planned ?? planned.plan.datasets.length),
    titles: titlesOfValues(
      vocabularies,
      listed.flatMap((change) => comparedChanges(change.changes)),
    ),
  };
}

function changeOf(plan: DatasetPlan, status: ImportChange['status']): ImportChange {
  return { datasetName: plan.name, datasetId: plan.datasetId, status, changes: plan.changes };
}
