import { performance } from 'node:perf_hooks';
import { ConfigError, loadConfig } from './config/config.js';
import { DataDirInUseError } from './db/data-dir-lock.js';
import { buildApp } from './http/build-app.js';
import { startMetricsServer } from './http/metrics-server.js';
import { jobRegistry } from './jobs/registry.js';
import { createRuntime } from './runtime.js';

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const runtime = await createRuntime(config, jobRegistry);
  const { logger } = runtime;

  const closers: Array<() => Promise<void>> = [];
  if (config.role !== 'web') {
    await runtime.jobs.work({ runtime });
    logger.info('worker: taking jobs');
  }
  if (config.role !== 'worker') {
    const app = await buildApp(runtime);
    await app.listen({ port: config.port, host: config.host });
    closers.push(() => app.close());
    logger.info(
      `Catalogue Steward is listening on ${config.baseUrl} (database: ${runtime.database.kind})`,
    );
  }
  if (config.metrics) {
    const metricsServer = await startMetricsServer(config.metrics, runtime.metrics, logger);
    closers.push(() => metricsServer.close());
  }
  logger.info(
    { role: config.role, startupMs: Math.round(performance.now() - startedAt) },
    'started',
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    for (const close of closers) await close();
    await runtime.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error('Catalogue Steward could not start:', error);
  }
  process.exit(1);
});
