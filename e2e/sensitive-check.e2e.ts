import { desc, eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales } from '../contract/locales.js';
import { resources, sensitiveChecks } from '../server/db/schema/index.js';
import { findResource } from '../server/functions/sensitive/test-support/sensitive-checks.js';
import { buildUser, type TestUser } from '../server/test-support/accounts.js';
import { buildHarvestedInstance } from '../server/test-support/catalogue.js';
import { startSampleCatalogue, type SampleCatalogue } from '../sample-catalogue/index.js';
import { useJourneyApp } from './support/journey-app.js';
import { findHeading, findText, shows, waitForDisabledButton } from './support/page-state.js';
import { openSignedInPage } from './support/signed-in.js';
import { textsOf } from './support/texts.js';

const journey = useJourneyApp();
let catalogue: SampleCatalogue;
beforeAll(async () => {
  catalogue = await startSampleCatalogue();
});
afterAll(async () => {
  await catalogue?.close();
});

describe.each(locales)('checking resources for sensitive information (%s)', (locale) => {
  const sensitive = textsOf(locale, 'sensitive');
  let user: TestUser;
  let workspaceId: string;
  let instanceId: string;

  beforeAll(async () => {
    user = await buildUser(journey.app, { name: `Checker ${locale}` });
    ({ workspaceId, instanceId } = await buildHarvestedInstance(journey.app, user, catalogue.url, {
      workspaceName: `Checks ${locale}`,
    }));
  });

  const signedInPage = async () => (await openSignedInPage(journey, { locale, user })).page;

  const reportPath = (resource: { id: string; datasetId: string }) =>
    `/workspaces/${workspaceId}/${instanceId}/${resource.datasetId}/${resource.id}`;

  /** Clicks Check (or Recheck), sees Running (disabled), and waits for Recheck to come back. */
  async function runCheck(page: Page, label: 'check' | 'recheck', within: Page | Locator = page) {
    await within.getByRole('button', { name: sensitive(`actions.${label}`), exact: true }).click();
    await waitForDisabledButton(page, sensitive('actions.running'));
    await shows(
      within.getByRole('button', { name: sensitive('actions.recheck'), exact: true }),
      sensitive('actions.recheck'),
    );
  }

  const tab = (page: Page, type: string) =>
    page.getByRole('tab', { name: new RegExp(`^${sensitive(`types.${type}`)}`) });

  it('checks a CSV with personal data from the resource list: Running, the count, then the report', async () => {
    const resource = await findResource(
      journey.app,
      instanceId,
      'parking-fines-2024',
      'parking-fines.csv',
    );
    const page = await signedInPage();
    await page.goto(`/workspaces/${workspaceId}/${instanceId}/${resource.datasetId}`);
    const row = page.locator('#resources tbody tr', { hasText: 'Parking fines' });
    // The sensitive info count (sixth column) before any check.
    const count = row.getByRole('cell').nth(5);
    await shows(count, sensitive('resourceList.never'));
    expect(await count.textContent()).toBe(sensitive('resourceList.never'));
    await runCheck(page, 'check', row);
    // The count links to the report.
    await row.getByRole('link', { name: '48' }).click();
    await findHeading(page, sensitive('report.title'), 2);

    await shows(tab(page, 'PERSON_NAME'), sensitive('types.PERSON_NAME'));
    expect(await tab(page, 'PERSON_NAME').textContent()).toBe(
      `${sensitive('types.PERSON_NAME')}12`,
    );
    expect(await tab(page, 'EMAIL_ADDRESS').textContent()).toBe(
      `${sensitive('types.EMAIL_ADDRESS')}12`,
    );
    expect(await tab(page, 'PHONE_NUMBER').textContent()).toBe(
      `${sensitive('types.PHONE_NUMBER')}0`,
    );
    const rows = page.getByRole('table').first().getByRole('row');
    expect(await rows.count()).toBe(13);
    const header = await rows.first().getByRole('columnheader').allTextContents();
    expect(header).toEqual(
      ['row', 'likelihood', 'score', 'quote', 'column', 'type'].map((key) =>
        sensitive(`columns.${key}`),
      ),
    );

    await tab(page, 'OTHER').click();
    await findText(page, '5180 4227 3909 1723');
    await shows(
      page.getByRole('cell', { name: sensitive('subTypes.CREDIT_CARD_NUMBER') }).first(),
      sensitive('subTypes.CREDIT_CARD_NUMBER'),
    );
    expect(new URL(page.url()).searchParams.get('type')).toBe('OTHER');

    await page.getByLabel(sensitive('filter.minLikelihood')).selectOption('VERY_LIKELY');
    await page.waitForURL((url) => url.searchParams.get('min') === 'VERY_LIKELY');
    await page.screenshot({ path: `e2e/artifacts/sensitive-report-${locale}.png`, fullPage: true });

    await runCheck(page, 'recheck');
    const checks = await journey.app.runtime.db
      .select()
      .from(sensitiveChecks)
      .where(eq(sensitiveChecks.resourceId, resource.id))
      .orderBy(desc(sensitiveChecks.queuedAt));
    expect(checks.map((check) => check.status)).toEqual(['succeeded', 'succeeded']);
    expect(checks[0]!.requestedBy).toBe(user.id);
    await shows(
      page.getByRole('cell', { name: sensitive('history.findings', { count: '48' }) }).nth(1),
      sensitive('history.findings', { count: '48' }),
    );
  });

  it('reads a Shift_JIS CSV and an XLSX file', async () => {
    const roster = await findResource(
      journey.app,
      instanceId,
      'shobodan-meibo',
      'shobodan-meibo.csv',
    );
    const page = await signedInPage();
    await page.goto(reportPath(roster));
    await runCheck(page, 'check');
    await shows(page.getByRole('cell', { name: '氏名' }).first(), '氏名');

    const host = await findResource(
      journey.app,
      instanceId,
      'business-licences',
      'business-licences.xlsx',
    );
    const [workbook] = await journey.app.runtime.db
      .insert(resources)
      .values({
        datasetId: host.datasetId,
        instanceId,
        name: '参加者名簿',
        url: `${catalogue.url}/files/event-sankasha.xlsx`,
        format: 'XLSX',
        position: 9,
      })
      .returning();
    await page.goto(reportPath(workbook!));
    await runCheck(page, 'check');
    await shows(tab(page, 'EMAIL_ADDRESS'), sensitive('types.EMAIL_ADDRESS'));
    expect(await tab(page, 'EMAIL_ADDRESS').textContent()).toBe(
      `${sensitive('types.EMAIL_ADDRESS')}25`,
    );
  });

  it('shows a download that fails, and its log', async () => {
    const dead = await findResource(journey.app, instanceId, 'iryo-kikan-ichiran', 'not-found.csv');
    const page = await signedInPage();
    await page.goto(reportPath(dead));
    await runCheck(page, 'check');
    const reason = sensitive('errors.download.httpStatus', { status: '404' });
    await findText(page, sensitive('report.latestFailed', { reason }));
    await page.getByRole('link', { name: sensitive('report.viewLog') }).click();
    await findHeading(page, sensitive('log.title'));
    await shows(page.getByRole('alert'), reason);
    // The log's facts: its status and who started it.
    await shows(
      page.locator('dd', { hasText: sensitive('status.failed') }),
      sensitive('status.failed'),
    );
    await shows(page.locator('dd', { hasText: user.name }), user.name);
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^${reportPath(dead)}/[0-9a-f-]{36}$`));
  });

  it('checks every resource of a dataset in one action, with progress', async () => {
    const page = await signedInPage();
    const census = await findResource(
      journey.app,
      instanceId,
      'jinko-tokei-shikuchoson',
      'jinko-tokei.csv',
    );
    await page.goto(`/workspaces/${workspaceId}/${instanceId}/${census.datasetId}`);
    await page.getByRole('button', { name: sensitive('actions.checkAllDataset') }).click();
    await shows(
      page.getByRole('button', { name: sensitive('actions.checkingAll') }),
      sensitive('actions.checkingAll'),
    );
    const finished = sensitive('progress.finished', { total: '3' });
    await findText(page, finished);
    const rows = page.locator('#resources tbody tr');
    expect(await rows.count()).toBe(3);
    await page.screenshot({ path: `e2e/artifacts/dataset-checked-${locale}.png`, fullPage: true });
    for (let index = 0; index < 3; index += 1) {
      await shows(
        rows.nth(index).getByRole('button', { name: sensitive('actions.recheck'), exact: true }),
        sensitive('actions.recheck'),
      );
    }
  });
});
