import { fork } from 'node:child_process';
import { defaultUserAgent, type LinkStatus } from '#server/engines/links/index.js';
import type { LinkinatorJob, LinkinatorMessage } from './linkinator-child.js';

export interface LinkinatorRun {
  statuses: Map<string, LinkStatus>;
  /** False when the deadline stopped it before it had an answer for every link. */
  finished: boolean;
}

/**
 * linkinator as its users run it on a page of links — HEAD first, GET when HEAD fails, redirects
 * followed by fetch — given the settings we use wherever it has one: concurrency (its only
 * politeness knob: no per-host limit, no gap), time-out, Retry-After honoured on 429, and as many
 * retries of 5xx / network errors. 7.6.1 is the last linkinator release that runs on Node 20.
 * It retries a 429 without limit, so it may never end: it is stopped at `deadlineMs`.
 */
export function runLinkinator(
  indexUrl: string,
  settings: { globalConcurrency: number; totalTimeoutMs: number; retries: number },
  deadlineMs: number,
): Promise<LinkinatorRun> {
  const child = fork(new URL('./linkinator-child.ts', import.meta.url), {
    execArgv: ['--import', 'tsx'],
  });
  const statuses = new Map<string, LinkStatus>();
  return new Promise((resolve, reject) => {
    const stop = (finished: boolean) => {
      clearTimeout(deadline);
      child.removeAllListeners();
      child.kill();
      resolve({ statuses, finished });
    };
    const deadline = setTimeout(() => stop(false), deadlineMs);
    child.on('message', (message: LinkinatorMessage) => {
      if (message.type === 'result') statuses.set(message.url, message.status);
      else stop(true);
    });
    child.once('exit', (code) => {
      clearTimeout(deadline);
      reject(new Error(`linkinator exited early (${code})`));
    });
    const job: LinkinatorJob = {
      indexUrl,
      concurrency: settings.globalConcurrency,
      timeoutMs: settings.totalTimeoutMs,
      retries: settings.retries,
      honourRetryAfter: process.env.BENCH_LINKS_LINKINATOR_RETRY_AFTER !== 'off',
      userAgent: defaultUserAgent,
    };
    child.send(job);
  });
}
