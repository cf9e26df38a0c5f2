import {
  importPreviewListLimit,
  type ImportChange,
  type ImportPreview,
} from '../../../contract/functions/bulk.js';
import type { Actor } from '../../auth/actor.js';
import type { Queryable } from '../../db/database.js';
import { imports } from '../../db/schema/index.js';
import { CsvFileError, readCsv } from '../../engines/csv/index.js';
import { readXlsx, XlsxFileError } from '../../engines/xlsx/index.js';
import { AppError } from '../../lib/app-error.js';
import type { InstanceAccess } from '../../policies/instances.js';
import { loadVocabularies } from '../vocabularies/catalogue-vocabularies.js';
import type { DatasetPlan, PlannedImport } from './import-plan.js';
import { planDatasetRows } from './plan-dataset-rows.js';
import { planMetadataRecords } from './plan-metadata-records.js';
import { planResourceRows } from './plan-resource-rows.js';
import { looksLikeJson, readMetadataFile } from './read-metadata-file.js';

export interface UploadedFile {
  fileName: string;
  bytes: Uint8Array;
}

/**
 * The first step of an import (CSV, XLSX or metadata): read the file, check every row, and compare it with the working
 * copy. Nothing changes yet; a file without problems or conflicts is kept (with its checked plan)
 * for Apply, and its id is in the answer.
 */
export async function previewImport(
  db: Queryable,
  access: InstanceAccess,
  actor: Actor,
  file: UploadedFile,
  limits: { maxRows: number },
): Promise<ImportPreview> {
  const csv = looksLikeJson(file.bytes)
    ? await readMetadata(file.bytes, limits.maxRows)
    : looksLikeZip(file.bytes)
      ? readUploadedXlsx(file.bytes, limits.maxRows)
      : readUploadedCsv(file.bytes, limits.maxRows);
  const planned: PlannedImport =
    csv.kind === 'metadata'
      ? await planMetadataRecords(
          db,
          access,
          await loadVocabularies(db, access.instance.id),
          csv.records,
        )
      : csv.kind === 'datasets'
        ? await planDatasetRows(
            db,
            access,
            await loadVocabularies(db, access.instance.id),
            csv.records,
          )
        : await planResourceRows(db, access, csv.records);
  const applicable =
    planned.issues.length === 0 &&
    planned.conflicts.length === 0 &&
    planned.plan.datasets.length > 0;
  const [stored] = applicable
    ? await db
        .insert(imports)
        .values({
          workspaceId: access.workspace.id,
          instanceId: access.instance.id,
          userId: actor.id,
          fileName: file.fileName,
          kind: csv.kind,
          plan: planned.plan,
        })
        .returning({ id: imports.id })
    : [];
  const changes = [
    ...planned.conflicts.map((plan) => changeOf(plan, 'conflict')),
    ...planned.plan.datasets.map((plan) =>
      changeOf(plan, plan.delete ? 'delete' : plan.datasetId ? 'changed' : 'new'),
    ),
  ];
  return {
    importId: stored?.id ?? null,
    kind: csv.kind,
    fileName: file.fileName,
    encoding: csv.encoding as ImportPreview['encoding'],
    rows: csv.records.length,
    counts: planned.counts,
    issues: planned.issues.slice(0, importPreviewListLimit),
    issueCount: planned.issues.length,
    changes: changes.slice(0, importPreviewListLimit),
    changeCount: changes.length,
  };
}

function changeOf(plan: DatasetPlan, status: ImportChange['status']): ImportChange {
  return { datasetName: plan.name, datasetId: plan.datasetId, status, changes: plan.changes };
}

async function readMetadata(bytes: Uint8Array, maxRows: number) {
  const { format, records } = await readMetadataFile(bytes);
  if (records.length > maxRows)
    throw new AppError('invalid-argument', 'Too many records', {
      reason: 'csv.tooManyRows',
      maxRows,
    });
  return { kind: 'metadata' as const, encoding: format, records };
}

/** A zip's signature: an XLSX workbook is a zip (so is a zip of CSVs, which it refuses). */
function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

function readUploadedXlsx(bytes: Uint8Array, maxRows: number) {
  try {
    return readXlsx(bytes, { maxRows });
  } catch (error) {
    if (!(error instanceof XlsxFileError)) return fileProblem(error, maxRows);
    // A zip that is no workbook is, like any other binary, a file we do not read.
    throw new AppError('invalid-argument', error.message, {
      reason: error.problem === 'notXlsx' ? 'csv.notCsv' : `xlsx.${error.problem}`,
      ...(error.where ? { where: error.where } : {}),
    });
  }
}

function readUploadedCsv(bytes: Uint8Array, maxRows: number) {
  try {
    return readCsv(bytes, { maxRows });
  } catch (error) {
    return fileProblem(error, maxRows);
  }
}

/** A file that is not one of our lists, as the message the web words (csv.<problem>). */
function fileProblem(error: unknown, maxRows: number): never {
  if (!(error instanceof CsvFileError)) throw error;
  throw new AppError('invalid-argument', error.message, {
    reason: `csv.${error.problem}`,
    ...(error.line ? { line: error.line } : {}),
    ...(error.columns ? { columns: [...error.columns] } : {}),
    ...(error.problem === 'tooManyRows' ? { maxRows } : {}),
  });
}
