import { Mutex, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import type { Worker } from 'node:worker_threads';
import { embeddedDatabaseStopped } from './embedded-database-stopped.js';
import { parseKeptText } from './parse-kept-text.js';
import { postgresName } from './postgres-name.js';

type Answer =
  | { id: number; result: unknown; error?: undefined }
  | { id: number; error: Record<string, unknown> }
  | { notify: { channel: string; payload: string } };

/**
 * The app's side of the embedded database in its own thread (pglite-thread.ts): what drizzle-orm,
 * pg-boss and the app use of PGlite (query, exec, transaction, listen, dumpDataDir, close). One
 * statement or transaction at a time, as PGlite's single connection runs them: the lock is held
 * here, so a statement is one message each way.
 */
export class PgliteThreadClient {
  readonly #thread: Worker;
  readonly #lock = new Mutex();
  readonly #pending = new Map<
    number,
    { resolve(value: unknown): void; reject(error: Error): void }
  >();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  #nextId = 0;
  #ended: Error | undefined;
  closed = false;

  constructor(thread: Worker) {
    this.#thread = thread;
    thread.on('message', (answer: Answer) => this.#receive(answer));
    const end = (error: Error) => {
      this.#ended ??= error;
      for (const call of this.#pending.values()) call.reject(error);
      this.#pending.clear();
    };
    thread.on('error', (error) => end(embeddedDatabaseStopped(error)));
    thread.on('exit', () => end(embeddedDatabaseStopped()));
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#lock.runExclusive(() => this.#query<T>(text, params, options));
  }

  exec(text: string, options?: QueryOptions): Promise<Results[]> {
    return this.#lock.runExclusive(() => this.#exec(text, options));
  }

  /** As PGlite's: BEGIN, the callback's statements, then COMMIT, or ROLLBACK when it throws. */
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#lock.runExclusive(async () => {
      await this.#exec('BEGIN');
      let closed = false;
      const open = () => {
        if (closed) throw new Error('Transaction is closed');
      };
      const tx = {
        query: (text: string, params?: unknown[], options?: QueryOptions) => {
          open();
          return this.#query(text, params, options);
        },
        exec: (text: string, options?: QueryOptions) => {
          open();
          return this.#exec(text, options);
        },
        rollback: async () => {
          open();
          await this.#exec('ROLLBACK');
          closed = true;
        },
        listen: (channel: string, callback: (payload: string) => void) => {
          open();
          return this.listen(channel, callback, tx as unknown as Transaction);
        },
        get closed() {
          return closed;
        },
      } as unknown as Transaction;
      try {
        const result = await callback(tx);
        if (!closed) {
          closed = true;
          const [commit] = await this.#exec('COMMIT');
          if ((commit as { command?: string } | undefined)?.command === 'ROLLBACK') {
            throw Object.assign(new Error('Transaction was rolled back instead of committed'), {
              code: '25P02',
            });
          }
        }
        return result;
      } catch (error) {
        if (!closed) {
          closed = true;
          await this.#exec('ROLLBACK');
        }
        throw error;
      }
    });
  }

  async listen(
    channel: string,
    callback: (payload: string) => void,
    tx?: Transaction,
  ): Promise<() => Promise<void>> {
    const name = postgresName(channel);
    const callbacks = this.#listeners.get(name) ?? new Set();
    this.#listeners.set(name, callbacks.add(callback));
    await (tx ?? this).exec(`LISTEN ${channel}`);
    return async () => {
      callbacks.delete(callback);
      if (callbacks.size === 0) {
        this.#listeners.delete(name);
        await this.exec(`UNLISTEN ${channel}`);
      }
    };
  }

  async dumpDataDir(compression: 'gzip' | 'auto' | 'none' = 'auto'): Promise<Blob> {
    const { bytes, type } = (await this.#lock.runExclusive(() =>
      this.#call('dumpDataDir', compression),
    )) as { bytes: ArrayBuffer; type: string };
    return new Blob([bytes], { type });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    try {
      await this.#lock.runExclusive(() => this.#call('close'));
    } finally {
      await this.#thread.terminate();
    }
  }

  async #query<T>(text: string, params: unknown[] = [], options: QueryOptions = {}) {
    const { parsers } = options;
    // The app's own parsers are functions, which cannot cross: the thread keeps those types as
    // text and they are parsed here.
    const result = (await this.#call('query', text, params, {
      rowMode: options.rowMode,
      paramTypes: options.paramTypes,
      textTypes: parsers ? Object.keys(parsers).map(Number) : [],
    })) as Results<T>;
    if (parsers) parseKeptText(result, parsers);
    return result;
  }

  #exec(text: string, options: QueryOptions = {}) {
    return this.#call('exec', text, { rowMode: options.rowMode }) as Promise<Results[]>;
  }

  #call(method: string, ...args: unknown[]): Promise<unknown> {
    if (this.#ended) return Promise.reject(this.#ended);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#thread.postMessage({ id, method, args });
    });
  }

  #receive(answer: Answer) {
    if ('notify' in answer) {
      const { channel, payload } = answer.notify;
      for (const callback of this.#listeners.get(channel) ?? [])
        queueMicrotask(() => callback(payload));
      return;
    }
    const call = this.#pending.get(answer.id);
    if (!call) return;
    this.#pending.delete(answer.id);
    if (answer.error) {
      call.reject(Object.assign(new Error(String(answer.error.message)), answer.error));
    } else {
      call.resolve(answer.result);
    }
  }
}
