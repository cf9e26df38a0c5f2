import { createReadStream } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { loadLanguageResources, useSharedDictionary } from '../language-resources.js';
import type { SharedDictionary } from '../shared-dictionary.js';
import { SensitiveScanError } from '../scan-errors.js';
import { scanStream } from '../scan-stream.js';
import type { FromWorker, ToWorker } from './messages.js';

const port = parentPort!;
let provideDictionary: (dictionary: SharedDictionary) => void = () => {};
// The pool sends its shared dictionary as soon as it is decompressed; scans wait for it.
useSharedDictionary(new Promise((resolve) => (provideDictionary = resolve)));
const post = (message: FromWorker) => port.postMessage(message);
const cancels = new Map<number, AbortController>();
const acks = new Map<number, () => void>();

port.on('message', (message: ToWorker) => {
  switch (message.kind) {
    case 'dictionary':
      provideDictionary(message.dictionary);
      break;
    case 'warm':
      void loadLanguageResources().then((resources) =>
        post({ kind: 'warmed', loadMs: resources.loadMs }),
      );
      break;
    case 'ack':
      acks.get(message.id)?.();
      break;
    case 'cancel':
      cancels.get(message.id)?.abort();
      break;
    case 'scan':
      void runScan(message);
      break;
  }
});

async function runScan({
  id,
  path,
  meta,
  options,
}: Extract<ToWorker, { kind: 'scan' }>): Promise<void> {
  const controller = new AbortController();
  cancels.set(id, controller);
  try {
    const { streamFindings, ...scanOptions } = options;
    const result = await scanStream(createReadStream(path, { highWaterMark: 256 * 1024 }), meta, {
      ...scanOptions,
      signal: controller.signal,
      // Each batch waits for the parent's ack, so findings never pile up between the threads.
      onFindings: streamFindings
        ? (batch) =>
            new Promise<void>((resolve) => {
              acks.set(id, resolve);
              post({ kind: 'findings', id, batch });
            })
        : undefined,
    });
    post({ kind: 'done', id, result });
  } catch (error) {
    const code = error instanceof SensitiveScanError ? error.code : 'INTERNAL';
    post({ kind: 'failed', id, code, message: (error as Error).message });
  } finally {
    cancels.delete(id);
    acks.delete(id);
  }
}
