import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts a worker from a module beside the caller. Built code runs the `.js` file; under tsx or
 * Vitest the sources are `.ts`, which a worker cannot load by itself, so tsx's loader is
 * registered inside the worker first (tsx is a development dependency only).
 */
export function startWorker(callerUrl: string, baseName: string, options: WorkerOptions): Worker {
  if (!callerUrl.endsWith('.ts'))
    return new Worker(new URL(`./${baseName}.js`, callerUrl), options);
  const target = new URL(`./${baseName}.ts`, callerUrl).href;
  const require = createRequire(callerUrl);
  const tsxApi = pathToFileURL(require.resolve('tsx/esm/api')).href.replace(/\.cjs$/, '.mjs');
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((api) => { api.register(); return import(${JSON.stringify(target)}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}
