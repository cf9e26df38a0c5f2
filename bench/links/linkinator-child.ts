/**
 * Child process that runs linkinator for the bench and streams each result to the parent, so the
 * parent can stop it at a deadline (linkinator has no way to cancel a check) and its sockets stay
 * out of the parent's process.
 */
import { LinkChecker, LinkState, type LinkResult } from 'linkinator';

export interface LinkinatorJob {
  indexUrl: string;
  concurrency: number;
  timeoutMs: number;
  retries: number;
  honourRetryAfter: boolean;
  userAgent: string;
}

export type LinkinatorMessage =
  { type: 'result'; url: string; status: 'alive' | 'dead' | 'unknown' } | { type: 'done' };

process.once('message', (job: LinkinatorJob) => {
  const checker = new LinkChecker();
  checker.on('link', (link: LinkResult) => {
    if (link.parent !== job.indexUrl) return;
    const status =
      link.state === LinkState.OK ? 'alive' : link.state === LinkState.BROKEN ? 'dead' : 'unknown';
    process.send?.({ type: 'result', url: link.url, status } satisfies LinkinatorMessage);
  });
  void checker
    .check({
      path: job.indexUrl,
      concurrency: job.concurrency,
      timeout: job.timeoutMs,
      retry: job.honourRetryAfter,
      retryErrors: true,
      retryErrorsCount: job.retries,
      userAgent: job.userAgent,
    })
    .then(() =>
      process.send?.({ type: 'done' } satisfies LinkinatorMessage, () => process.exit(0)),
    );
});
process.on('disconnect', () => process.exit(0));
