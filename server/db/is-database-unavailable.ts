/**
 * SQLSTATE classes and socket errors that mean the database could not be reached or dropped the
 * connection (a restart, a failover, an administrator ending sessions) — not that the query was
 * wrong. https://www.postgresql.org/docs/current/errcodes-appendix.html: class 08 (connection
 * exception), 57P01–57P03 (shutdown, crash shutdown, cannot connect now).
 */
const unavailableCodes = new Set([
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
]);
const unavailableMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
];

/** Whether an error (or one it wraps, as drizzle does) says the database is out of reach. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && unavailableCodes.has(code)) return true;
    if (typeof message === 'string' && unavailableMessages.some((text) => message.includes(text)))
      return true;
    current = cause;
  }
  return false;
}
