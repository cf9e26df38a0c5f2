import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { calcHandlingOf, type CalcFile } from './calc-file.js';

const run = promisify(execFile);
const script = fileURLToPath(new URL('./edit-in-calc.py', import.meta.url));

/** One cell typed in Calc: the row whose `keyColumn` holds `key`, the cell under `column`. */
export interface CalcEdit {
  keyColumn: string;
  key: string;
  column: string;
  /** The new text; a line feed is a line break in the cell (Alt+Enter). */
  value: string;
  /** Typed as a date and time (`2026-12-01 10:30`): Calc keeps a date cell, not text. */
  typedDate?: boolean;
}

/**
 * Opens the file in LibreOffice Calc (Debian's, headless), types each edit into its cell through
 * Calc's own API (UNO, driven by Debian's python3 with python3-uno, which LibreOffice depends
 * on), and saves it in the same format: what a person does who opens an export, edits a few
 * cells and presses Save.
 */
export async function editInCalc(file: CalcFile, edits: readonly CalcEdit[]): Promise<Uint8Array> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cs-calc-edit-'));
  try {
    const { extension, filter, loadOptions, saveOptions } = calcHandlingOf(file);
    const input = path.join(dir, `export.${extension}`);
    const output = path.join(dir, `saved.${extension}`);
    await writeFile(input, file.bytes);
    const job = {
      input,
      output,
      profile: path.join(dir, 'profile'),
      pipe: `cs-calc-${randomUUID()}`,
      filter,
      loadOptions,
      saveOptions,
      edits,
    };
    await writeFile(path.join(dir, 'job.json'), JSON.stringify(job));
    await run('/usr/bin/python3', [script, path.join(dir, 'job.json')], { timeout: 180_000 });
    return await readFile(output);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
