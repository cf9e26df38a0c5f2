import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales } from '../contract/locales.js';
import { startSampleCatalogue, type SampleCatalogue } from '../sample-catalogue/index.js';
import { datasets } from '../server/db/schema/index.js';
import { buildHarvestedInstance } from '../server/test-support/catalogue.js';
import { cellUnder } from './support/cell-under.js';
import { useJourneyApp } from './support/journey-app.js';
import { findHeading, shows } from './support/page-state.js';
import { openSignedInPage } from './support/signed-in.js';
import { textsOf } from './support/texts.js';

// One quick attempt per link (the slow one times out at once), and a failure is confirmed by the
// next look, which the app takes by itself right after the check.
const journey = useJourneyApp({
  env: {
    LINK_CHECK_TIMEOUT_SECONDS: '1',
    LINK_CHECK_RETRIES: '0',
    LINK_CONFIRM_AFTER_MINUTES: '0',
  },
});
let catalogue: SampleCatalogue;

beforeAll(async () => {
  catalogue = await startSampleCatalogue();
});
afterAll(() => catalogue?.close());

/** The sample catalogue's dead links (sample-catalogue/README.md). */
const deadLinks = [
  { resource: '医療機関一覧（CSV）', reason: 'http-status', code: '404' },
  { resource: '地域防災計画（旧版）', reason: 'http-status', code: '410' },
  { resource: '警戒区域一覧', reason: 'dns-not-found' },
  { resource: '警戒区域図', reason: 'refused' },
  { resource: 'Parks (GeoJSON)', reason: 'dns-not-found' },
  { resource: '第2章 人口', reason: 'redirect-loop' },
];

describe.each(locales)('checking links (%s)', (locale) => {
  const linksT = textsOf(locale, 'links');
  const workspacesT = textsOf(locale, 'workspaces');
  const datasetsT = textsOf(locale, 'datasets');

  it('runs a check on an instance, shows the dead links with reasons, the Link Status view, and exports it', async () => {
    const { page, user } = await openSignedInPage(journey, { locale });
    const { workspaceId, instanceId } = await buildHarvestedInstance(
      journey.app,
      user,
      catalogue.url,
      { workspaceName: `Links ${locale}` },
    );

    // The instance page: Check links, its progress, then the confirmed dead links counted.
    await page.goto(`/workspaces/${workspaceId}/${instanceId}`);
    const panel = page.getByRole('region', { name: linksT('instance.heading') });
    await shows(
      panel.getByRole('button', { name: linksT('check.instance') }),
      linksT('check.instance'),
    );
    await panel.getByRole('button', { name: linksT('check.instance') }).click();
    await shows(
      panel.getByRole('button', { name: linksT('check.running') }),
      linksT('check.running'),
    );
    // The check finds them failing; the confirmation check that follows by itself confirms them.
    const deadCount = panel
      .locator('dt', { hasText: linksT('status.dead') })
      .locator('xpath=following-sibling::dd[1]');
    await expect
      .poll(() => deadCount.innerText(), { timeout: 30_000, interval: 100 })
      .toBe(String(deadLinks.length));
    await page.screenshot({ path: `e2e/artifacts/links-instance-${locale}.png`, fullPage: true });

    // The dataset list, filtered to the dead.
    await page.getByRole('combobox', { name: linksT('filter.label') }).selectOption('dead');
    await page.waitForURL(/status=dead/);
    // The page shown before stays while the filtered one loads: wait for it to go.
    await page
      .getByRole('link', { name: 'hinanjo-ichiran', exact: true })
      .waitFor({ state: 'detached' });
    // Each row's dataset name, in the column after its checkbox.
    const deadDatasets = await page.locator('tbody tr td:nth-child(2)').allInnerTexts();
    expect(deadDatasets).toEqual(
      expect.arrayContaining(['iryo-kikan-ichiran', 'chiiki-bosai-keikaku', 'tokei-nenkan']),
    );
    expect(deadDatasets).toHaveLength(5);
    // Each row's latest status says the links are dead.
    const deadRow = page.getByRole('row').filter({ hasText: 'iryo-kikan-ichiran' });
    const latestStatus = await cellUnder(
      page.getByRole('table'),
      deadRow,
      datasetsT('columns.latestStatus'),
    );
    expect(await latestStatus.innerText()).toContain(datasetsT('linkStatus.dead'));

    // A dataset: its status with the reason and the time; the resource list says why, per link.
    await page.getByRole('link', { name: 'iryo-kikan-ichiran' }).click();
    await findHeading(page, '医療機関一覧');
    const notFound = linksT('reasons.http-status', { code: '404' });
    await shows(page.locator('#status').getByText(notFound), notFound);
    const row = page.locator('#resources tbody tr', { hasText: '医療機関一覧（CSV）' });
    await shows(row.getByText(linksT('status.dead'), { exact: true }), linksT('status.dead'));
    expect(await row.innerText()).toContain(notFound);
    await page.screenshot({ path: `e2e/artifacts/links-dataset-${locale}.png`, fullPage: true });

    // Workspace › Link Status: the chart, the counts, the list with reasons; export it.
    await page.goto(`/workspaces/${workspaceId}`);
    await page.getByRole('link', { name: workspacesT('menu.links') }).click();
    await findHeading(page, linksT('view.heading'), 2);
    await page.locator('figure svg').first().waitFor();
    const list = page.locator('section[aria-labelledby="link-list-heading"] tbody');
    for (const link of deadLinks) {
      const reason = linksT(`reasons.${link.reason}`, { code: link.code ?? '' });
      const listed = list.locator('tr', { hasText: link.resource });
      await shows(listed, link.resource);
      expect(await listed.innerText()).toContain(reason);
    }
    await page.getByRole('combobox', { name: linksT('columns.status') }).selectOption('dead');
    await page.waitForURL(/status=dead/);
    await expect.poll(() => list.locator('tr').count(), { interval: 100 }).toBe(deadLinks.length);
    await page.screenshot({ path: `e2e/artifacts/links-view-${locale}.png`, fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: linksT('view.export') }).click(),
    ]);
    const file = await readFile((await download.path())!, 'utf8');
    expect(file.startsWith('\uFEFF')).toBe(true);
    const [header, ...records] = parse(file.slice(1)) as string[][];
    expect(header).toContain(linksT('columns.reason'));
    expect(records.map((record) => record[4]).sort()).toEqual(
      deadLinks.map((link) => link.resource).sort(),
    );
    expect(records.every((record) => record[6] === linksT('status.dead'))).toBe(true);

    // The screen and the data agree.
    const [hospitals] = await journey.app.runtime.db
      .select()
      .from(datasets)
      .where(and(eq(datasets.instanceId, instanceId), eq(datasets.name, 'iryo-kikan-ichiran')));
    expect(hospitals).toMatchObject({ linkStatus: 'dead', linkReason: 'http-status' });
  });
});
