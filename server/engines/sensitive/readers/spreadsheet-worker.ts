/**
 * Parses one workbook in a worker of its own, with memory limits set by its parent: a crafted or
 * huge spreadsheet can exhaust only this worker. The parser is SheetJS 0.20.3 (the `@e965/xlsx`
 * mirror of SheetJS CE, which carries the fixes for the prototype-pollution and ReDoS advisories
 * of the npm `xlsx` 0.18.5); prototypes are frozen before it loads, as a second line of defence.
 */
import { parentPort, workerData } from 'node:worker_threads';

for (const prototype of [Object.prototype, Array.prototype, Function.prototype])
  Object.freeze(prototype);

const chunkRows = 2000;

interface Cell {
  t: string;
  v?: unknown;
  w?: string;
}

const port = parentPort!;
const XLSX = await import('@e965/xlsx');
const workbook = XLSX.read(workerData.bytes as Uint8Array, {
  type: 'buffer',
  dense: true,
  cellDates: true,
  cellFormula: false,
  cellHTML: false,
  cellStyles: false,
  sheetStubs: false,
  bookVBA: false,
});
port.postMessage({ kind: 'sheets', names: workbook.SheetNames });

let sheetIndex = 0;
let rowIndex = 0;
port.on('message', (message: { kind: 'next' }) => {
  if (message.kind !== 'next') return;
  const name = workbook.SheetNames[sheetIndex];
  if (name === undefined) {
    port.postMessage({ kind: 'end' });
    return;
  }
  const data =
    (workbook.Sheets[name] as { '!data'?: (Cell | undefined)[][] } | undefined)?.['!data'] ?? [];
  const rows: string[][] = [];
  while (rowIndex < data.length && rows.length < chunkRows)
    rows.push(Array.from(data[rowIndex++] ?? [], cellText));
  const sheetDone = rowIndex >= data.length;
  port.postMessage({ kind: 'rows', sheet: name, rows, sheetDone });
  if (sheetDone) {
    // Free the sheet we are done with before the next one is read.
    delete workbook.Sheets[name];
    sheetIndex++;
    rowIndex = 0;
  }
});

function cellText(cell: Cell | undefined): string {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  if (cell.t === 'd' && cell.v instanceof Date) return isoDate(cell.v);
  if (cell.t === 'b' || cell.t === 'e') return '';
  if (cell.t === 'n') return cell.w ?? String(cell.v);
  return String(cell.v);
}

function isoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
