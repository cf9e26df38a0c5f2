import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  calcCsvFilter,
  calcXlsxFilter,
  csvLoadOptions,
  csvSaveOptions,
  type CalcCharset,
} from './calc-filters.js';

const run = promisify(execFile);

/**
 * Opens a CSV in LibreOffice Calc (Debian's, headless) and saves it again as CSV in the same
 * character set, as a person does who opens an export, looks, and presses Save: comma separated,
 * text in double quotes where needed, every column read as text (as the import dialog's
 * "Text" column type does, so 007 stays 007), special numbers (dates) not detected.
 */
export async function resaveInCalc(
  bytes: Uint8Array,
  columns: number,
  charset: CalcCharset = 'utf8',
): Promise<Uint8Array> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cs-calc-'));
  try {
    const input = path.join(dir, 'export.csv');
    await writeFile(input, bytes);
    await run(
      'soffice',
      [
        '--headless',
        '--norestore',
        `-env:UserInstallation=file://${path.join(dir, 'profile')}`,
        `--infilter=CSV:${csvLoadOptions(columns, charset)}`,
        '--convert-to',
        `csv:${calcCsvFilter}:${csvSaveOptions(charset)}`,
        '--outdir',
        path.join(dir, 'saved'),
        input,
      ],
      { timeout: 120_000 },
    );
    const [saved] = await readdir(path.join(dir, 'saved'));
    if (!saved) throw new Error('LibreOffice Calc wrote no file');
    return await readFile(path.join(dir, 'saved', saved));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Opens an XLSX workbook in LibreOffice Calc (headless) and saves it again as XLSX, as a person
 * does who opens an XLSX export, looks, and presses Save.
 */
export async function resaveXlsxInCalc(bytes: Uint8Array): Promise<Uint8Array> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cs-calc-'));
  try {
    const input = path.join(dir, 'export.xlsx');
    await writeFile(input, bytes);
    await run(
      'soffice',
      [
        '--headless',
        '--norestore',
        `-env:UserInstallation=file://${path.join(dir, 'profile')}`,
        '--convert-to',
        `xlsx:${calcXlsxFilter}`,
        '--outdir',
        path.join(dir, 'saved'),
        input,
      ],
      { timeout: 120_000 },
    );
    const [saved] = await readdir(path.join(dir, 'saved'));
    if (!saved) throw new Error('LibreOffice Calc wrote no file');
    return await readFile(path.join(dir, 'saved', saved));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
