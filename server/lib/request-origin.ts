import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Where a call came from: the client's address as the server believes it (through a trusted proxy,
 * the address the proxy saw; otherwise the peer's), and whether a trusted proxy vouched for it.
 */
export interface RequestOrigin {
  clientAddress: string;
  viaTrustedProxy: boolean;
}

const origins = new AsyncLocalStorage<RequestOrigin>();

/**
 * Runs one call with its origin at hand, so that every history row and event it writes, however
 * deep in the services, records where the change came from. Work a job does on its own (a
 * harvest, a scheduled check) has no origin.
 */
export function withRequestOrigin<T>(origin: RequestOrigin, work: () => Promise<T>): Promise<T> {
  return origins.run(origin, work);
}

/** The origin of the call being served, or null outside one (a job, a script). */
export function currentRequestOrigin(): RequestOrigin | null {
  return origins.getStore() ?? null;
}
