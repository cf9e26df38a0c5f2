import type { Worker } from 'node:worker_threads';
import { SensitiveScanError } from '../scan-errors.js';
import { startWorker } from '#server/lib/start-worker.js';
import type { TableInput } from '../table-scanner.js';
import { inspectZip } from './zip-guard.js';

export interface SpreadsheetLimits {
  maxUncompressedBytes: number;
  /** Heap of the parsing worker. Default 1024 MB: SheetJS needs several times the sheet's XML. */
  maxParserMemoryMb?: number;
  /** Time the parser may take for the whole workbook. Default 120 s. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

export type SpreadsheetOpening =
  | { supported: false; reason: string }
  | { supported: true; sheets: string[]; tables: AsyncGenerator<TableInput> };

type WorkerMessage =
  | { kind: 'sheets'; names: string[] }
  | { kind: 'rows'; sheet: string; rows: string[][]; sheetDone: boolean }
  | { kind: 'end' };

/** Opens an XLS or XLSX workbook in a guarded worker; its sheets stream as tables. */
export async function openSpreadsheet(
  bytes: Buffer,
  isZip: boolean,
  limits: SpreadsheetLimits,
): Promise<SpreadsheetOpening> {
  if (isZip) {
    const { names } = inspectZip(bytes, limits.maxUncompressedBytes);
    if (!names.some((name) => /^xl\/workbook\.(xml|bin)$/.test(name))) {
      const kind = names.some((name) => name.startsWith('word/'))
        ? 'Word documents'
        : names.some((name) => name.startsWith('ppt/'))
          ? 'PowerPoint files'
          : 'ZIP archives';
      return { supported: false, reason: `${kind} are not checked for sensitive information.` };
    }
  }
  const channel = new WorkerChannel(
    startWorker(import.meta.url, 'spreadsheet-worker', {
      workerData: { bytes },
      resourceLimits: {
        maxOldGenerationSizeMb: limits.maxParserMemoryMb ?? 1024,
        maxYoungGenerationSizeMb: 64,
        stackSizeMb: 8,
      },
      stdout: true,
      stderr: true,
    }),
    limits.timeoutMs ?? 120_000,
    limits.signal,
  );
  try {
    const first = await channel.receive();
    if (first.kind !== 'sheets')
      throw new SensitiveScanError('PARSE_FAILED', 'The spreadsheet parser answered out of order.');
    return { supported: true, sheets: first.names, tables: sheetTables(channel) };
  } catch (error) {
    await channel.close();
    throw error;
  }
}

async function* sheetTables(channel: WorkerChannel): AsyncGenerator<TableInput> {
  try {
    for (;;) {
      channel.send();
      let message = await channel.receive();
      if (message.kind === 'end') return;
      if (message.kind !== 'rows')
        throw new SensitiveScanError(
          'PARSE_FAILED',
          'The spreadsheet parser answered out of order.',
        );
      const firstChunk = message;
      const rows = async function* (): AsyncGenerator<string[]> {
        let chunk = firstChunk;
        for (;;) {
          yield* chunk.rows;
          if (chunk.sheetDone) return;
          channel.send();
          message = await channel.receive();
          if (message.kind !== 'rows')
            throw new SensitiveScanError(
              'PARSE_FAILED',
              'The spreadsheet parser answered out of order.',
            );
          chunk = message;
        }
      };
      yield { sheet: firstChunk.sheet, rows: rows() };
    }
  } finally {
    await channel.close();
  }
}

/** Request/response over one worker: the parent pulls rows, so they never pile up in memory. */
class WorkerChannel {
  private waiting?: { resolve: (message: WorkerMessage) => void; reject: (error: Error) => void };
  private failure?: Error;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly worker: Worker,
    timeoutMs: number,
    private readonly signal?: AbortSignal,
  ) {
    worker.on('message', (message: WorkerMessage) => {
      const waiting = this.waiting;
      this.waiting = undefined;
      waiting?.resolve(message);
    });
    worker.on('error', (error: Error & { code?: string }) => this.fail(describeWorkerError(error)));
    worker.on('exit', (code) =>
      this.fail(
        new SensitiveScanError(
          'RESOURCE_LIMIT',
          `The spreadsheet parser stopped unexpectedly (exit code ${code}).`,
        ),
      ),
    );
    this.timer = setTimeout(() => {
      this.fail(
        new SensitiveScanError(
          'RESOURCE_LIMIT',
          `The spreadsheet took longer than ${Math.round(timeoutMs / 1000)} s to read.`,
        ),
      );
      void worker.terminate();
    }, timeoutMs);
    this.timer.unref();
    signal?.addEventListener('abort', this.onAbort, { once: true });
  }

  private readonly onAbort = () => {
    this.fail(new SensitiveScanError('ABORTED', 'The scan was cancelled.'));
    void this.worker.terminate();
  };

  send(): void {
    this.worker.postMessage({ kind: 'next' });
  }

  receive(): Promise<WorkerMessage> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
    });
  }

  async close(): Promise<void> {
    clearTimeout(this.timer);
    this.signal?.removeEventListener('abort', this.onAbort);
    this.failure ??= new SensitiveScanError('ABORTED', 'The spreadsheet reader was closed.');
    await this.worker.terminate();
  }

  private fail(error: Error): void {
    this.failure ??= error;
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.reject(this.failure);
  }
}

function describeWorkerError(error: Error & { code?: string }): SensitiveScanError {
  if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
    return new SensitiveScanError(
      'RESOURCE_LIMIT',
      'The spreadsheet needs more memory than a check may use; it was not read.',
      { cause: error },
    );
  }
  return new SensitiveScanError(
    'PARSE_FAILED',
    `The file could not be read as a spreadsheet: ${error.message}`,
    { cause: error },
  );
}
