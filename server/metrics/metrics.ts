import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DatabaseHandle } from '../db/database.js';
import { registerDatabaseCollectors } from './database-collectors.js';
import { metricPrefix } from './metric-prefix.js';

export { metricPrefix };

/** What the app records as it runs, and reads from the database when it is scraped. */
export interface Metrics {
  registry: Registry;
  /** One answered HTTP request: `fn` is the function's name for `/api/functions/{name}`. */
  observeRequest(labels: RequestLabels, seconds: number): void;
  /** Adds the process's own figures (memory, CPU, event loop, GC): once, for the served registry. */
  collectProcessMetrics(): void;
}

export interface RequestLabels {
  method: string;
  /** The route pattern (`/api/auth/*`), `static` for the web app's files, `not-found` otherwise. */
  route: string;
  /** The function called, or `-` for routes that are not a function call. */
  fn: string;
  status: number;
}

/**
 * A registry per runtime, not prom-client's global one: tests build many apps in one process, and
 * each must count only its own requests.
 */
export function createMetrics(database: DatabaseHandle, jobNames: readonly string[]): Metrics {
  const registry = new Registry();
  const requestSeconds = new Histogram({
    name: `${metricPrefix}http_request_duration_seconds`,
    help: 'Time to answer an HTTP request, by route and, for /api/functions, by function.',
    labelNames: ['method', 'route', 'function', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  registerDatabaseCollectors(registry, database, jobNames);
  let processMetrics = false;
  return {
    registry,
    observeRequest(labels, seconds) {
      requestSeconds.observe(
        {
          method: labels.method,
          route: labels.route,
          function: labels.fn,
          status: String(labels.status),
        },
        seconds,
      );
    },
    collectProcessMetrics() {
      if (processMetrics) return;
      processMetrics = true;
      collectDefaultMetrics({ register: registry, prefix: metricPrefix });
    },
  };
}
