import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import { datasetsExportPath, type DatasetsExportInput } from '#contract/functions/exports.js';
import { importsPreview, type ImportPreview } from '#contract/functions/imports.js';
import { callFunction } from './call-function.js';
import type { TestApp } from './test-app.js';

/** Downloads an export through the real HTTP stack, as the SPA's Export button does. */
export async function downloadExport(
  testApp: TestApp,
  data: DatasetsExportInput,
  cookie: string,
  headers: Record<string, string> = {},
) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: datasetsExportPath,
    headers: { 'content-type': 'application/json', origin: testApp.origin, cookie, ...headers },
    payload: JSON.stringify({ data }),
  });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
}

/** Uploads a file for an import preview, as the import page does. */
export async function uploadImport(
  testApp: TestApp,
  instanceId: string,
  bytes: Uint8Array,
  cookie: string,
  fileName = 'datasets.csv',
  timeZone?: string,
) {
  const response = await callFunction<ImportPreview>(
    testApp,
    importsPreview.name,
    { instanceId, fileName, ...(timeZone ? { timeZone } : {}) },
    { cookie, file: bytes, headers: { 'content-type': 'text/csv' } },
  );
  return {
    status: response.status,
    preview: response.result,
    error: response.error as
      { status: string; details?: Record<string, unknown> & { reason?: string } } | undefined,
  };
}

/** A CSV's rows as objects keyed by header, read with a real CSV parser (BOM taken off). */
export function csvObjects(bytes: Uint8Array): Record<string, string>[] {
  return parse(Buffer.from(bytes), { bom: true, columns: true }) as Record<string, string>[];
}

/** Writes rows back as a UTF-8 CSV with BOM and CRLF, as Excel saves "CSV UTF-8". */
export function csvBytes(rows: Record<string, string>[]): Uint8Array {
  const header = Object.keys(rows[0]!);
  const quote = (cell: string) =>
    /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
  const lines = [header, ...rows.map((row) => header.map((column) => row[column] ?? ''))].map(
    (cells) => cells.map(quote).join(','),
  );
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** The entries of a zip download. */
export function zipEntries(bytes: Uint8Array): Record<string, Uint8Array> {
  return unzipSync(bytes);
}
