import type { ImportPreview } from '#contract/functions/imports.js';
import type { Actor } from '#server/auth/actor.js';
import type { Queryable } from '#server/db/database.js';
import { CsvFileError, readCsv } from '#server/engines/csv/index.js';
import { readXlsx, XlsxFileError } from '#server/engines/xlsx/index.js';
import { AppError } from '#server/lib/app-error.js';
import type { InstanceAccess } from '#server/policies/instances.js';
import { loadVocabularies } from '../vocabularies/catalogue-vocabularies.js';
import { planDatasetRows } from './plan-dataset-rows.js';
import { planMetadataRecords } from './plan-metadata-records.js';
import { planResourceRows } from './plan-resource-rows.js';
import { presentImportPreview } from './present-import-preview.js';
import { looksLikeJson, readMetadataFile } from './read-metadata-file.js';
import { storeBatch } from './store-batch.js';

export interface UploadedFile {
  fileName: string;
  bytes: Uint8Array;
}

/**
 * The first step of an import (CSV, XLSX or metadata): read the file, check every row, and compare it with the working
 * copy; a date typed into a workbook's cell is read in `reading.timeZone` (UTC unless given). Nothing changes yet; a file without problems or conflicts is kept (with its checked plan)
 * for Apply, and its id is in the answer.
 */
export async function previewImport(
  db: Queryable,
  access: InstanceAccess,
  actor: Actor,
  file: UploadedFile,
  reading: { maxRows: number; timeZone?: string | undefined },
): Promise<ImportPreview> {
  const vocabularies = await loadVocabularies(db, access.instance.id);
  const planned = await withFileProblems(reading.maxRows, async () => {
    if (looksLikeJson(file.bytes)) {
      const metadata = await readMetadata(file.bytes, reading.maxRows);
      return {
        ...metadata,
        ...(await planMetadataRecords(db, access, vocabularies, metadata.records)),
      };
    }
    const list = looksLikeZip(file.bytes)
      ? await readXlsx(file.bytes, {
          maxRows: reading.maxRows,
          ...(reading.timeZone ? { timeZone: reading.timeZone } : {}),
        })
      : await readCsv(file.bytes, { maxRows: reading.maxRows });
    return list.kind === 'datasets'
      ? {
          ...list,
          ...(await planDatasetRows(db, access, vocabularies, list.batches)),
        }
      : { ...list, ...(await planResourceRows(db, access, list.batches)) };
  });
  const applicable =
    planned.issues.length === 0 &&
    planned.conflicts.length === 0 &&
    planned.plan.datasets.length > 0;
  const importId = applicable
    ? await storeBatch(db, access, actor, {
        kind: planned.kind,
        label: file.fileName,
        plan: planned.plan,
      })
    : null;
  return presentImportPreview(
    {
      importId,
      kind: planned.kind,
      label: file.fileName,
      encoding: planned.encoding as ImportPreview['encoding'],
    },
    planned,
    vocabularies,
  );
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

/**
 * Runs the read and the plan, the file read as the plan goes: a file that is not one of our
 * lists, found at its header or further down, is the message the web words (csv.<problem> or
 * xlsx.<problem>), and nothing has been written.
 */
async function withFileProblems<T>(maxRows: number, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (thrown) {
    // A zip that is no workbook is, like any other binary, a file we do not read.
    const error =
      thrown instanceof XlsxFileError && thrown.problem === 'notXlsx'
        ? new CsvFileError('notCsv')
        : thrown;
    if (error instanceof XlsxFileError)
      throw new AppError('invalid-argument', error.message, {
        reason: `xlsx.${error.problem}`,
        ...(error.where ? { where: error.where } : {}),
      });
    if (!(error instanceof CsvFileError)) throw error;
    throw new AppError('invalid-argument', error.message, {
      reason: `csv.${error.problem}`,
      ...(error.line ? { line: error.line } : {}),
      ...(error.columns ? { columns: [...error.columns] } : {}),
      ...(error.problem === 'tooManyRows' ? { maxRows } : {}),
    });
  }
}
