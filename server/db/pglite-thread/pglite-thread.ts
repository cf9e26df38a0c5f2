// The worker thread that holds the embedded database (started by open-pglite-in-thread.ts).
// Each call from the app's thread is one message and one answer, so a statement costs one round
// trip whatever PGlite's protocol needs inside. Self-contained (no app imports), so Node runs it
// as it is from dist/, or through tsx from the sources under test (start-worker.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions } from '@electric-sql/pglite';

interface ThreadData {
  dataDir?: string;
  loadDataDir?: ArrayBuffer;
  startParams: string[];
}

interface Call {
  id: number;
  method: 'query' | 'exec' | 'dumpDataDir' | 'close';
  args: unknown[];
}

const port = parentPort!;
const { dataDir, loadDataDir, startParams } = workerData as ThreadData;

/** An error as data: its message and its fields that say what went wrong (code, detail, …). */
function plainError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return fields;
}

/** Types whose text the app's thread parses itself (its own parsers are functions): kept as text. */
function asText(types: number[] | undefined): QueryOptions['parsers'] {
  return Object.fromEntries((types ?? []).map((type) => [type, (value: string) => value]));
}

try {
  const engine = await PGlite.create(dataDir, {
    startParams,
    ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
  });
  engine.onNotification((channel, payload) => port.postMessage({ notify: { channel, payload } }));
  const methods = {
    query: (text: string, params: unknown[], options: QueryOptions & { textTypes?: number[] }) =>
      engine.query(text, params, {
        rowMode: options.rowMode,
        paramTypes: options.paramTypes,
        parsers: asText(options.textTypes),
      }),
    exec: (text: string, options: QueryOptions) => engine.exec(text, { rowMode: options.rowMode }),
    async dumpDataDir(compression: 'gzip' | 'auto' | 'none') {
      const archive = await engine.dumpDataDir(compression);
      return { bytes: await archive.arrayBuffer(), type: archive.type };
    },
    close: () => engine.close(),
  };
  port.on('message', async ({ id, method, args }: Call) => {
    try {
      const result: unknown = await (methods[method] as (...a: unknown[]) => unknown)(...args);
      const bytes = (result as { bytes?: ArrayBuffer } | undefined)?.bytes;
      port.postMessage({ id, result }, bytes ? [bytes] : []);
    } catch (error) {
      port.postMessage({ id, error: plainError(error) });
    }
  });
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ failed: plainError(error) });
}
