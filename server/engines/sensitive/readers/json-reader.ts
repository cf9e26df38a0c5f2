import { Readable } from 'node:stream';
import parser from 'stream-json/parser.js';
import { SensitiveScanError } from '../scan-errors.js';
import type { TableInput } from '../table-scanner.js';

interface Frame {
  kind: 'object' | 'array';
  key?: string;
  /** This array holds the records (rows). */
  records?: boolean;
}

interface Token {
  name: string;
  value?: string | number | boolean | null;
}

/** Geometry is numbers only and can be huge; it never holds personal data. */
const skippedKeys = new Set(['coordinates', 'bbox', 'geometries']);
const maxLeftoverValues = 10_000;

/**
 * Reads JSON as tables without holding the document: the first array of objects (a top-level
 * array, GeoJSON's `features`, an API's `result.records`…) gives one row per element, with
 * columns named by key path (`properties.name`); values outside it form a one-row table.
 */
export class JsonTableReader {
  readonly columnNames: string[] = [];
  private readonly columnIndex = new Map<string, number>();
  private readonly leftover = new Map<string, string[]>();

  constructor(private readonly texts: AsyncIterable<string>) {}

  recordsTable(): TableInput {
    return { columnNames: this.columnNames, rows: this.records() };
  }

  /** Values found outside the records; complete once recordsTable's rows are consumed. */
  leftoverTable(): TableInput | undefined {
    if (this.leftover.size === 0) return undefined;
    const columnNames = [...this.leftover.keys()];
    const row = columnNames.map((name) => this.leftover.get(name)!.join('\n'));
    return {
      columnNames,
      rows: (async function* () {
        yield row;
      })(),
    };
  }

  private async *records(): AsyncGenerator<string[]> {
    const source = Readable.from(this.texts);
    const tokens = source.pipe(parser.asStream({ packValues: true, streamValues: false }));
    source.on('error', (error) => tokens.destroy(error));
    const stack: Frame[] = [];
    let recordDepth = -1;
    let current: string[][] | undefined;
    let skipDepth = -1;
    let leftoverCount = 0;
    const pathOf = (from: number) =>
      stack
        .slice(from)
        .map((frame) => frame.key)
        .filter((key): key is string => key !== undefined)
        .join('.');
    try {
      for await (const token of tokens as AsyncIterable<Token>) {
        const parent = stack.at(-1);
        const startsValue =
          token.name === 'startObject' ||
          token.name === 'startArray' ||
          token.name.endsWith('Value');
        if (startsValue && parent?.records && stack.length === recordDepth + 1) current = [];
        switch (token.name) {
          case 'keyValue':
            if (parent) parent.key = String(token.value);
            break;
          case 'startObject':
          case 'startArray':
            if (recordDepth < 0 && parent?.kind === 'array' && token.name === 'startObject') {
              parent.records = true;
              recordDepth = stack.length - 1;
              current = [];
            }
            if (skipDepth < 0 && parent?.key !== undefined && skippedKeys.has(parent.key))
              skipDepth = stack.length;
            stack.push({ kind: token.name === 'startObject' ? 'object' : 'array' });
            break;
          case 'endObject':
          case 'endArray':
            stack.pop();
            if (skipDepth === stack.length) skipDepth = -1;
            break;
          default: {
            if (skipDepth >= 0 || token.value === null || typeof token.value === 'boolean') break;
            const text = String(token.value);
            if (current && stack.length > recordDepth + 1) {
              const index = this.indexOf(pathOf(recordDepth + 1) || 'value');
              (current[index] ??= []).push(text);
            } else if (current && stack.length === recordDepth + 1) {
              (current[this.indexOf('value')] ??= []).push(text);
            } else if (leftoverCount < maxLeftoverValues) {
              leftoverCount++;
              const path = pathOf(0) || 'value';
              const values = this.leftover.get(path) ?? [];
              values.push(text);
              this.leftover.set(path, values);
            }
          }
        }
        const closesRecord =
          (token.name === 'endObject' ||
            token.name === 'endArray' ||
            token.name.endsWith('Value')) &&
          current &&
          stack.length === recordDepth + 1 &&
          stack.at(-1)?.records;
        if (closesRecord) {
          yield Array.from(
            { length: this.columnNames.length },
            (_, index) => current![index]?.join('\n') ?? '',
          );
          current = undefined;
        }
      }
    } catch (error) {
      if (error instanceof SensitiveScanError) throw error;
      throw new SensitiveScanError(
        'PARSE_FAILED',
        `The file could not be read as JSON: ${(error as Error).message}`,
        { cause: error },
      );
    }
  }

  private indexOf(path: string): number {
    let index = this.columnIndex.get(path);
    if (index === undefined) {
      index = this.columnNames.length;
      this.columnIndex.set(path, index);
      this.columnNames.push(path);
    }
    return index;
  }
}
