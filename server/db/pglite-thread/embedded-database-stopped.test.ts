import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../is-database-unavailable.js';
import { PgliteThreadClient } from './pglite-thread-client.js';

describe('an embedded database whose thread has ended', () => {
  it('fails every call as unavailable (503), not as a wrong query', async () => {
    const thread = new Worker('process.exit(1)', { eval: true });
    const client = new PgliteThreadClient(thread);
    await new Promise((resolve) => thread.once('exit', resolve));
    const failed = await client.query('select 1').catch((error: unknown) => error);
    expect(failed).toMatchObject({ message: 'The embedded database has stopped.' });
    expect(isDatabaseUnavailable(failed)).toBe(true);
    // Wrapped as drizzle wraps a driver's error.
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: failed }))).toBe(
      true,
    );
  });

  it('fails a call already waiting when the thread crashes', async () => {
    const thread = new Worker('setTimeout(() => { throw new Error("abort") }, 50)', { eval: true });
    const client = new PgliteThreadClient(thread);
    const failed = await client.query('select 1').catch((error: unknown) => error);
    expect(isDatabaseUnavailable(failed)).toBe(true);
  });
});
