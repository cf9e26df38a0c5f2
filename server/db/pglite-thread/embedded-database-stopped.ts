/**
 * The error every call gets once the engine's thread has ended (a crash, an out-of-memory abort,
 * or close). It carries SQLSTATE 57P02 (crash shutdown), which is-database-unavailable.ts reads
 * as the database being out of reach: requests answer 503, as a lost PostgreSQL does, not 500.
 */
export function embeddedDatabaseStopped(cause?: unknown): Error & { code: string } {
  return Object.assign(new Error('The embedded database has stopped.', { cause }), {
    code: '57P02',
  });
}
