import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { SensitiveScanError } from '../scan-errors.js';
import { loadSharedDictionary } from '../shared-dictionary.js';
import { startWorker } from '#server/lib/start-worker.js';
import type { ScanMeta, ScanOptions, ScanResult } from '../types.js';
import type { FromWorker, ToWorker } from './messages.js';

export type PoolScanOptions = Omit<ScanOptions, never>;

export interface SensitiveScanPool {
  /** Scans a file on disk in a worker thread; same options and result as scanStream. */
  scanFile(path: string, meta: ScanMeta, options?: PoolScanOptions): Promise<ScanResult>;
  /** Starts every worker and loads its dictionaries; resolves with the slowest load in ms. */
  warmUp(): Promise<number>;
  close(): Promise<void>;
}

export interface PoolOptions {
  /** Worker threads; default the number of cores. */
  size?: number;
  /** Old-generation heap of each worker (the dictionaries take ~100 MB of it). Default 1024. */
  maxMemoryMb?: number;
}

interface Job {
  id: number;
  path: string;
  meta: ScanMeta;
  options: PoolScanOptions;
  resolve: (result: ScanResult) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job?: Job;
  warmed?: (loadMs: number) => void;
}

/**
 * A pool of worker threads running scanStream, so the server's event loop stays free. Workers
 * start on demand and are replaced when one dies (a spreadsheet or PDF that exhausts its memory
 * fails only its own scan).
 */
export function createSensitiveScanPool(options: PoolOptions = {}): SensitiveScanPool {
  const size = Math.max(1, options.size ?? availableParallelism());
  const maxMemoryMb = options.maxMemoryMb ?? 1024;
  const slots = new Set<Slot>();
  const queue: Job[] = [];
  const abortListeners = new Map<number, () => void>();
  let nextId = 1;
  let closed = false;

  const spawn = (): Slot => {
    const worker = startWorker(import.meta.url, 'pool-worker', {
      resourceLimits: {
        maxOldGenerationSizeMb: maxMemoryMb,
        maxYoungGenerationSizeMb: 16,
        stackSizeMb: 8,
      },
    });
    const slot: Slot = { worker };
    slots.add(slot);
    worker.on('message', (message: FromWorker) => handleMessage(slot, message));
    worker.on('error', (error: Error & { code?: string }) => retire(slot, error));
    worker.on('exit', (code) => retire(slot, new Error(`exit code ${code}`)));
    loadSharedDictionary().then(
      (dictionary) => worker.postMessage({ kind: 'dictionary', dictionary } satisfies ToWorker),
      (error: Error) => retire(slot, error),
    );
    return slot;
  };

  const retire = (slot: Slot, cause: Error & { code?: string }) => {
    if (!slots.delete(slot)) return;
    const job = slot.job;
    slot.job = undefined;
    void slot.worker.terminate();
    if (job) {
      const outOfMemory = cause.code === 'ERR_WORKER_OUT_OF_MEMORY';
      job.reject(
        new SensitiveScanError(
          'RESOURCE_LIMIT',
          outOfMemory
            ? 'The file needs more memory than a check may use; it was not read.'
            : `The scan worker stopped unexpectedly (${cause.message}).`,
          { cause },
        ),
      );
    }
    dispatch();
  };

  const handleMessage = (slot: Slot, message: FromWorker) => {
    if (message.kind === 'warmed') {
      slot.warmed?.(message.loadMs);
      return;
    }
    const job = slot.job;
    if (!job || job.id !== message.id) return;
    switch (message.kind) {
      case 'findings':
        void Promise.resolve(job.options.onFindings?.(message.batch)).then(
          () => slot.worker.postMessage({ kind: 'ack', id: job.id } satisfies ToWorker),
          (error: unknown) => {
            finish(slot, job);
            job.reject(error as Error);
            slot.worker.postMessage({ kind: 'cancel', id: job.id } satisfies ToWorker);
          },
        );
        break;
      case 'done':
        finish(slot, job);
        job.resolve(message.result);
        break;
      case 'failed':
        finish(slot, job);
        job.reject(
          message.code === 'INTERNAL'
            ? new Error(message.message)
            : new SensitiveScanError(message.code, message.message),
        );
        break;
    }
  };

  const finish = (slot: Slot, job: Job) => {
    if (slot.job !== job) return;
    slot.job = undefined;
    job.options.signal?.removeEventListener('abort', abortListeners.get(job.id)!);
    abortListeners.delete(job.id);
    dispatch();
  };

  const dispatch = () => {
    while (queue.length > 0 && !closed) {
      const slot =
        [...slots].find((candidate) => !candidate.job) ?? (slots.size < size ? spawn() : undefined);
      if (!slot) return;
      const job = queue.shift()!;
      slot.job = job;
      const { signal, onFindings, ...rest } = job.options;
      const onAbort = () =>
        slot.worker.postMessage({ kind: 'cancel', id: job.id } satisfies ToWorker);
      abortListeners.set(job.id, onAbort);
      signal?.addEventListener('abort', onAbort, { once: true });
      slot.worker.postMessage({
        kind: 'scan',
        id: job.id,
        path: job.path,
        meta: job.meta,
        options: { ...rest, streamFindings: Boolean(onFindings) },
      } satisfies ToWorker);
    }
  };

  return {
    scanFile(path, meta, scanOptions = {}) {
      if (closed) return Promise.reject(new Error('The sensitive scan pool is closed.'));
      if (scanOptions.signal?.aborted)
        return Promise.reject(new SensitiveScanError('ABORTED', 'The scan was cancelled.'));
      return new Promise<ScanResult>((resolve, reject) => {
        queue.push({ id: nextId++, path, meta, options: scanOptions, resolve, reject });
        dispatch();
      });
    },
    async warmUp() {
      while (slots.size < size) spawn();
      const times = await Promise.all(
        [...slots].map(
          (slot) =>
            new Promise<number>((resolve) => {
              slot.warmed = resolve;
              slot.worker.postMessage({ kind: 'warm' } satisfies ToWorker);
            }),
        ),
      );
      return Math.max(...times);
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0))
        job.reject(new Error('The sensitive scan pool is closed.'));
      const workers = [...slots].map((slot) => slot.worker);
      for (const slot of slots) slot.job?.reject(new Error('The sensitive scan pool is closed.'));
      slots.clear();
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
