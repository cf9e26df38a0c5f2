import { expect, describe, it, beforeAll, afterAll } from 'vitest';
import { locales, type Locale } from '../contract/locales.js';
import { startSampleCatalogue, type SampleCatalogue } from '../sample-catalogue/index.js';
import { and, eq } from 'drizzle-orm';
import { datasets } from '../server/db/schema/index.js';
import { dateTimeText } from './support/date-time-text.js';
import { definitionOf } from './support/definition-of.js';
import { useJourneyApp } from './support/journey-app.js';
import {
  findHeading,
  findText,
  shows,
  waitForCount,
  waitForFocusOn,
} from './support/page-state.js';
import { specWords, spoken } from './support/spec-words.js';
import { openSignedInPage } from './support/signed-in.js';
import { textsOf } from './support/texts.js';

// The job worker is held back, so the journey sees the new instance 'Still in preparation'
// before the harvest runs; it is started when the test is ready to watch it turn.
const journey = useJourneyApp({ worker: false });
let catalogue: SampleCatalogue;

beforeAll(async () => {
  catalogue = await startSampleCatalogue({ datasets: 40 });
});
afterAll(() => catalogue?.close());

const names: Record<Locale, { workspace: string; instance: string }> = {
  en: { workspace: 'Open Data Team', instance: 'Prefecture catalogue' },
  ja: { workspace: 'オープンデータ推進班', instance: 'さくら県カタログ' },
};

describe.each(locales)('browsing a catalogue (%s)', (locale) => {
  const workspacesT = textsOf(locale, 'workspaces');
  const datasetsT = textsOf(locale, 'datasets');
  const validationT = textsOf(locale, 'validation');
  const commonT = textsOf(locale, 'common');
  const historiesT = textsOf(locale, 'histories');

  it('adds a workspace and an instance, watches the harvest, searches, sorts, pages and opens a dataset', async () => {
    const { page } = await openSignedInPage(journey, { locale });
    await page.goto('/workspaces');
    await findHeading(page, workspacesT('list.title'));

    // A workspace: its creator lands on it.
    await page.getByRole('button', { name: workspacesT('create.open') }).click();
    await page.getByLabel(workspacesT('create.name')).fill(names[locale].workspace);
    // The app shell: the header, the routed page, and the dialog in its own container beside
    // them, so that header and page are hidden from screen readers while the dialog is open.
    const shell = page.locator('#dialog-root').locator('xpath=..');
    expect(
      await shell.locator(':scope > header, :scope > main, :scope > #dialog-root').count(),
    ).toBe(3);
    expect(await page.locator('#dialog-root [role=dialog]').count()).toBe(1);
    expect(await shell.locator(':scope > main [role=dialog]').count()).toBe(0);
    expect(await shell.locator(':scope > header').getAttribute('aria-hidden')).toBe('true');
    expect(await shell.locator(':scope > main').getAttribute('aria-hidden')).toBe('true');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: workspacesT('create.submit') })
      .click();
    await findHeading(page, names[locale].workspace);

    // An instance: the form's rules and the catalogue check speak the user's language.
    await page.getByRole('button', { name: workspacesT('instance.open') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(workspacesT('instance.name')).fill(names[locale].instance);
    await dialog
      .getByLabel(workspacesT('instance.url'), { exact: true })
      .fill(`${catalogue.url}/files/not-a-catalogue`);
    await dialog.getByLabel(workspacesT('instance.limitScope')).check();
    await dialog.getByRole('button', { name: workspacesT('instance.submit') }).click();
    await shows(
      dialog.getByText(validationT('organizationIdRequired')),
      validationT('organizationIdRequired'),
    );
    await dialog.getByLabel(workspacesT('instance.limitScope')).uncheck();
    await dialog.getByRole('button', { name: workspacesT('instance.submit') }).click();
    await shows(dialog.getByText(validationT('catalogueNotCkan')), validationT('catalogueNotCkan'));
    await dialog.getByLabel(workspacesT('instance.url'), { exact: true }).fill(catalogue.url);
    await dialog.getByRole('button', { name: workspacesT('instance.submit') }).click();

    await findHeading(page, names[locale].instance);
    await findText(
      page,
      spoken(locale, specWords.stillInPreparation, workspacesT('preparing.title')),
    );
    await findText(page, workspacesT('preparing.body'));
    const publicCount = [...catalogue.store.datasets.values()].filter(
      (d) => d.state === 'active' && !d.private,
    ).length;
    // The workspace's list follows the harvest as the instance page does: no reload.
    await page.getByRole('link', { name: names[locale].workspace }).click();
    const instanceRow = page.getByRole('row').filter({ hasText: names[locale].instance });
    await instanceRow.filter({ hasText: workspacesT('instances.states.preparing') }).waitFor();
    await journey.app.runtime.jobs.work({ runtime: journey.app.runtime });
    try {
      await instanceRow.filter({ hasText: workspacesT('instances.states.ready') }).waitFor();
    } finally {
      await journey.app.runtime.jobs.pauseWork();
    }
    expect(await instanceRow.getByRole('cell').allInnerTexts()).toContain(
      publicCount.toLocaleString(locale),
    );
    await instanceRow.getByRole('link', { name: names[locale].instance }).click();
    await findText(page, workspacesT('header.lastSynchronized'));
    const publicResources = [...catalogue.store.datasets.values()]
      .filter((d) => d.state === 'active' && !d.private)
      .reduce((sum, d) => sum + d.resources.length, 0);
    expect(await definitionOf(page, workspacesT('header.datasets')).innerText()).toBe(
      String(publicCount),
    );
    expect(await definitionOf(page, workspacesT('header.resources')).innerText()).toBe(
      String(publicResources),
    );

    // The list's columns, in the spec's order, and what a dataset's row says in each. First comes
    // the checkbox that selects the page's rows (an editor acts on many datasets at once).
    await page.locator('tbody tr').first().waitFor();
    const [selectColumn, ...headers] = await page.getByRole('columnheader').all();
    await selectColumn!
      .getByRole('checkbox', { name: datasetsT('selection.selectPage') })
      .waitFor();
    const headerTexts = await Promise.all(headers.map((header) => header.innerText()));
    // Each header's first line: sortable ones add their direction mark below.
    expect(headerTexts.map((header) => header.split('\n')[0]!.trim())).toEqual(
      [
        'name',
        'organization',
        'title',
        'resources',
        'metadataModified',
        'lastChecked',
        'latestStatus',
        'quality',
      ].map((column) => datasetsT(`columns.${column}`)),
    );

    // Search, Japanese keyword too; the search lives in the URL.
    const search = page.getByRole('searchbox', { name: datasetsT('toolbar.search') });
    await search.fill('避難所');
    await search.press('Enter');
    await page.waitForURL(/q=%E9%81%BF%E9%9B%A3%E6%89%80/);
    await shows(page.getByRole('link', { name: 'hinanjo-ichiran' }), 'hinanjo-ichiran');
    expect(await page.getByRole('link', { name: 'library-branches' }).count()).toBe(0);
    const [shelters] = await journey.app.runtime.db
      .select()
      .from(datasets)
      .where(
        and(
          eq(datasets.instanceId, new URL(page.url()).pathname.split('/').at(-1)!),
          eq(datasets.name, 'hinanjo-ichiran'),
        ),
      );
    const sheltersRow = page.getByRole('row').filter({ hasText: 'hinanjo-ichiran' });
    // After the row's checkbox: the spec's columns.
    const sheltersCells = await sheltersRow.locator('th, td').allInnerTexts();
    expect(sheltersCells.slice(1, 6)).toEqual([
      'hinanjo-ichiran',
      'さくら県 危機管理部 防災課',
      '避難所一覧',
      '2',
      dateTimeText(locale, shelters!.metadataModified!),
    ]);
    await search.fill('library');
    await search.press('Enter');
    await shows(page.getByRole('link', { name: 'library-branches' }), 'library-branches');
    await search.fill('');
    await search.press('Enter');
    await page.waitForURL((url) => !url.search.includes('q='));

    // Each sort: the resource counts (column 4, after the checkbox) come back in the promised order.
    const sortSelect = page.getByLabel(datasetsT('toolbar.sort'));
    const resourceCounts = async () =>
      (await page.locator('tbody tr td:nth-child(5)').allInnerTexts()).map((text) =>
        Number(text.replace(/\D/g, '')),
      );
    await sortSelect.selectOption('resources_desc');
    await page.locator('[data-loaded-sort="resources_desc"]').waitFor();
    const most = await resourceCounts();
    expect(most).toEqual([...most].sort((a, b) => b - a));
    await sortSelect.selectOption('resources_asc');
    await page.locator('[data-loaded-sort="resources_asc"]').waitFor();
    const least = await resourceCounts();
    expect(least).toEqual([...least].sort((a, b) => a - b));
    // The quality score (the last column): worst first.
    await sortSelect.selectOption('score_asc');
    await page.locator('[data-loaded-sort="score_asc"]').waitFor();
    const scores = (await page.locator('tbody tr td:last-child').allInnerTexts()).map(Number);
    expect(scores.every((score) => Number.isInteger(score))).toBe(true);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    for (const sort of ['score_desc', 'modified_desc', 'modified_asc', 'default']) {
      await sortSelect.selectOption(sort);
      await page.locator(`[data-loaded-sort="${sort}"]`).waitFor();
      expect(await page.locator('tbody tr').count()).toBe(25);
    }

    // The column headers sort as well, by mouse and by keyboard, and the toolbar's sort follows.
    const resourcesHeader = page.getByRole('columnheader', {
      name: datasetsT('columns.resources'),
    });
    await resourcesHeader.getByRole('button').click();
    await page.locator('[data-loaded-sort="resources_asc"]').waitFor();
    expect(await resourcesHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(await sortSelect.inputValue()).toBe('resources_asc');
    const ascending = await resourceCounts();
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await resourcesHeader.getByRole('button').press('Enter');
    await page.locator('[data-loaded-sort="resources_desc"]').waitFor();
    expect(await resourcesHeader.getAttribute('aria-sort')).toBe('descending');
    expect(await sortSelect.inputValue()).toBe('resources_desc');
    expect(page.url()).toContain('sort=resources_desc');
    const descending = await resourceCounts();
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    await waitForFocusOn(resourcesHeader.getByRole('button'));
    const nameHeader = page.getByRole('columnheader', { name: datasetsT('columns.name') });
    await nameHeader.getByRole('button').press('Space');
    await page.locator('[data-loaded-sort="default"]').waitFor();
    expect(await nameHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(await resourcesHeader.getAttribute('aria-sort')).toBe('none');
    await page.screenshot({ path: `e2e/artifacts/datasets-sorted-${locale}.png` });

    // Rows per page.
    await page.getByLabel(commonT('pager.rowsPerPage')).selectOption('10');
    await page.waitForURL(/rows=10/);
    await waitForCount(page, 'tbody tr', 10);
    await findText(
      page,
      commonT('pager.range', { first: '1', last: '10', total: String(publicCount) }),
    );

    // Histories, from the list's toolbar.
    await page.getByRole('link', { name: datasetsT('toolbar.histories') }).click();
    await findHeading(page, historiesT('title'));
    await page.goBack();
    await findText(
      page,
      commonT('pager.range', { first: '1', last: '10', total: String(publicCount) }),
    );

    // A dataset: its metadata, Show All, its resources.
    await search.fill('hinanjo-ichiran');
    await search.press('Enter');
    await page.getByRole('link', { name: 'hinanjo-ichiran' }).click();
    await findHeading(page, '避難所一覧');
    const sideMenu = page.getByRole('navigation', { name: datasetsT('detail.menu') });
    expect(await sideMenu.getByRole('link').allInnerTexts()).toEqual(
      ['status', 'basic', 'classification', 'contact', 'resources'].map((section) =>
        datasetsT(`detail.sections.${section}`),
      ),
    );
    await sideMenu.getByRole('link', { name: datasetsT('detail.sections.contact') }).click();
    await page.waitForURL(/#contact$/);
    const status = page.locator('#status');
    expect(await definitionOf(status, datasetsT('fields.created')).innerText()).toBe(
      dateTimeText(locale, shelters!.metadataCreated!),
    );
    expect(await definitionOf(status, datasetsT('fields.lastModified')).innerText()).toBe(
      dateTimeText(locale, shelters!.metadataModified!),
    );
    expect(await definitionOf(status, datasetsT('fields.resourceCount')).innerText()).toBe('2');
    // The licence and groups read as the catalogue titles them; the id stays in the tooltip.
    const shelterSource = catalogue.store.findDataset('hinanjo-ichiran')!;
    const license = catalogue.store.license(shelterSource.license_id)!;
    expect(license.title).not.toBe(license.id);
    const classification = page.locator('#classification');
    const licenseValue = definitionOf(classification, datasetsT('fields.license'));
    expect(await licenseValue.innerText()).toBe(license.title);
    expect(await licenseValue.locator('span').getAttribute('title')).toBe(
      commonT('values.catalogueId', { id: license.id }),
    );
    expect(await definitionOf(classification, datasetsT('fields.groups')).innerText()).toBe(
      '防災・安全',
    );
    await page.getByRole('button', { name: datasetsT('detail.showAll') }).click();
    await findHeading(page, datasetsT('detail.sections.all'), 2);
    await findText(page, 'metadata_modified');
    const resourcesSection = page.locator('#resources');
    const source = catalogue.store.findDataset('hinanjo-ichiran')!;
    expect(await resourcesSection.locator('tbody tr').count()).toBe(source.resources.length);
    // Each resource's position, counted from 1, in the catalogue's order.
    expect(await resourcesSection.locator('tbody tr > :first-child').allInnerTexts()).toEqual(
      source.resources.map((_, index) => String(index + 1)),
    );
    expect(await resourcesSection.locator('tbody tr').first().innerText()).toContain(
      source.resources[0]!.name!,
    );
    await page.screenshot({ path: `e2e/artifacts/dataset-${locale}.png`, fullPage: true });

    // The workspace's Organization and File format views.
    await page.getByRole('link', { name: names[locale].workspace }).click();
    await page.getByRole('link', { name: workspacesT('menu.organizations') }).click();
    await findHeading(page, workspacesT('organizations.heading'), 2);
    await findText(page, 'さくら県 危機管理部 防災課');
    await page.getByRole('link', { name: workspacesT('menu.formats') }).click();
    await findHeading(page, workspacesT('formats.heading'), 2);
    await shows(page.getByRole('cell', { name: 'CSV', exact: true }), 'CSV');
    expect(await page.locator('figure svg').count()).toBeGreaterThan(0);
    await page.screenshot({ path: `e2e/artifacts/formats-${locale}.png`, fullPage: true });
  });
});
