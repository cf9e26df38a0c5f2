import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** LibreOffice's numbers for the character sets our exports use. */
const calcCharsets = { utf8: 76, shift_jis: 64 } as const;

/**
 * Opens a CSV in LibreOffice Calc (Debian's, headless) and saves it again as CSV in the same
 * character set, as a person does who opens an export, looks, and presses Save: comma separated,
 * text in double quotes where needed, every column read as text (as the import dialog's
 * "Text" column type does, so 007 stays 007), special numbers (dates) not detected.
 */
export async function resaveInCalc(
  bytes: Uint8Array,
  columns: number,
  charset: keyof typeof calcCharsets = 'utf8',
): Promise<Uint8Array> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cs-calc-'));
  try {
    const input = path.join(dir, 'export.csv');
    await writeFile(input, bytes);
    const code = calcCharsets[charset];
    // Column formats: column/type pairs, 2 = text.
    const formats = Array.from({ length: columns }, (_, index) => `${index + 1}/2`).join('/');
    await run(
      'soffice',
      [
        '--headless',
        '--norestore',
        `-env:UserInstallation=file://${path.join(dir, 'profile')}`,
        `--infilter=CSV:44,34,${code},1,${formats},1041,false,false`,
        '--convert-to',
        `csv:Text - txt - csv (StarCalc):44,34,${code},1,,1041,false,true`,
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
 * Opens a file in LibreOffice Calc (headless) and saves it in another format Calc writes: as a
 * person does who opens an XLSX export and presses Save (`xlsx`), or keeps it in Calc's own flat
 * format (`fods`, plain XML a test can edit as Calc would hold it) and saves that as XLSX.
 */
export async function convertInCalc(
  bytes: Uint8Array,
  from: 'xlsx' | 'fods',
  to: 'xlsx' | 'fods',
): Promise<Uint8Array> {
  const filters = { xlsx: 'xlsx:Calc MS Excel 2007 XML', fods: 'fods' } as const;
  const dir = await mkdtemp(path.join(tmpdir(), 'cs-calc-'));
  try {
    const input = path.join(dir, `export.${from}`);
    await writeFile(input, bytes);
    await run(
      'soffice',
      [
        '--headless',
        '--norestore',
        `-env:UserInstallation=file://${path.join(dir, 'profile')}`,
        '--convert-to',
        filters[to],
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
