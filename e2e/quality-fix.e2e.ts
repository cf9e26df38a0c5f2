import { describe, expect, it } from 'vitest';
import { locales } from '../contract/locales.js';
import { callFunction } from '../server/test-support/call-function.js';
import { useJourneyApp } from './support/journey-app.js';
import { useKeyedCatalogue } from './support/keyed-catalogue.js';
import { findHeading, findText } from './support/page-state.js';
import { openSignedInPage } from './support/signed-in.js';
import { textsOf } from './support/texts.js';

const journey = useJourneyApp();

interface Summary {
  averageScore: number;
  rules: { rule: string; count: number }[];
}

const staleCount = (figures: Summary) =>
  figures.rules.find((rule) => rule.rule === 'stale')?.count ?? 0;

describe.each(locales)('fixing a quality problem across the catalogue (%s)', (locale) => {
  // A catalogue of each language's own: each journey fixes it from the start.
  const keyed = useKeyedCatalogue(journey, `Quality Steward ${locale}`);
  /** The quality page's figures, as its function gives them. */
  const summary = async (): Promise<Summary> =>
    (
      await callFunction<Summary>(
        journey.app,
        'quality.summary',
        { instanceId: keyed.instanceId },
        { cookie: keyed.owner.cookie },
      )
    ).result;
  const qualityT = textsOf(locale, 'quality');
  const datasetsT = textsOf(locale, 'datasets');
  const batchesT = textsOf(locale, 'batches');
  const historiesT = textsOf(locale, 'histories');
  const syncRunsT = textsOf(locale, 'syncRuns');
  const workspacesT = textsOf(locale, 'workspaces');

  it('opens a rule’s datasets from the quality page, changes them together, publishes them, and the score rises', async () => {
    const before = await summary();
    const { page } = await openSignedInPage(journey, { locale, user: keyed.owner });
    await page.goto(`/workspaces/${keyed.workspaceId}`);
    await page.getByRole('link', { name: workspacesT('menu.quality') }).click();
    await findHeading(page, qualityT('view.heading'), 2);
    const staleTitle = qualityT('rules.stale.title');
    const staleRow = page
      .locator('section[aria-labelledby="quality-rules-heading"] tbody tr')
      .filter({ hasText: staleTitle });
    const stale = staleCount(before);
    expect(stale).toBeGreaterThan(0);
    await staleRow.getByRole('link').click();
    await page.waitForURL(/[?&]quality=stale/);
    const rows = page.getByRole('table', { name: datasetsT('list.caption') }).locator('tbody tr');
    await expect.poll(() => rows.count(), { timeout: 10_000, interval: 100 }).toBe(stale);
    // Each row's first link is its dataset's name.
    const names = await rows.evaluateAll((trs) =>
      trs.map((tr) => tr.querySelector('td a')?.textContent ?? ''),
    );
    expect(names.filter((name) => name !== '')).toHaveLength(stale);

    // The team's finding: these datasets are updated when something changes, not on a calendar.
    await page.getByRole('checkbox', { name: datasetsT('selection.selectPage') }).check();
    await page.getByRole('button', { name: datasetsT('selection.change') }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByLabel(batchesT('change.operation'))
      .selectOption({ label: batchesT('change.operations.set') });
    await dialog
      .getByLabel(batchesT('change.field'))
      .selectOption({ label: historiesT('fields.updateFrequency') });
    await dialog.getByLabel(batchesT('change.value')).fill('随時');
    await dialog.getByRole('button', { name: batchesT('change.check') }).click();
    await findHeading(page, batchesT('title.change_other', { count: String(stale) }));
    await page.getByRole('button', { name: batchesT('apply') }).click();
    await findText(page, batchesT('applied'));

    // Publish them: every dataset changed here, in one run to the catalogue.
    await page.goto(`/workspaces/${keyed.workspaceId}/${keyed.instanceId}?sync=unsynced`);
    await expect.poll(() => rows.count(), { timeout: 10_000, interval: 100 }).toBe(stale);
    await page.getByRole('checkbox', { name: datasetsT('selection.selectPage') }).check();
    await page.getByRole('button', { name: datasetsT('selection.sync') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: syncRunsT('start.confirm') })
      .click();
    await findHeading(page, syncRunsT('title'));
    await page.getByText(syncRunsT('status.finished'), { exact: true }).waitFor();
    for (const name of names)
      expect(JSON.stringify(keyed.catalogue.store.findDataset(name))).toContain('随時');

    // After the sync, the catalogue's version is the working copy's: the problem is gone and the
    // catalogue's average score rose.
    const after = await summary();
    expect(staleCount(after)).toBe(0);
    expect(after.averageScore).toBeGreaterThan(before.averageScore);
    await page.goto(`/workspaces/${keyed.workspaceId}`);
    await page.getByRole('link', { name: workspacesT('menu.quality') }).click();
    await findHeading(page, qualityT('view.heading'), 2);
    await page.locator('section[aria-labelledby="quality-rules-heading"]').waitFor();
    expect(await staleRow.count()).toBe(0);
    await page.screenshot({ path: `e2e/artifacts/quality-fixed-${locale}.png`, fullPage: true });
    await page.close();
  });
});
