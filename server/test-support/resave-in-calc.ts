import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { calcHandlingOf, type CalcFile } from './calc-file.js';

const run = promisify(execFile);

/**
 * Opens the file in LibreOffice Calc (Debian's, headless) and saves it again in the same format,
 * as a person does who opens an export, looks, and presses Save. A CSV is read as its import
 * dialog would be set by a careful person (comma separated, every column as text, so 007 stays
 * 007, special numbers such as dates not detected) and saved in the same character set, text in
 * double quotes where needed.
 */
export async function resaveInCalc(file: CalcFile): Promise<Uint8Array> {
  const { extension, filter, loadOptions, saveOptions } = calcHandlingOf(file);
  const dir = await mkdtemp(path.join(tmpdir(), 'cs-calc-'));
  try {
    const input = path.join(dir, `export.${extension}`);
    await writeFile(input, file.bytes);
    await run(
      'soffice',
      [
        '--headless',
        '--norestore',
        `-env:UserInstallation=file://${path.join(dir, 'profile')}`,
        ...(loadOptions ? [`--infilter=CSV:${loadOptions}`] : []),
        '--convert-to',
        saveOptions ? `${extension}:${filter}:${saveOptions}` : `${extension}:${filter}`,
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
