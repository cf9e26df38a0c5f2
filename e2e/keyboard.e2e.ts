import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales, type Locale } from '../contract/locales.js';
import { startSampleCatalogue, type SampleCatalogue } from '../sample-catalogue/index.js';
import { saveCatalogueApiKey } from '../server/services/api-keys/catalogue-api-keys.js';
import { buildUser, type TestUser } from '../server/test-support/accounts.js';
import { csvBytes } from '../server/test-support/import-export-files.js';
import { buildHarvestedInstance } from '../server/test-support/catalogue.js';
import { openWorkbook, sheetObjects } from '../server/test-support/xlsx-files.js';
import { expectAccessible } from './support/accessibility.js';
import { openPage } from './support/browser.js';
import { useJourneyApp } from './support/journey-app.js';
import {
  focusIsVisible,
  tabTo,
  tabToControl,
  tabToMatching,
  tabToVisibly,
} from './support/keyboard.js';
import {
  findHeading,
  findText,
  shows,
  waitForFocusInside,
  waitForFocusOn,
} from './support/page-state.js';
import { openSignedInPage } from './support/signed-in.js';
import { textsOf } from './support/texts.js';

// Link checks as in links.e2e.ts: one quick attempt, a failure confirmed right after the check.
const journey = useJourneyApp({
  env: {
    LINK_CHECK_TIMEOUT_SECONDS: '1',
    LINK_CHECK_RETRIES: '0',
    LINK_CONFIRM_AFTER_MINUTES: '0',
  },
});
let catalogue: SampleCatalogue;
let owner: TestUser;
let instancePath: string;
let workspacePath: string;
const folder = mkdtempSync(path.join(tmpdir(), 'keyboard-e2e-'));

beforeAll(async () => {
  catalogue = await startSampleCatalogue();
  owner = await buildUser(journey.app, { name: 'Kei Keyboard' });
  const built = await buildHarvestedInstance(journey.app, owner, catalogue.url);
  await saveCatalogueApiKey(journey.app.runtime.db, journey.app.config, {
    userId: owner.id,
    instanceId: built.instanceId,
    apiKey: catalogue.adminToken,
    canWrite: true,
  });
  instancePath = `/workspaces/${built.workspaceId}/${built.instanceId}`;
  workspacePath = `/workspaces/${built.workspaceId}`;
});
afterAll(async () => {
  await catalogue?.close();
});

const cases: Record<Locale, { dataset: string; title: string }> = {
  en: { dataset: 'library-branches', title: 'Library branches (keyboard edit)' },
  ja: { dataset: 'hinanjo-ichiran', title: '指定避難所一覧（キーボードで編集）' },
};

describe.each(locales)('keyboard only (%s)', (locale) => {
  const authT = textsOf(locale, 'auth');
  const datasetsT = textsOf(locale, 'datasets');
  const editT = textsOf(locale, 'datasetEdit');
  const { dataset, title } = cases[locale];

  it('signs in, finds a dataset, edits it, saves and syncs without a mouse', async () => {
    const page = await openPage(journey.browser, { locale, baseUrl: journey.baseUrl });
    // The address bar is the one thing typed outside the page: the protected page sends us to log in.
    await page.goto(instancePath);
    await findHeading(page, authT('login.title'));

    await tabTo(page, authT('login.email'));
    await page.keyboard.type(owner.email);
    await tabTo(page, authT('login.password'));
    await page.keyboard.type(owner.password);
    await page.keyboard.press('Enter');

    await findText(page, datasetsT('toolbar.search'));
    await tabTo(page, datasetsT('toolbar.search'));
    await page.keyboard.type(dataset);
    await page.keyboard.press('Enter');
    await findText(page, dataset);
    await tabTo(page, dataset);
    await page.keyboard.press('Enter');

    const before = catalogue.store.findDataset(dataset)!;
    await findHeading(page, before.title!);
    await tabTo(page, datasetsT('detail.edit'));
    await page.keyboard.press('Enter');

    await findHeading(page, editT('edit.title', { name: before.title! }));
    await tabTo(page, editT('fields.title'));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(title);
    await tabTo(page, editT('edit.submit'));
    await page.keyboard.press('Enter');

    await findHeading(page, title);
    await tabTo(page, editT('sync.button'));
    await page.keyboard.press('Enter');
    await findText(page, editT('sync.done'));
    expect(catalogue.store.findDataset(dataset)?.title).toBe(title);
  });
});

describe.each(locales)('keyboard only, the newer pages (%s)', (locale) => {
  const bulkTExports = textsOf(locale, 'exports');
  const bulkTImports = textsOf(locale, 'imports');
  const datasetsT = textsOf(locale, 'datasets');
  const linksT = textsOf(locale, 'links');
  const sensitiveT = textsOf(locale, 'sensitive');
  const workspacesT = textsOf(locale, 'workspaces');
  const { dataset, title } = cases[locale];
  const csvTitle = `${title} CSV`;

  it('exports, imports a CSV (choose file, preview, apply), checks links and sorts them, checks a file for personal data', async () => {
    const { page } = await openSignedInPage(journey, { locale, user: owner });
    await page.goto(instancePath);
    await findText(page, datasetsT('toolbar.search'));

    // Export: the dialog takes the focus, Escape gives it back to the button that opened it.
    const exportButton = page.getByRole('button', {
      name: datasetsT('toolbar.export'),
      exact: true,
    });
    await tabToVisibly(page, datasetsT('toolbar.export'));
    await page.keyboard.press('Enter');
    const exportDialog = page.getByRole('dialog', { name: bulkTExports('export.title') });
    await shows(exportDialog, bulkTExports('export.title'));
    await waitForFocusInside(page, '[role="dialog"]');
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Escape');
    await exportDialog.waitFor({ state: 'detached' });
    await waitForFocusOn(exportButton);
    await page.keyboard.press('Enter');
    await shows(exportDialog, bulkTExports('export.title'));
    await tabToVisibly(page, bulkTExports('export.start'));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.keyboard.press('Enter'),
    ]);
    await exportDialog.waitFor({ state: 'detached' });
    await waitForFocusOn(exportButton);
    // The workbook the dialog offers first, edited and imported back as a CSV.
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const rows = sheetObjects(await openWorkbook(readFileSync((await download.path())!)));
    const row = rows.find((candidate) => candidate['Dataset Name'] === dataset)!;
    row.Title = csvTitle;
    const file = path.join(folder, `keyboard-${locale}.csv`);
    writeFileSync(file, csvBytes([row]));

    // Import: the file field opens the chooser from the keyboard; preview; apply.
    await tabToVisibly(page, datasetsT('toolbar.import'));
    await page.keyboard.press('Enter');
    await findHeading(page, bulkTImports('import.title'));
    // Listening first: Playwright intercepts the chooser only once the listener is set up in the
    // browser, which on a loaded machine could come after a Space pressed at the same time.
    const chooserOpened = page.waitForEvent('filechooser');
    chooserOpened.catch(() => undefined);
    await tabToVisibly(page, bulkTImports('import.file'));
    await page.keyboard.press('Space');
    await (await chooserOpened).setFiles(file);
    await tabToVisibly(page, bulkTImports('import.check'));
    await page.keyboard.press('Enter');
    await findHeading(page, bulkTImports('preview.title', { fileName: path.basename(file) }), 2);
    await findText(page, csvTitle);
    await expectAccessible(page, 'import preview');
    await page.screenshot({ path: `e2e/artifacts/keyboard-import-${locale}.png`, fullPage: true });
    await tabToVisibly(page, bulkTImports('preview.apply'));
    await page.keyboard.press('Enter');
    await findText(page, bulkTImports('import.applied_one', { count: '1' }));
    await expectAccessible(page, 'import applied');
    await tabToVisibly(page, bulkTImports('import.backToList'));
    await page.keyboard.press('Enter');
    await findText(page, datasetsT('toolbar.search'));

    // Link check from the instance page, then the workspace's Link Status, sorted by a header.
    const panel = page.getByRole('region', { name: linksT('instance.heading') });
    await tabToVisibly(page, linksT('check.instance'));
    await page.keyboard.press('Enter');
    const deadCount = panel
      .locator('dt', { hasText: linksT('status.dead') })
      .locator('xpath=following-sibling::dd[1]');
    await expect
      .poll(async () => Number(await deadCount.innerText()), { timeout: 30_000, interval: 100 })
      .toBeGreaterThan(0);
    // The workspace's Link Status: the address bar, as a person follows a bookmark.
    await page.goto(workspacePath);
    await findText(page, workspacesT('menu.links'));
    await tabToVisibly(page, workspacesT('menu.links'));
    await page.keyboard.press('Enter');
    await findHeading(page, linksT('view.heading'), 2);
    const sinceHeader = page
      .locator('section[aria-labelledby="link-list-heading"]')
      .getByRole('columnheader', { name: linksT('columns.failingSince') });
    await shows(sinceHeader, linksT('columns.failingSince'));
    expect(await sinceHeader.getAttribute('aria-sort')).toBe('none');
    await tabToControl(page, sinceHeader.getByRole('button'));
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    // Wait for the header to say the new order (the address changes a moment before the screen).
    const sortedSince = (direction: string) =>
      page
        .locator('section[aria-labelledby="link-list-heading"] th')
        .filter({ hasText: linksT('columns.failingSince') })
        .and(page.locator(`[aria-sort="${direction}"]`))
        .waitFor();
    await sortedSince('ascending');
    expect(page.url()).toContain('sort=since_asc');
    await page.keyboard.press('Enter');
    await sortedSince('descending');
    expect(page.url()).toContain('sort=since_desc');
    expect(await sinceHeader.getAttribute('aria-sort')).toBe('descending');
    await waitForFocusOn(sinceHeader.getByRole('button'));
    expect(await page.getByLabel(linksT('view.sort')).inputValue()).toBe('since_desc');
    await expectAccessible(page, 'link status, sorted by a header');
    await page.screenshot({ path: `e2e/artifacts/keyboard-links-${locale}.png`, fullPage: true });

    // Sensitive-information check of one file, then its findings' tabs by arrow keys.
    await page.goto(instancePath);
    await findText(page, datasetsT('toolbar.search'));
    await tabToVisibly(page, datasetsT('toolbar.search'));
    await page.keyboard.type('parking-fines-2024');
    await page.keyboard.press('Enter');
    await findText(page, 'parking-fines-2024');
    await tabToVisibly(page, 'parking-fines-2024');
    await page.keyboard.press('Enter');
    await findHeading(page, 'Parking fines 2024');
    await tabToVisibly(page, 'Parking fines');
    await page.keyboard.press('Enter');
    await findHeading(page, 'Parking fines');
    // Check, or Recheck once a check has run: the other language's run, or the instance's own
    // checks, may finish one while this page loads, and the button's name changes under the tabs.
    const checkOrRecheck = [sensitiveT('actions.check'), sensitiveT('actions.recheck')];
    const checkButton = page.getByRole('button', {
      name: new RegExp(`^(${checkOrRecheck.join('|')})$`),
    });
    await checkButton.waitFor();
    await tabToControl(page, checkButton);
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    await findHeading(page, sensitiveT('report.title'), 2);
    await shows(page.getByRole('tab').first(), sensitiveT('types.PERSON_NAME'));
    await tabToMatching(page, '[role="tab"][aria-selected="true"]');
    expect(await focusIsVisible(page)).toBe(true);
    // The tabs choose on Enter (manual activation): an arrow moves the focus, Enter shows that type.
    await page.keyboard.press('ArrowRight');
    await waitForFocusInside(page, '[role="tab"][aria-selected="false"]');
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    await waitForFocusInside(page, '[role="tab"][aria-selected="true"]:not(:first-child)');
    expect(await focusIsVisible(page)).toBe(true);
    await shows(page.getByRole('tab', { selected: true }), sensitiveT('types.EMAIL_ADDRESS'));
    await expectAccessible(page, 'sensitive-information report');
    await page.screenshot({
      path: `e2e/artifacts/keyboard-sensitive-${locale}.png`,
      fullPage: true,
    });
  });
});
