import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSampleCatalogue, type SampleCatalogue } from '#sample-catalogue/index.js';
import { runCheck } from '../functions/links/test-support/link-checks.js';
import { checkHarvestedFile } from '../functions/sensitive/test-support/check-harvested-file.js';
import { queueMail } from '../services/mail/queue-mail.js';
import { buildUser, type TestUser } from '../test-support/accounts.js';
import { buildHarvestedInstance } from '../test-support/catalogue.js';
import { callFunction } from '../test-support/call-function.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { startMetricsServer } from './metrics-server.js';

/** Prometheus's scrape, as it does it: GET /metrics on the metrics port with the token. */
describe('metrics', () => {
  let testApp: TestApp;
  let catalogue: SampleCatalogue;
  let owner: TestUser;
  let metricsServer: Awaited<ReturnType<typeof startMetricsServer>>;
  const token = 'a-metrics-token-of-some-length';
  const scrape = (headers: Record<string, string> = { authorization: `Bearer ${token}` }) =>
    fetch(`http://127.0.0.1:${metricsServer.port}/metrics`, { headers });

  beforeAll(async () => {
    [testApp, catalogue] = await Promise.all([startTestApp(), startSampleCatalogue()]);
    metricsServer = await startMetricsServer(
      { port: 0, host: '127.0.0.1', token },
      testApp.runtime.metrics,
      testApp.runtime.logger,
    );
    owner = await buildUser(testApp);
  });
  afterAll(async () => {
    await metricsServer?.close();
    await testApp?.close();
    await catalogue?.close();
  });

  it('refuses a scrape without the token, and answers nothing but /metrics', async () => {
    expect((await scrape({})).status).toBe(401);
    expect((await scrape({ authorization: 'Bearer wrong' })).status).toBe(401);
    const other = await fetch(`http://127.0.0.1:${metricsServer.port}/`);
    expect(other.status).toBe(404);
  });

  it('shows request latencies per function, the job queue, the runs and the database pool', async () => {
    const { instanceId } = await buildHarvestedInstance(testApp, owner, catalogue.url);
    await callFunction(testApp, 'datasets.list', { instanceId }, { cookie: owner.cookie });
    await callFunction(testApp, 'datasets.list', { instanceId }, { cookie: owner.cookie });
    await callFunction(testApp, 'no.suchFunction', {}, { cookie: owner.cookie });
    await runCheck(testApp, owner, { scope: 'instance', instanceId });
    await checkHarvestedFile(
      { testApp, instanceId },
      owner,
      'parking-fines-2024',
      'parking-fines.csv',
    );

    const response = await scrape();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    const value = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? Number.NaN);

    expect(
      value(
        /^catalogue_steward_http_request_duration_seconds_count\{method="POST",route="\/api\/functions\/:name",function="datasets\.list",status="200"\} (\d+)$/m,
      ),
    ).toBe(2);
    // A name that is no function is counted without its name: labels stay few.
    expect(text).toMatch(/function="-",status="404"\} 1$/m);
    expect(text).not.toContain('no.suchFunction');

    expect(
      value(/^catalogue_steward_harvest_duration_seconds_count\{outcome="succeeded"\} (\d+)$/m),
    ).toBe(1);
    expect(
      value(
        /^catalogue_steward_harvest_duration_seconds_bucket\{outcome="succeeded",le="\+Inf"\} (\d+)$/m,
      ),
    ).toBe(1);
    expect(
      value(/^catalogue_steward_link_check_duration_seconds_count\{outcome="succeeded"\} (\d+)$/m),
    ).toBeGreaterThanOrEqual(1);
    expect(
      value(
        /^catalogue_steward_sensitive_check_duration_seconds_count\{outcome="succeeded"\} (\d+)$/m,
      ),
    ).toBe(1);
    expect(
      value(
        /^catalogue_steward_sensitive_check_duration_seconds_sum\{outcome="succeeded"\} ([\d.e+-]+)$/m,
      ),
    ).toBeGreaterThan(0);

    expect(text).toMatch(/^# TYPE catalogue_steward_jobs_waiting gauge$/m);
    expect(text).toMatch(/^# TYPE catalogue_steward_jobs_oldest_waiting_age_seconds gauge$/m);
    expect(
      value(/^catalogue_steward_database_pool_connections\{state="total"\} (\d+)$/m),
    ).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^catalogue_steward_process_resident_memory_bytes \d+/m);
  }, 120_000); // A harvest, a link check and a sensitive check: minutes on a busy machine.

  it('counts the jobs waiting per kind and how long the oldest has waited', async () => {
    // Mails queued while no worker takes them, as when every worker process is down.
    await testApp.runtime.jobs.pauseWork();
    for (const n of [1, 2, 3]) {
      await queueMail(testApp.runtime.jobs, {
        to: `waiting${n}@example.org`,
        template: 'existingAccount',
        locale: 'en',
        params: { name: 'Waiting', url: 'http://localhost/login' },
      });
    }
    const text = await (await scrape()).text();
    expect(text).toMatch(/^catalogue_steward_jobs_waiting\{kind="mail\.send"\} 3$/m);
    const age = Number(
      /^catalogue_steward_jobs_oldest_waiting_age_seconds\{kind="mail\.send"\} ([\d.e+-]+)$/m.exec(
        text,
      )?.[1],
    );
    expect(age).toBeGreaterThan(0);
    expect(age).toBeLessThan(60);
    await testApp.runtime.jobs.work({ runtime: testApp.runtime });
  });
});
