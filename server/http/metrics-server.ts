import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { Config } from '../config/config.js';
import type { Metrics } from '../metrics/metrics.js';

/**
 * Prometheus's endpoint, `GET /metrics`, on its own port (METRICS_PORT), apart from the app: a
 * proxy that publishes the app does not publish it, a worker process (which serves no app) has
 * one too, and a firewall can open it to the monitoring server alone. METRICS_TOKEN, when set,
 * must come as `Authorization: Bearer <token>`.
 */
export async function startMetricsServer(
  settings: NonNullable<Config['metrics']>,
  metrics: Metrics,
  logger: Logger,
): Promise<{ port: number; close(): Promise<void> }> {
  metrics.collectProcessMetrics();
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: try /metrics\n');
      return;
    }
    if (settings.token && !bearerMatches(request.headers.authorization, settings.token)) {
      response
        .writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' })
        .end('METRICS_TOKEN needed: Authorization: Bearer <token>\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'metrics: could not collect');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('Could not collect\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  logger.info(`metrics: http://${settings.host}:${port}/metrics`);
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer\s+(.+)$/i.exec(header ?? '')?.[1]?.trim() ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
