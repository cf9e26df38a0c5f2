import { request as httpsRequest } from 'node:https';
import { and, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSampleCatalogue, type SampleCatalogue } from '../sample-catalogue/index.js';
import {
  datasets,
  events,
  histories,
  resources,
  sensitiveChecks,
  sessions,
} from '../server/db/schema/index.js';
import { buildUser, type TestUser } from '../server/test-support/accounts.js';
import { buildHarvestedInstance } from '../server/test-support/catalogue.js';
import { freePort } from '../server/test-support/free-port.js';
import { startTestApp, type TestApp } from '../server/test-support/test-app.js';
import { launchBrowser, openPage } from './support/browser.js';
import { nginxMissing, nginxPath, startNginx, type Proxy } from './support/nginx.js';
import { findHeading, findText, shows } from './support/page-state.js';
import { logIn } from './support/sign-in.js';
import { textsOf } from './support/texts.js';

const nginx = nginxPath();
if (!nginx) console.warn(nginxMissing);

const hostname = 'steward.test';

/** A HEAD or GET through the proxy as an uptime monitor sends it (no browser). */
function throughProxy(proxy: Proxy, method: 'HEAD' | 'GET', path: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const request = httpsRequest(
        {
          host: '127.0.0.1',
          port: proxy.httpsPort,
          method,
          path,
          servername: hostname,
          headers: { host: `${hostname}:${proxy.httpsPort}` },
          rejectUnauthorized: false,
        },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
          );
        },
      );
      request.on('error', reject);
      request.end();
    },
  );
}

/**
 * nginx with the README's configuration and a certificate made for this run, in front of the app
 * (TRUSTED_PROXIES=127.0.0.1). Two browsers reach it as two people: one from ::1, one from
 * 127.0.0.1; without the trusted proxy the app would see both as nginx's 127.0.0.1.
 */
describe.skipIf(!nginx)('behind nginx over https', () => {
  let app: TestApp;
  let catalogue: SampleCatalogue;
  let proxy: Proxy;
  let fromIpv6: Browser;
  let fromIpv4: Browser;
  let owner: TestUser;
  let place: { workspaceId: string; instanceId: string; datasetId: string; resourceId: string };

  beforeAll(async () => {
    const [appPort, httpsPort, httpPort] = await Promise.all([freePort(), freePort(), freePort()]);
    [app, catalogue, fromIpv6, fromIpv4] = await Promise.all([
      startTestApp({
        port: appPort,
        env: { BASE_URL: `https://${hostname}:${httpsPort}`, TRUSTED_PROXIES: '127.0.0.1' },
        // Per address: four sign-ins a minute, so one person's typos reach the limit quickly.
        authRateLimits: {
          signInPerMinute: 4,
          signUpPerMinute: 1000,
          signInFailuresPerAccount: 1000,
        },
      }),
      startSampleCatalogue(),
      launchBrowser([`--host-resolver-rules=MAP ${hostname} [::1]`]),
      launchBrowser([`--host-resolver-rules=MAP ${hostname} 127.0.0.1`]),
    ]);
    proxy = await startNginx({ nginx: nginx!, hostname, httpsPort, httpPort, appPort });
    owner = await buildUser(app, { name: 'Proxy Owner' });
    const { workspaceId, instanceId } = await buildHarvestedInstance(app, owner, catalogue.url);
    const [row] = await app.runtime.db
      .select({ datasetId: datasets.id, resourceId: resources.id })
      .from(resources)
      .innerJoin(datasets, eq(datasets.id, resources.datasetId))
      .where(eq(datasets.instanceId, instanceId))
      .limit(1);
    place = { workspaceId, instanceId, ...row! };
  });
  // A journey that failed on the network says what nginx saw (a closed or refused connection,
  // a timed-out upstream, worker connections running out): CI keeps only the log.
  afterEach(({ task }) => {
    if (task.result?.state === 'fail' && proxy)
      console.error(`nginx error log:\n${proxy.errorLog()}`);
  });
  afterAll(async () => {
    await Promise.all([fromIpv6?.close(), fromIpv4?.close()]);
    await proxy?.close();
    await app?.close();
    await catalogue?.close();
  });

  const pageFrom = (browser: Browser, locale: 'en' | 'ja' = 'en') =>
    openPage(browser, { locale, baseUrl: proxy.baseUrl, ignoreHTTPSErrors: true });

  it('signs a person in over https with Secure cookies and HSTS, and records their address, not a forged one', async () => {
    const page = await pageFrom(fromIpv6);
    // Whatever the browser claims to be, nginx appends the address it saw, and the app takes that.
    await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': '203.0.113.9' });
    const home = await page.goto('/');
    expect(home?.status()).toBe(200);
    expect(home?.headers()['strict-transport-security']).toMatch(/max-age=31536000/);
    await logIn(page, 'en', owner);

    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name.endsWith('cs.session_token'));
    expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });

    const stored = await app.runtime.db
      .select({ ipAddress: sessions.ipAddress })
      .from(sessions)
      .where(eq(sessions.userId, owner.id));
    expect(stored.map((row) => row.ipAddress)).toContain('::1');
    expect(stored.map((row) => row.ipAddress)).not.toContain('203.0.113.9');

    const settings = textsOf('en', 'settings');
    await page.goto('/settings');
    const list = page.getByRole('list', { name: settings('sessions.listLabel') });
    await shows(list, settings('sessions.thisBrowser'));
    const current = list
      .getByRole('listitem')
      .filter({ hasText: settings('sessions.thisBrowser') });
    await shows(current, '::1');
    await saveScreenshot(page, 'settings-sessions-en');
  });

  it('answers HEAD and every page of the app through the proxy', async () => {
    const head = await throughProxy(proxy, 'HEAD', '/');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['strict-transport-security']).toMatch(/max-age=/);
    const plain = await throughProxy(proxy, 'HEAD', '/workspaces/some/thing');
    expect(plain.status).toBe(200);

    const page = await pageFrom(fromIpv6);
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() >= 400)
        failed.push(`${response.status()} ${response.url()}`);
    });
    await logIn(page, 'en', owner);
    const [check] = await app.runtime.db
      .select({ id: sensitiveChecks.id })
      .from(sensitiveChecks)
      .where(and(eq(sensitiveChecks.resourceId, place.resourceId)));
    const { workspaceId: w, instanceId: i, datasetId: d, resourceId: r } = place;
    const paths = [
      '/',
      '/workspaces',
      '/settings',
      `/workspaces/${w}`,
      `/workspaces/${w}/users`,
      `/workspaces/${w}/${i}`,
      `/workspaces/${w}/${i}/api-key`,
      `/workspaces/${w}/${i}/events`,
      `/workspaces/${w}/${i}/histories`,
      `/workspaces/${w}/${i}/import`,
      `/workspaces/${w}/${i}/new`,
      `/workspaces/${w}/${i}/${d}`,
      `/workspaces/${w}/${i}/${d}/edit`,
      `/workspaces/${w}/${i}/${d}/${r}`,
      ...(check ? [`/workspaces/${w}/${i}/${d}/${r}/${check.id}`] : []),
    ];
    const pageError = textsOf('en', 'pages')('routeError.title');
    for (const path of paths) {
      const answer = await page.goto(path);
      expect({ path, status: answer?.status() }).toEqual({ path, status: 200 });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByText(pageError).count(), path).toBe(0);
    }
    expect(failed).toEqual([]);
  }, 300_000); // Fifteen pages, each to a quiet network: minutes on a busy machine.

  it('records the address each change came from through the proxy, and shows it on the history page', async () => {
    const edit = textsOf('en', 'datasetEdit');
    const historiesT = textsOf('en', 'histories');
    const page = await pageFrom(fromIpv6);
    await logIn(page, 'en', owner);
    const { workspaceId: w, instanceId: i, datasetId: d } = place;
    await page.goto(`/workspaces/${w}/${i}/${d}/edit`);
    const newTitle = 'Edited behind the proxy';
    await page.getByLabel(edit('fields.title'), { exact: true }).fill(newTitle);
    await page.getByRole('button', { name: edit('edit.submit') }).click();
    await findHeading(page, newTitle);

    // nginx saw ::1 and vouched for it: the row says so, not nginx's own 127.0.0.1.
    const [row] = await app.runtime.db
      .select({ clientAddress: histories.clientAddress, via: histories.viaTrustedProxy })
      .from(histories)
      .where(and(eq(histories.datasetId, d), eq(histories.source, 'edit')));
    expect(row).toEqual({ clientAddress: '::1', via: true });
    // An event written through the proxy (a catalogue key saved) records the same.
    const apiKeys = textsOf('en', 'apiKeys');
    await page.goto(`/workspaces/${w}/${i}/api-key`);
    await page.getByLabel(apiKeys('catalogue.newKey')).fill(catalogue.readonlyToken);
    await page.getByRole('button', { name: apiKeys('catalogue.save') }).click();
    await findText(page, apiKeys('catalogue.saved'));
    const [saved] = await app.runtime.db
      .select({ clientAddress: events.clientAddress, via: events.viaTrustedProxy })
      .from(events)
      .where(and(eq(events.instanceId, i), eq(events.kind, 'catalogueKey.saved')));
    expect(saved).toEqual({ clientAddress: '::1', via: true });

    await page.goto(`/workspaces/${w}/${i}/histories`);
    await findHeading(page, historiesT('title'));
    const editRow = page.locator('tbody tr[data-history-source="edit"]');
    await shows(editRow.locator('[data-client-address="::1"]'), '::1');
    await saveScreenshot(page, 'history-origin-en');
  });

  it('throttles sign-ins per person: one person’s typos do not lock out a colleague behind the same proxy', async () => {
    const auth = textsOf('en', 'auth');
    const errors = textsOf('en', 'errors');
    const typist = await buildUser(app, { name: 'Typist' });
    const page = await pageFrom(fromIpv6);
    await page.goto('/login');
    for (let attempt = 0; attempt < 6; attempt++) {
      await page.getByLabel(auth('login.email')).fill(typist.email);
      await page.getByLabel(auth('login.password')).fill(`not the password ${attempt}`);
      await page.getByRole('button', { name: auth('login.submit') }).click();
      const alert = page.getByRole('alert').first();
      await alert.waitFor();
      if ((await alert.innerText()).includes(errors('auth.TOO_MANY_REQUESTS'))) break;
    }
    await findText(page, errors('auth.TOO_MANY_REQUESTS'));

    const colleague = await buildUser(app, { name: 'Colleague' });
    const other = await pageFrom(fromIpv4, 'ja');
    await logIn(other, 'ja', colleague);
    const [stored] = await app.runtime.db
      .select({ ipAddress: sessions.ipAddress })
      .from(sessions)
      .where(eq(sessions.userId, colleague.id));
    expect(stored?.ipAddress).toBe('127.0.0.1');
    await other.goto('/settings');
    const settings = textsOf('ja', 'settings');
    await shows(other.getByRole('list', { name: settings('sessions.listLabel') }), '127.0.0.1');
    await saveScreenshot(other, 'settings-sessions-ja');
    expect(proxy.accessLog()).toMatch(/^::1 /m);
  });
});

/** SCREENSHOT_DIR set: the screens a reviewer looks at, in both languages. */
async function saveScreenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}
