import { FindingsSink } from './findings-sink.js';
import { loadLanguageResources, type LanguageResources } from './language-resources.js';
import { ByteSource, type ByteInput } from './readers/byte-source.js';
import { chooseDelimiter, readDelimitedRows } from './readers/csv-reader.js';
import { decodeText, detectEncoding, splitLines } from './readers/decode-text.js';
import { detectFormat } from './readers/detect-format.js';
import { JsonTableReader } from './readers/json-reader.js';
import { readPdfLines } from './readers/pdf-reader.js';
import { openSpreadsheet } from './readers/spreadsheet-reader.js';
import { checkAborted } from './scan-errors.js';
import { scanTable, type TableInput } from './table-scanner.js';
import { scanTextLines } from './text-scanner.js';
import type {
  ScanFormat,
  ScanMeta,
  ScanOptions,
  ScanResult,
  TableJudgementSummary,
} from './types.js';

export const defaultMaxBytes = 100 * 1024 * 1024;
export const defaultMaxUncompressedBytes = 256 * 1024 * 1024;
const sniffBytes = 64 * 1024;

interface ScanState {
  format: ScanFormat;
  encoding?: string;
  rowsScanned: number;
  sheets?: string[];
  tables: TableJudgementSummary[];
}

/**
 * Scans one file for personal information as it streams. Tables are profiled on their first rows,
 * then the rest streams through; findings leave in batches through onFindings (or are returned).
 * Unsupported formats resolve with supported: false; oversize files, zip bombs, unreadable
 * files and cancellation reject with a SensitiveScanError whose message can go to a log.
 */
export async function scanStream(
  input: ByteInput,
  meta: ScanMeta,
  options: ScanOptions = {},
): Promise<ScanResult> {
  const started = performance.now();
  const source = new ByteSource(input, options.maxBytes ?? defaultMaxBytes, options.signal);
  const sink = new FindingsSink(options);
  const head = await source.peek(sniffBytes);
  const decision = detectFormat(head, meta);
  const state: ScanState = { format: decision.format, rowsScanned: 0, tables: [] };
  const finish = (extra: Partial<ScanResult> = {}): ScanResult => {
    const result: ScanResult = {
      ...state,
      bytes: source.bytes,
      supported: true,
      durationMs: Math.round(performance.now() - started),
      findingCount: sink.count,
      findingCountByType: sink.countByType,
      ...extra,
    };
    if (!options.onFindings) {
      result.findings = sink.kept;
      if (sink.truncated) result.findingsTruncated = true;
    }
    return result;
  };
  if (decision.notSupportedReason)
    return finish({ supported: false, notSupportedReason: decision.notSupportedReason });

  const resources = await loadLanguageResources();
  const scanTables = async (tables: AsyncIterable<TableInput> | Iterable<TableInput>) => {
    for await (const table of tables) {
      state.rowsScanned += await scanTable(table, {
        resources,
        sink,
        signal: options.signal,
        onJudgement: (judgement) => state.tables.push(judgement),
      });
      checkAborted(options.signal);
    }
  };

  switch (decision.format) {
    case 'csv':
    case 'tsv': {
      const encoding = detectEncoding(head);
      state.encoding = encoding;
      const texts = decodeText(source.chunks(), encoding);
      // The separator is chosen on the first lines, however small the first chunks are.
      let firstText = '';
      while (firstText.split('\n').length < 4 && firstText.length < sniffBytes) {
        const next = await texts.next();
        if (next.done) break;
        firstText += next.value;
      }
      const delimiter = chooseDelimiter(firstText, decision.format);
      state.format = delimiter === '\t' ? 'tsv' : 'csv';
      await scanTables([{ rows: readDelimitedRows(prepend(firstText, texts), delimiter) }]);
      break;
    }
    case 'json': {
      const encoding = detectEncoding(head);
      state.encoding = encoding;
      const reader = new JsonTableReader(decodeText(source.chunks(), encoding));
      await scanTables([reader.recordsTable()]);
      const leftover = reader.leftoverTable();
      if (leftover) await scanTables([leftover]);
      break;
    }
    case 'text': {
      const encoding = detectEncoding(head);
      state.encoding = encoding;
      state.rowsScanned = await scanTextLines(
        numberLines(splitLines(decodeText(source.chunks(), encoding))),
        resources,
        sink,
        options.signal,
      );
      break;
    }
    case 'pdf': {
      state.rowsScanned = await scanTextLines(
        readPdfLines(await source.readAll(), options.signal),
        resources,
        sink,
        options.signal,
      );
      break;
    }
    case 'xlsx':
    case 'xls': {
      const opened = await openSpreadsheet(await source.readAll(), decision.format === 'xlsx', {
        maxUncompressedBytes: options.maxUncompressedBytes ?? defaultMaxUncompressedBytes,
        signal: options.signal,
      });
      if (!opened.supported) return finish({ supported: false, notSupportedReason: opened.reason });
      state.sheets = opened.sheets;
      await scanTables(opened.tables);
      break;
    }
    default:
      return finish({
        supported: false,
        notSupportedReason: 'This file format is not checked for sensitive information.',
      });
  }
  await sink.flush();
  return finish();
}

async function* prepend(first: string, rest: AsyncIterable<string>): AsyncGenerator<string> {
  if (first) yield first;
  yield* rest;
}

async function* numberLines(lines: AsyncIterable<string>) {
  let line = 0;
  for await (const text of lines) yield { text, line: ++line };
}

/** Loads the dictionaries now (they otherwise load on the first scan); resolves with the time taken. */
export async function warmUp(): Promise<LanguageResources['loadMs']> {
  return (await loadLanguageResources()).loadMs;
}
