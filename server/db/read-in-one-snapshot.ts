import type { Database, Transaction } from './database.js';

/**
 * Runs reads that must agree with each other in one snapshot (a read-only transaction at
 * repeatable read): what a job commits meanwhile is seen by all of them or by none. A page that
 * asks again only while something runs must never read it done in one place and still running
 * (or not yet done) in another: it would stop asking and keep the stale half.
 */
export function readInOneSnapshot<T>(
  db: Database,
  read: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(read, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}
