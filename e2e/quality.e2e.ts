import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales } from '../contract/locales.js';
import { startSampleCatalogue, type SampleCatalogue } from '../sample-catalogue/index.js';
import { instances } from '../server/db/schema/index.js';
import {
  buildResourceAt,
  checkResource,
} from '../server/functions/sensitive/test-support/sensitive-checks.js';
import { buildHarvestedInstance } from '../server/test-support/catalogue.js';
import { eventList, eventListCsv } from '../server/test-support/event-list-table.js';
import { startFileServer, type FileServer } from '../server/test-support/file-server.js';
import { useJourneyApp } from './support/journey-app.js';
import { findHeading, findText, shows } from './support/page-state.js';
import { openSignedInPage } from './support/signed-in.js';
import { textsOf } from './support/texts.js';

const journey = useJourneyApp();
let catalogue: SampleCatalogue;
/** Serves an invented イベント一覧 with a missing column and a bad date. */
let files: FileServer;

beforeAll(async () => {
  catalogue = await startSampleCatalogue();
  files = await startFileServer({ 'events.csv': { type: 'text/csv', bytes: () => eventListCsv } });
});
afterAll(async () => {
  await catalogue?.close();
  await files?.close();
});

describe.each(locales)('the quality of a catalogue (%s)', (locale) => {
  const qualityT = textsOf(locale, 'quality');
  const workspacesT = textsOf(locale, 'workspaces');

  it('shows the quality page; a rule’s count opens the list of the datasets failing it, and a dataset says what to do', async () => {
    const { page, user } = await openSignedInPage(journey, { locale });
    const { workspaceId } = await buildHarvestedInstance(journey.app, user, catalogue.url, {
      workspaceName: `Quality ${locale}`,
    });

    // Workspace › Quality: the figures, the chart, the rules most failed.
    await page.goto(`/workspaces/${workspaceId}`);
    await page.getByRole('link', { name: workspacesT('menu.quality') }).click();
    await findHeading(page, qualityT('view.heading'), 2);
    await page.locator('figure svg').first().waitFor();
    const rules = page.locator('section[aria-labelledby="quality-rules-heading"] tbody tr');
    await shows(rules.first(), qualityT('view.rulesCaption'));
    await page.screenshot({ path: `e2e/artifacts/quality-page-${locale}.png`, fullPage: true });

    // The second rule (the first may fail nearly every dataset): its count, then the list.
    const row = rules.nth(1);
    const title = (await row.locator('td').first().innerText()).trim();
    const countLink = row.getByRole('link');
    const count = Number((await countLink.innerText()).replace(/[^\d]/g, ''));
    expect(count).toBeGreaterThan(0);
    await countLink.click();
    await page.waitForURL(/[?&]quality=/);
    const listed = page
      .getByRole('table', { name: textsOf(locale, 'datasets')('list.caption') })
      .locator('tbody tr');
    await expect
      .poll(() => listed.count(), { timeout: 10_000, interval: 100 })
      .toBe(Math.min(count, 25));

    // A dataset of that list: its score, and the rule with what to do about it.
    await listed.first().getByRole('link').first().click();
    const section = page.locator('section[aria-labelledby="quality-heading"]');
    await shows(section.getByTestId('quality-score'), qualityT('dataset.score'));
    await shows(section.getByText(title, { exact: true }).first(), title);
    await page.screenshot({ path: `e2e/artifacts/quality-dataset-${locale}.png`, fullPage: true });
  });

  it('shows how a file differs from the standard dataset its title claims, at each row and column', async () => {
    const { page, user } = await openSignedInPage(journey, { locale });
    const resource = await buildResourceAt(journey.app, user, `${files.url}/events.csv`, {
      format: 'CSV',
      datasetTitle: eventList.title,
    });
    expect((await checkResource(journey.app, user, resource.id)).status).toBe('succeeded');
    const [instance] = await journey.app.runtime.db
      .select({ workspaceId: instances.workspaceId })
      .from(instances)
      .where(eq(instances.id, resource.instanceId));

    await page.goto(
      `/workspaces/${instance!.workspaceId}/${resource.instanceId}/${resource.datasetId}`,
    );
    const differences = page.getByRole('region', {
      name: qualityT('conformance.caption', {
        resource: resource.name,
        standard: qualityT('standards.events'),
      }),
    });
    const rows = differences.locator('tbody tr');
    await expect.poll(() => rows.count(), { timeout: 10_000, interval: 100 }).toBe(2);
    const missing = rows.filter({ hasText: qualityT('differences.missing-required-column') });
    await shows(missing.getByText(eventList.missingColumn), eventList.missingColumn);
    await shows(missing.getByText(qualityT('conformance.header')), qualityT('conformance.header'));
    const badDate = rows.filter({ hasText: qualityT('differences.invalid-date') });
    const { row, column, columnNumber, found } = eventList.badDate;
    const cells = badDate.locator('td');
    expect(await cells.nth(0).innerText()).toBe(String(row));
    expect(await cells.nth(1).innerText()).toBe(
      qualityT('conformance.columnAt', { name: column, number: String(columnNumber) }),
    );
    expect(await cells.nth(3).innerText()).toBe(found);
    await findText(
      page,
      qualityT('standard.byTitle', { standard: qualityT('standards.events'), term: 'イベント' }),
    );
    await page.screenshot({ path: `e2e/artifacts/quality-standard-${locale}.png`, fullPage: true });

    // The team says this list is not the standard's: its files are not compared from now on.
    await page
      .getByLabel(qualityT('standard.choose'))
      .selectOption({ label: qualityT('standard.choices.none') });
    await page.getByRole('button', { name: qualityT('standard.save') }).click();
    await findText(page, qualityT('standard.saved'));
  });
});
