/**
 * npm run bench:links — 10,000 URLs over 200 local hosts with a known truth (bench-plan.ts),
 * checked by our engine at its default politeness, then by linkinator given the same settings,
 * against the same servers (reset in between). The servers run in a child process and count the
 * requests in flight per host. Last line:
 *   bench:links urls_per_s=N accuracy=N host_limit=N max_host_concurrency=N ratio_vs_linkinator=N
 */
import { fork, type ChildProcess } from 'node:child_process';
import { checkLinks, linkCheckDefaults, type LinkStatus } from '#server/engines/links/index.js';
import type { BenchUrl, ControlMessage, HostMessage, HostStats } from './bench-hosts.js';
import { runLinkinator } from './run-linkinator.js';

interface RunFigures {
  name: string;
  seconds: number;
  statuses: Map<string, LinkStatus>;
  finished: boolean;
  stats: HostStats;
}

/**
 * linkinator retries a 429 without limit and starts again at HEAD each time, so against a host
 * that limits its rate it may never end; it gets this many times our run time, then is stopped.
 * Its throughput is then the links it answered over that time: a lower bound for our ratio.
 */
const linkinatorBudgetFactor = 4;

const settings = {
  perHostConcurrency: linkCheckDefaults.perHostConcurrency,
  globalConcurrency: linkCheckDefaults.globalConcurrency,
  minHostGapMs: linkCheckDefaults.minHostGapMs,
  totalTimeoutMs: linkCheckDefaults.totalTimeoutMs,
  retries: linkCheckDefaults.retries,
};

async function main(): Promise<void> {
  const hosts = fork(new URL('./bench-hosts.ts', import.meta.url), {
    execArgv: ['--import', 'tsx'],
  });
  try {
    const ready = await nextMessage(hosts, 'ready');
    const { urls, indexUrl } = ready;
    console.log(`bench:links — ${urls.length} URLs on 200 hosts; truth: ${describeTruth(urls)}`);
    console.log(
      `settings: per-host ${settings.perHostConcurrency}, global ${settings.globalConcurrency}, ` +
        `gap ${settings.minHostGapMs} ms, time-out ${settings.totalTimeoutMs} ms, retries ${settings.retries}`,
    );

    const ours = await measure(hosts, 'catalogue-steward', async () => {
      const results = await checkLinks(
        urls.map((entry) => entry.url),
        { ...settings, allowPrivateAddresses: true },
      );
      return {
        statuses: new Map(results.map((result) => [result.url, result.status])),
        finished: true,
      };
    });
    const deadlineMs = linkinatorBudgetFactor * ours.seconds * 1000;
    const theirs = await measure(hosts, 'linkinator', () =>
      runLinkinator(indexUrl, settings, deadlineMs),
    );

    for (const run of [ours, theirs]) report(run, urls);
    const oursRate = ours.statuses.size / ours.seconds;
    const theirRate = theirs.statuses.size / theirs.seconds;
    if (!theirs.finished) {
      console.log(
        `\nlinkinator was stopped after ${theirs.seconds.toFixed(0)} s (${linkinatorBudgetFactor}× our time) ` +
          `with ${urls.length - theirs.statuses.size} links unanswered; the ratio below is a lower bound.`,
      );
    }
    console.log(
      `bench:links urls_per_s=${oursRate.toFixed(1)} accuracy=${accuracy(ours, urls).toFixed(2)} ` +
        `host_limit=${settings.perHostConcurrency} max_host_concurrency=${ours.stats.maxHostConcurrency} ` +
        `ratio_vs_linkinator=${(oursRate / theirRate).toFixed(2)}`,
    );
  } finally {
    send(hosts, { type: 'exit' });
  }
}

async function measure(
  hosts: ChildProcess,
  name: string,
  run: () => Promise<{ statuses: Map<string, LinkStatus>; finished: boolean }>,
): Promise<RunFigures> {
  send(hosts, { type: 'reset' });
  await nextMessage(hosts, 'reset-done');
  const startedAt = performance.now();
  const { statuses, finished } = await run();
  const seconds = (performance.now() - startedAt) / 1000;
  send(hosts, { type: 'stats' });
  const { stats } = await nextMessage(hosts, 'stats');
  return { name, seconds, statuses, finished, stats };
}

function report(run: RunFigures, urls: BenchUrl[]): void {
  const { stats } = run;
  const answered = run.statuses.size;
  console.log(
    `\n${run.name}: ${answered} links answered in ${run.seconds.toFixed(1)} s, ` +
      `${(answered / run.seconds).toFixed(1)} URLs/s${run.finished ? '' : ' (stopped before the end)'}`,
  );
  console.log(
    `  accuracy ${accuracy(run, urls).toFixed(2)} %, largest per-host concurrency at the servers ${stats.maxHostConcurrency}`,
  );
  console.log(
    `  requests ${stats.requests} (HEAD ${stats.heads}, GET ${stats.gets}), 429 answers ${stats.rateLimited}, ` +
      `body bytes sent ${(stats.bodyBytes / 1024 / 1024).toFixed(1)} MiB`,
  );
  const byKind = new Map<string, { right: number; total: number; wrong: Map<string, number> }>();
  for (const entry of urls) {
    const row = byKind.get(entry.kind) ?? { right: 0, total: 0, wrong: new Map<string, number>() };
    const status = run.statuses.get(entry.url) ?? 'unanswered';
    row.total += 1;
    if (status === entry.truth) row.right += 1;
    else row.wrong.set(status, (row.wrong.get(status) ?? 0) + 1);
    byKind.set(entry.kind, row);
  }
  for (const [kind, row] of byKind) {
    const wrong = [...row.wrong].map(([status, count]) => `${count} ${status}`).join(', ');
    console.log(
      `  ${kind.padEnd(14)} ${row.right}/${row.total}${wrong ? ` (wrong: ${wrong})` : ''}`,
    );
  }
}

function accuracy(run: RunFigures, urls: BenchUrl[]): number {
  const right = urls.filter((entry) => run.statuses.get(entry.url) === entry.truth).length;
  return (100 * right) / urls.length;
}

function describeTruth(urls: BenchUrl[]): string {
  const counts = new Map<string, number>();
  for (const entry of urls) counts.set(entry.kind, (counts.get(entry.kind) ?? 0) + 1);
  return [...counts].map(([kind, count]) => `${count} ${kind}`).join(', ');
}

function send(child: ChildProcess, message: ControlMessage): void {
  if (child.connected) child.send(message);
}

function nextMessage<T extends HostMessage['type']>(
  child: ChildProcess,
  type: T,
): Promise<Extract<HostMessage, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: HostMessage) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message as Extract<HostMessage, { type: T }>);
    };
    const onExit = (code: number | null) => reject(new Error(`bench hosts exited (${code})`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
