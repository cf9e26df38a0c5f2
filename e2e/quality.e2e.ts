import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales } from '../contract/locales.js';
import { startSampleCatalogue, type SampleCatalogue } from '../sample-catalogue/index.js';
import { buildHarvestedInstance } from '../server/test-support/catalogue.js';
import { useJourneyApp } from './support/journey-app.js';
import { findHeading, shows } from './support/page-state.js';
import { openSignedInPage } from './support/signed-in.js';
import { textsOf } from './support/texts.js';

const journey = useJourneyApp();
let catalogue: SampleCatalogue;

beforeAll(async () => {
  catalogue = await startSampleCatalogue();
});
afterAll(() => catalogue?.close());

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
    const listed = page.locator('tbody tr');
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
});
