import { once } from 'node:events';
import { startWorker } from '#server/lib/start-worker.js';
import { PgliteThreadClient } from './pglite-thread-client.js';

/**
 * Starts the embedded database in a worker thread of its own, so that its engine runs beside the
 * app's JavaScript (a harvest's fetching, parsing, mapping and serialising; the web app's
 * requests) instead of taking turns with it on one thread.
 */
export async function openPgliteInThread(options: {
  dataDir?: string;
  loadDataDir?: Blob;
  startParams: string[];
}): Promise<PgliteThreadClient> {
  // In dist/ the build's JavaScript; under test the sources, through tsx (Node 22.13 does not
  // strip types by itself).
  const thread = startWorker(import.meta.url, 'pglite-thread', {
    workerData: {
      dataDir: options.dataDir,
      startParams: options.startParams,
      loadDataDir: options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined,
    },
  });
  const client = new PgliteThreadClient(thread);
  const [first] = (await Promise.race([
    once(thread, 'message'),
    once(thread, 'error').then(([error]) => Promise.reject(error as Error)),
  ])) as [{ ready?: boolean; failed?: Record<string, unknown> }];
  if (!first.ready) {
    await thread.terminate();
    throw Object.assign(new Error(String(first.failed?.message)), first.failed);
  }
  return client;
}
