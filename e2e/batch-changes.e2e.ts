import { beforeAll, describe, expect, it } from 'vitest';
import { locales } from '../contract/locales.js';
import type { DatasetDetail, DatasetRow } from '../contract/functions/datasets/index.js';
import type { TestUser } from '../server/test-support/accounts.js';
import { callFunction } from '../server/test-support/call-function.js';
import { useJourneyApp } from './support/journey-app.js';
import { useKeyedCatalogue } from './support/keyed-catalogue.js';
import type { Page } from 'playwright-core';
import { findHeading, findText, shows } from './support/page-state.js';
import { openSignedInPage } from './support/signed-in.js';
import { textsOf } from './support/texts.js';

const journey = useJourneyApp();
const keyed = useKeyedCatalogue(journey, 'Hanako Steward');
let owner: TestUser;
let instanceId: string;
let instancePath: string;
beforeAll(() => {
  ({ owner, instanceId, instancePath } = keyed);
});

/** The resource URLs the catalogue itself holds for a dataset. */
const catalogueUrls = (name: string) =>
  keyed.catalogue.store.findDataset(name)!.resources.map((resource) => resource.url);

const newPrefix = 'https://new.example.jp/files/';

/** Every resource URL of the instance's datasets, by dataset name, through the API. */
async function resourceUrls(): Promise<Map<string, string[]>> {
  const call = <T>(name: string, data: unknown) =>
    callFunction<T>(journey.app, name, data, { cookie: owner.cookie });
  const list = await call<{ items: DatasetRow[]; total: number }>('datasets.list', {
    instanceId,
    pageSize: 100,
  });
  expect(list.result.total).toBeLessThanOrEqual(100);
  const urls = new Map<string, string[]>();
  for (const row of list.result.items) {
    const detail = await call<DatasetDetail>('datasets.get', { datasetId: row.id });
    urls.set(
      row.name,
      detail.result.resources.map((resource) => resource.url),
    );
  }
  return urls;
}

describe.each(locales)('changing many datasets at once (%s)', (locale) => {
  const datasetsT = textsOf(locale, 'datasets');
  const batchesT = textsOf(locale, 'batches');
  const historiesT = textsOf(locale, 'histories');
  const importsT = textsOf(locale, 'imports');
  const syncRunsT = textsOf(locale, 'syncRuns');

  /** Starts the run from the button's dialog, then waits on its page until every dataset is done. */
  const syncAll = async (page: Page, button: string, count: number) => {
    await page.getByRole('button', { name: button }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: syncRunsT('start.confirm') })
      .click();
    await findHeading(page, syncRunsT('title'));
    await page.locator(`[role="progressbar"][aria-valuenow="${count}"]`).waitFor();
    await page.getByText(syncRunsT('status.finished'), { exact: true }).waitFor();
  };

  it('selects every matching dataset, moves their files to a new address, applies, and undoes it', async () => {
    const before = await resourceUrls();
    const total = before.size;
    // More datasets than a page of 10: "select all that match" reaches past the page. Each
    // language's journey ends with the undo, so the next one starts from the catalogue's copy.
    expect(total).toBeGreaterThan(10);
    const oldPrefix = new URL('/files/', [...before.values()].flat()[0]).toString();
    const moved = [...before].filter(([, urls]) => urls.some((url) => url.startsWith(oldPrefix)));
    expect(moved.length).toBeGreaterThan(0);

    const { page } = await openSignedInPage(journey, { locale, user: owner });
    await page.goto(`${instancePath}?rows=10`);
    await page.getByRole('checkbox', { name: datasetsT('selection.selectPage') }).check();
    // What is selected, as the bar shows it (a live region reads the same words out).
    const selectionSummary = (text: string) =>
      shows(
        page.getByRole('region', { name: datasetsT('selection.region') }).locator('strong'),
        text,
      );
    await selectionSummary(datasetsT('selection.selected_other', { formatted: '10' }));
    await page
      .getByRole('button', {
        name: datasetsT('selection.selectMatching_other', { formatted: String(total) }),
      })
      .click();
    await selectionSummary(datasetsT('selection.allMatching_other', { formatted: String(total) }));
    await page.getByRole('button', { name: datasetsT('selection.change') }).click();

    const dialog = page.getByRole('dialog');
    await dialog
      .getByLabel(batchesT('change.operation'))
      .selectOption({ label: batchesT('change.operations.replace') });
    await dialog
      .getByLabel(batchesT('change.field'))
      .selectOption({ label: historiesT('fields.resource_url') });
    await dialog.getByLabel(batchesT('change.find')).fill(oldPrefix);
    await dialog.getByLabel(batchesT('change.replace'), { exact: true }).fill(newPrefix);
    await dialog
      .getByLabel(batchesT('change.match'))
      .selectOption({ label: batchesT('change.matches.prefix') });
    await page.screenshot({ path: `e2e/artifacts/batch-change-dialog-${locale}.png` });
    await dialog.getByRole('button', { name: batchesT('change.check') }).click();

    // The checked batch: who, what, how many, each change before and after; nothing applied yet.
    await findHeading(page, batchesT('title.change_other', { count: String(moved.length) }));
    await shows(page.locator('dd', { hasText: 'Hanako Steward' }), 'Hanako Steward');
    await findText(page, batchesT('summary.notApplied'));
    expect(await resourceUrls()).toEqual(before);
    await page.screenshot({ path: `e2e/artifacts/batch-page-${locale}.png`, fullPage: true });
    await page.getByRole('button', { name: batchesT('apply') }).click();
    await findText(page, batchesT('applied'));
    const batchUrl = page.url();

    const after = await resourceUrls();
    for (const [name, urls] of before)
      expect(after.get(name)).toEqual(
        urls.map((url) =>
          url.startsWith(oldPrefix) ? newPrefix + url.slice(oldPrefix.length) : url,
        ),
      );

    // Publish them: the list's "changed here", all of it selected, one run to the catalogue.
    await page.goto(`${instancePath}?sync=unsynced&rows=10`);
    await page.getByRole('checkbox', { name: datasetsT('selection.selectPage') }).check();
    await page
      .getByRole('button', {
        name: datasetsT('selection.selectMatching_other', { formatted: String(moved.length) }),
      })
      .click();
    await selectionSummary(
      datasetsT('selection.allMatching_other', { formatted: String(moved.length) }),
    );
    await syncAll(page, datasetsT('selection.sync'), moved.length);
    await page.screenshot({ path: `e2e/artifacts/batch-synced-${locale}.png`, fullPage: true });
    // The catalogue now holds exactly the new addresses, and nothing else moved.
    for (const [name, urls] of after) {
      expect(catalogueUrls(name).map((url) => url.startsWith(newPrefix))).toEqual(
        urls.map((url) => url.startsWith(newPrefix)),
      );
      for (const url of urls.filter((each) => each.startsWith(newPrefix)))
        expect(catalogueUrls(name)).toContain(url);
    }

    // Undo: every dataset goes back, as nobody changed them since.
    await page.goto(batchUrl);
    await page.getByRole('button', { name: batchesT('undo.check') }).click();
    await page.getByRole('button', { name: importsT('preview.applyUndo') }).click();
    await findHeading(page, batchesT('title.undo_other', { count: String(moved.length) }));
    expect(await resourceUrls()).toEqual(before);
    await page.screenshot({ path: `e2e/artifacts/batch-undone-${locale}.png`, fullPage: true });
    // The undo leaves edits to sync: its page syncs them, and the catalogue has the old addresses.
    await syncAll(
      page,
      syncRunsT('start.button_other', { count: String(moved.length) }),
      moved.length,
    );
    for (const [name] of moved)
      expect(catalogueUrls(name).some((url) => url.startsWith(newPrefix))).toBe(false);

    // Both are in the list of batches, newest first: the undo, then the change marked undone.
    await page.goto(`${instancePath}/batches`);
    const rows = page.getByRole('row');
    await shows(rows.nth(1), batchesT('kinds.undo'));
    await shows(
      rows.nth(2).getByRole('cell', { name: batchesT('list.undoneYes') }),
      batchesT('list.undoneYes'),
    );
    await page.screenshot({ path: `e2e/artifacts/batches-${locale}.png`, fullPage: true });
    await page.close();
  });
});
