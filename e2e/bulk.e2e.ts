import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import iconv from 'iconv-lite';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales } from '../contract/locales.js';
import { startSampleCatalogue, type SampleCatalogue } from '../sample-catalogue/index.js';
import { datasetCsvColumns, resourceCsvColumns } from '../server/engines/csv/index.js';
import { saveCatalogueApiKey } from '../server/services/api-keys/catalogue-api-keys.js';
import { buildUser, type TestUser } from '../server/test-support/accounts.js';
import { csvBytes, csvObjects, zipEntries } from '../server/test-support/import-export-files.js';
import { buildHarvestedInstance } from '../server/test-support/catalogue.js';
import { useJourneyApp } from './support/journey-app.js';
import { findHeading, findText, shows } from './support/page-state.js';
import { openSignedInPage } from './support/signed-in.js';
import { textsOf } from './support/texts.js';

const journey = useJourneyApp();
let catalogue: SampleCatalogue;
let owner: TestUser;
const folder = mkdtempSync(path.join(tmpdir(), 'bulk-e2e-'));

beforeAll(async () => {
  catalogue = await startSampleCatalogue();
  owner = await buildUser(journey.app, { name: 'Aiko Bulk' });
});
afterAll(async () => {
  await catalogue?.close();
});

describe.each(locales)('bulk work through CSV (%s)', (locale) => {
  const bulkExports = textsOf(locale, 'exports');
  const bulkImports = textsOf(locale, 'imports');
  const datasetsT = textsOf(locale, 'datasets');
  const editT = textsOf(locale, 'datasetEdit');
  const validation = textsOf(locale, 'validation');
  let workspaceId: string;
  let instanceId: string;

  beforeAll(async () => {
    ({ workspaceId, instanceId } = await buildHarvestedInstance(journey.app, owner, catalogue.url, {
      workspaceName: `Bulk ${locale}`,
    }));
    await saveCatalogueApiKey(journey.app.runtime.db, journey.app.config, {
      userId: owner.id,
      instanceId,
      apiKey: catalogue.adminToken,
      canWrite: true,
    });
  });

  const listPath = () => `/workspaces/${workspaceId}/${instanceId}`;

  async function exportFile(page: Page, include: 'datasets' | 'datasetsAndResources') {
    await page.getByRole('button', { name: datasetsT('toolbar.export'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: bulkExports('export.title') });
    await shows(dialog, bulkExports('export.title'));
    // The workbook is offered first; this journey edits the CSVs as a script would.
    await dialog.getByLabel(bulkExports('export.format')).selectOption('csv');
    await dialog.getByLabel(bulkExports(`export.includes.${include}`)).check();
    await page.screenshot({ path: `e2e/artifacts/export-dialog-${locale}.png` });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: bulkExports('export.start'), exact: true }).click(),
    ]);
    await dialog.waitFor({ state: 'detached' });
    return { name: download.suggestedFilename(), bytes: readFileSync((await download.path())!) };
  }

  async function importFile(page: Page, fileName: string, bytes: Uint8Array) {
    const file = path.join(folder, `${locale}-${fileName}`);
    writeFileSync(file, bytes);
    await page.goto(`${listPath()}/import`);
    await findHeading(page, bulkImports('import.title'));
    // A date typed into a workbook is read in the browser's time zone: the page names it.
    const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    await findText(page, bulkImports('import.datesHint', { timeZone }));
    await page.getByLabel(bulkImports('import.file')).setInputFiles(file);
    await page.getByRole('button', { name: bulkImports('import.check'), exact: true }).click();
    const heading = bulkImports('preview.title', { fileName: `${locale}-${fileName}` });
    await findHeading(page, heading, 2);
  }

  const count = (page: Page, key: string) => page.locator(`[data-count="${key}"] dd`).textContent();

  it('exports both lists, edits them as a spreadsheet would, previews, applies and syncs', async () => {
    const { page } = await openSignedInPage(journey, { locale, user: owner });
    await page.goto(listPath());
    await shows(
      page.getByRole('button', { name: datasetsT('toolbar.export') }),
      datasetsT('toolbar.export'),
    );
    const zip = await exportFile(page, 'datasetsAndResources');
    expect(zip.name).toMatch(/^datasets-and-resources-.*\.zip$/);
    const entries = zipEntries(zip.bytes);
    const datasetsName = Object.keys(entries).find((name) => name.startsWith('datasets'))!;
    const resourcesName = Object.keys(entries).find((name) => name.startsWith('resources'))!;
    const datasetBytes = entries[datasetsName]!;
    expect([...datasetBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(Buffer.from(datasetBytes).toString('utf8').split('\r\n')[0]).toBe(
      `\uFEFF${datasetCsvColumns.join(',')}`,
    );
    expect(Object.keys(csvObjects(entries[resourcesName]!)[0]!)).toEqual([...resourceCsvColumns]);

    // Titles of two datasets, and for the first: one URL changed, one resource added, one deleted.
    const datasetRows = csvObjects(datasetBytes);
    const resourceRows = csvObjects(entries[resourcesName]!);
    const target = datasetRows.find(
      (row) => resourceRows.filter((r) => r['Dataset Name'] === row['Dataset Name']).length >= 2,
    )!;
    const other = datasetRows.find((row) => row !== target)!;
    const newTitle =
      locale === 'ja' ? `${target.Title}（令和7年度改訂）` : `${target.Title} (revised)`;
    target.Title = newTitle;
    other.Title = `${other.Title} ★`;
    await importFile(page, 'datasets.csv', csvBytes(datasetRows));
    expect(await count(page, 'changed')).toBe('2');
    await findText(page, newTitle);
    await page.screenshot({ path: `e2e/artifacts/import-preview-${locale}.png`, fullPage: true });
    await page.getByRole('button', { name: bulkImports('preview.apply'), exact: true }).click();
    await page.getByRole('link', { name: bulkImports('import.backToList') }).waitFor();

    const ofTarget = resourceRows.filter((row) => row['Dataset Name'] === target['Dataset Name']);
    ofTarget[0]!['Resource Url'] = `https://example.jp/files/moved-${locale}.csv`;
    ofTarget[1]!.Action = 'delete';
    const added = locale === 'ja' ? '追加資料（PDF）' : 'Added report (PDF)';
    ofTarget.push({
      ...ofTarget[0]!,
      'Resource Id': '',
      'Resource Name': added,
      'Resource Url': 'https://example.jp/files/added.pdf',
      'Resource Format': 'PDF',
      Action: 'add',
      Position: '',
    });
    await importFile(page, 'resources.csv', csvBytes(ofTarget));
    expect([
      await count(page, 'new'),
      await count(page, 'changed'),
      await count(page, 'deleted'),
    ]).toEqual(['1', '1', '1']);
    await page.getByRole('button', { name: bulkImports('preview.apply'), exact: true }).click();
    await page.getByRole('link', { name: bulkImports('import.backToList') }).click();

    // The list shows the edited datasets as not synced; one sync sends the changes.
    const row = page.getByRole('row').filter({ hasText: target['Dataset Name']! });
    await shows(
      row.getByText(datasetsT('syncStatus.not_synced')),
      datasetsT('syncStatus.not_synced'),
    );
    await row.getByRole('link').first().click();
    await findHeading(page, newTitle);
    await page
      .getByRole('button', { name: editT('sync.button') })
      .first()
      .click();
    await findText(page, editT('sync.done'));
    const held = catalogue.store.findDataset(target['Dataset Name']!)!;
    expect(held.title).toBe(newTitle);
    expect(held.resources.map((resource) => resource.name)).toContain(added);
    expect(held.resources.map((resource) => resource.id)).not.toContain(undefined);
    expect(
      held.resources.some(
        (resource) => resource.url === `https://example.jp/files/moved-${locale}.csv`,
      ),
    ).toBe(true);
  });

  it('shows each problem at its row and column; a Shift_JIS file imports', async () => {
    const { page } = await openSignedInPage(journey, { locale, user: owner });
    await page.goto(listPath());
    await shows(
      page.getByRole('button', { name: datasetsT('toolbar.export') }),
      datasetsT('toolbar.export'),
    );
    const zip = await exportFile(page, 'datasetsAndResources');
    const entries = zipEntries(zip.bytes);
    const rows = csvObjects(
      entries[Object.keys(entries).find((n) => n.startsWith('resources'))!]!,
    ).slice(0, 4);
    rows[0]!['Resource Url'] = 'not a url';
    rows[1]!['Resource Size'] = 'large';
    rows[2]!['Resource Id'] = 'no-such-id';
    rows[3]!['Resource Created'] = '2024-13-01T00:00:00Z';
    await importFile(page, 'broken.csv', csvBytes(rows));
    const issues = page.getByRole('table').first();
    for (const [rowNumber, message] of [
      ['2', validation('resourceUrlInvalid')],
      ['3', validation('resourceSizeInteger')],
      ['4', validation('csvResourceIdUnknown')],
      ['5', validation('csvDateInvalid', { column: 'Resource Created' })],
    ] as const)
      await shows(
        issues.getByRole('row').filter({ hasText: message }).filter({ hasText: rowNumber }),
        message,
      );
    await page.screenshot({ path: `e2e/artifacts/import-problems-${locale}.png`, fullPage: true });
    expect(
      await page
        .getByRole('button', { name: bulkImports('preview.apply'), exact: true })
        .isDisabled(),
    ).toBe(true);

    // The same export saved by an older tool as Shift_JIS, one title changed.
    const datasetRows = csvObjects(
      entries[Object.keys(entries).find((n) => n.startsWith('datasets'))!]!,
    );
    datasetRows[0]!.Title = '避難所・緊急避難場所一覧';
    const utf8 = Buffer.from(csvBytes(datasetRows))
      .toString('utf8')
      .replace(/^\uFEFF/, '');
    await importFile(page, 'sjis.csv', iconv.encode(utf8, 'CP932'));
    await findText(
      page,
      bulkImports('preview.summary', {
        rows: String(datasetRows.length),
        kind: bulkImports('preview.kinds.datasets'),
        encoding: 'Shift_JIS',
      }),
    );
    expect(await count(page, 'changed')).toBe('1');
    await findText(page, '避難所・緊急避難場所一覧');
  });
});
