import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales, type Locale } from '../contract/locales.js';
import { startSampleCatalogue, type SampleCatalogue } from '../sample-catalogue/index.js';
import { saveCatalogueApiKey } from '../server/services/api-keys/catalogue-api-keys.js';
import { buildUser, type TestUser } from '../server/test-support/accounts.js';
import { buildHarvestedInstance } from '../server/test-support/catalogue.js';
import { callFunction } from '../server/test-support/call-function.js';
import { formValuesOf } from '../server/test-support/sync-fixture.js';
import type { DatasetDetail } from '../contract/functions/datasets/index.js';
import {
  startCatalogueProxy,
  type CatalogueProxy,
} from '../server/test-support/catalogue-proxy.js';
import {
  checkResource,
  findResource,
} from '../server/functions/sensitive/test-support/sensitive-checks.js';
import { definitionOf } from './support/definition-of.js';
import { useJourneyApp } from './support/journey-app.js';
import { findHeading, findText, shows, waitForCount } from './support/page-state.js';
import { openSignedInPage } from './support/signed-in.js';
import { textsOf } from './support/texts.js';

const journey = useJourneyApp();
let catalogue: SampleCatalogue;
let proxy: CatalogueProxy;
let owner: TestUser;
let instancePath: string;
let instanceId: string;

beforeAll(async () => {
  catalogue = await startSampleCatalogue();
  // The instance talks to the catalogue through a recording proxy: we see what each sync sent.
  proxy = await startCatalogueProxy(catalogue.url);
  owner = await buildUser(journey.app, { name: 'Sachiko Editor' });
  const built = await buildHarvestedInstance(journey.app, owner, proxy.url);
  const workspaceId = built.workspaceId;
  instanceId = built.instanceId;
  await saveCatalogueApiKey(journey.app.runtime.db, journey.app.config, {
    userId: owner.id,
    instanceId,
    apiKey: catalogue.adminToken,
    canWrite: true,
  });
  instancePath = `/workspaces/${workspaceId}/${instanceId}`;
});
afterAll(async () => {
  await proxy?.close();
  await catalogue?.close();
});

/** Per language, datasets of its own: both journeys share one catalogue. */
const cases: Record<
  Locale,
  {
    newName: string;
    newTitle: string;
    existing: string;
    title: string;
    tag: string;
    /** Edited by two people at once. */
    shared: string;
    /** A dataset whose file holds personal data, and that file. */
    sensitive: { dataset: string; file: string };
  }
> = {
  en: {
    shared: 'parking-fines-2024',
    sensitive: { dataset: 'council-meeting-attendees', file: 'council-attendees.tsv' },
    newName: 'bus-stops',
    newTitle: 'Bus stops',
    existing: 'library-branches',
    title: 'Library branches and opening hours',
    tag: 'opening-hours',
  },
  ja: {
    shared: 'aed-setchi-basho',
    sensitive: { dataset: 'shobodan-meibo', file: 'shobodan-meibo.csv' },
    newName: 'kouen-ichiran',
    newTitle: '公園一覧',
    existing: 'hinanjo-ichiran',
    title: '指定避難所一覧',
    tag: '指定避難所',
  },
};

describe.each(locales)('dataset metadata (%s)', (locale) => {
  const editT = textsOf(locale, 'datasetEdit');
  const validationT = textsOf(locale, 'validation');
  const datasetsT = textsOf(locale, 'datasets');
  const historiesT = textsOf(locale, 'histories');
  const eventsT = textsOf(locale, 'events');
  const commonT = textsOf(locale, 'common');
  const workspacesT = textsOf(locale, 'workspaces');
  const names = cases[locale];

  it('checks the form, creates a dataset and syncs it: the catalogue then holds it', async () => {
    const { page } = await openSignedInPage(journey, { locale, user: owner });
    await page.goto(instancePath);
    await page.getByRole('link', { name: datasetsT('toolbar.create') }).click();
    await findHeading(page, editT('create.title'));

    // An empty form: every required message, in the user's language.
    await page.getByRole('button', { name: editT('create.submit') }).click();
    for (const key of [
      'nameRequired',
      'titleRequired',
      'licenseRequired',
      'organizationRequired',
    ]) {
      await findText(page, validationT(key));
    }

    // A bad name and a tag with a Japanese comma: the message names the tag.
    await page.getByLabel(editT('fields.title'), { exact: true }).fill(names.newTitle);
    await page.getByLabel(editT('fields.name'), { exact: true }).fill('Kouen Ichiran');
    const tagInput = page.getByLabel(editT('fields.tags'), { exact: true });
    await tagInput.fill('公園、緑地');
    await tagInput.press('Enter');
    await page.getByRole('button', { name: editT('create.submit') }).click();
    await findText(page, validationT('namePattern'));
    await findText(page, editT('tagPunctuationNamed', { tag: '公園、緑地' }));
    await page.screenshot({
      path: `e2e/artifacts/dataset-form-errors-${locale}.png`,
      fullPage: true,
    });

    await page.getByLabel(editT('fields.name'), { exact: true }).fill(names.newName);
    await page
      .getByRole('button', { name: editT('form.removeTag', { tag: '公園、緑地' }) })
      .click();
    for (const tag of ['公園', 'parks']) {
      await tagInput.fill(tag);
      await tagInput.press('Enter');
    }
    // The description is Markdown, previewed safely: no raw HTML reaches the page.
    await page
      .getByLabel(editT('fields.notes'), { exact: true })
      .fill('市内の**都市公園**の一覧です。\n\n<img src=x onerror="alert(1)">');
    await page.getByRole('tab', { name: editT('form.preview') }).click();
    const preview = page.getByTestId('markdown-preview');
    await shows(preview.locator('strong'), '都市公園');
    expect(await preview.locator('img').count()).toBe(0);
    // The preview takes the text's place: the text box is out of sight until Write is chosen.
    const notesBox = page.getByLabel(editT('fields.notes'), { exact: true });
    await notesBox.waitFor({ state: 'hidden' });
    await page.getByRole('tab', { name: editT('form.write') }).click();
    await notesBox.waitFor({ state: 'visible' });
    await page.getByLabel(editT('fields.licenseId'), { exact: true }).selectOption('cc-by-4.0');
    await page
      .getByLabel(editT('fields.organization'), { exact: true })
      .selectOption('midori-city');
    await page.getByLabel('観光・文化').check();
    await page.getByLabel(editT('fields.updateFrequency'), { exact: true }).fill('年1回');
    await page.getByRole('button', { name: editT('create.submit') }).click();

    await findHeading(page, names.newTitle);
    // The dataset page shows the description as Markdown, the raw HTML dropped.
    const notes = page.getByTestId('dataset-notes');
    await shows(notes.locator('strong'), '都市公園');
    expect(await notes.locator('img').count()).toBe(0);
    await shows(
      page.getByText(datasetsT('syncStatus.local_only'), { exact: true }).first(),
      datasetsT('syncStatus.local_only'),
    );
    await page
      .getByRole('button', { name: editT('sync.button') })
      .first()
      .click();
    await findText(page, editT('sync.created'));
    await shows(
      page.getByText(datasetsT('syncStatus.synced'), { exact: true }).first(),
      datasetsT('syncStatus.synced'),
    );
    expect(catalogue.store.findDataset(names.newName)).toMatchObject({
      title: names.newTitle,
      tags: ['parks', '公園'],
      extras: { update_frequency: '年1回' },
    });
  });

  it('edits and syncs only what changed, resolves a conflict, and shows it all in the history and events', async () => {
    const { page } = await openSignedInPage(journey, { locale, user: owner });
    await page.goto(instancePath);
    await page.getByRole('searchbox', { name: datasetsT('toolbar.search') }).fill(names.existing);
    await page.getByRole('searchbox', { name: datasetsT('toolbar.search') }).press('Enter');
    await page.getByRole('link', { name: names.existing, exact: true }).click();
    const before = catalogue.store.findDataset(names.existing)!;
    await findHeading(page, before.title!);

    // Edit title and tags, save: not synced; sync: package_patch carries only those two.
    await page.getByRole('link', { name: datasetsT('detail.edit') }).click();
    await findHeading(page, editT('edit.title', { name: before.title! }));
    await page.getByLabel(editT('fields.title'), { exact: true }).fill(names.title);
    const tagInput = page.getByLabel(editT('fields.tags'), { exact: true });
    await tagInput.fill(names.tag);
    await tagInput.press('Enter');
    await page.getByRole('button', { name: editT('edit.submit') }).click();
    await findHeading(page, names.title);
    await shows(
      page.getByText(datasetsT('syncStatus.not_synced'), { exact: true }).first(),
      datasetsT('syncStatus.not_synced'),
    );
    // The instance's "not yet synced" figure opens the list of what is changed here, filtered.
    await page.goto(instancePath);
    await definitionOf(page, workspacesT('header.unsynced')).getByRole('link').click();
    await page.waitForURL(/[?&]sync=unsynced/);
    const syncFilter = page.getByLabel(datasetsT('syncFilter.label'));
    // The list reads its filter from the address a render after the address changes.
    await expect.poll(() => syncFilter.inputValue()).toBe('unsynced');
    await shows(page.getByRole('link', { name: names.existing, exact: true }), names.existing);
    const unsynced = await callFunction<{ total: number }>(
      journey.app,
      'datasets.list',
      { instanceId, syncStatus: 'unsynced' },
      { cookie: owner.cookie },
    );
    await waitForCount(page, 'tbody tr', Math.min(unsynced.result.total, 25));
    // Its choice says how many, as every choice of the filter does.
    await page
      .getByRole('option', { name: new RegExp(`^${datasetsT('syncFilter.choices.not_synced')}`) })
      .waitFor({ state: 'attached' });
    await page.screenshot({ path: `e2e/artifacts/list-unsynced-${locale}.png` });
    await page.getByRole('link', { name: names.existing, exact: true }).click();
    await findHeading(page, names.title);
    const patches = proxy.calls('package_patch').length;
    await page
      .getByRole('button', { name: editT('sync.button') })
      .first()
      .click();
    await findText(page, editT('sync.done'));
    const [patch] = proxy.calls('package_patch').slice(patches);
    expect(Object.keys(patch!.body).sort()).toEqual(['id', 'tags', 'title']);
    expect(catalogue.store.findDataset(names.existing)).toMatchObject({
      title: names.title,
      tags: expect.arrayContaining([names.tag]),
      maintainer: before.maintainer,
    });

    // Someone changes the dataset directly in the catalogue; here the same and another field change.
    const catalogueNotes = `${before.notes}\n\nUpdated in CKAN by the web team.`;
    catalogue.store.changeDataset(names.existing, (dataset) => {
      dataset.notes = catalogueNotes;
      dataset.maintainer = 'Web team (CKAN)';
    });
    await page.getByRole('link', { name: datasetsT('detail.edit') }).click();
    await page.getByLabel(editT('fields.maintainer'), { exact: true }).fill('Open data office');
    await page.getByLabel(editT('fields.updateFrequency'), { exact: true }).fill('quarterly');
    await page.getByRole('button', { name: editT('edit.submit') }).click();
    await findHeading(page, names.title);
    await page
      .getByRole('button', { name: editT('sync.button') })
      .first()
      .click();

    // The conflict view: both sides, field by field; nothing was overwritten.
    await findHeading(page, editT('conflict.title', { name: names.title }));
    await waitForCount(page, 'tbody tr[data-field]', 3);
    expect(catalogue.store.findDataset(names.existing)!.maintainer).toBe('Web team (CKAN)');
    await page.screenshot({ path: `e2e/artifacts/conflict-${locale}.png`, fullPage: true });
    // Their description (the default: only they changed it), their maintainer (picked), our frequency.
    await page
      .getByLabel(editT('conflict.pick.catalogue', { field: editT('fields.maintainer') }))
      .check();
    await page.getByRole('button', { name: editT('conflict.resolve') }).click();
    await findText(page, editT('conflict.resolved'));
    await page.getByRole('button', { name: editT('sync.button') }).click();
    await findText(page, editT('sync.done'));
    expect(catalogue.store.findDataset(names.existing)).toMatchObject({
      title: names.title,
      notes: catalogueNotes,
      maintainer: 'Web team (CKAN)',
      extras: expect.objectContaining({ update_frequency: 'quarterly' }),
    });

    // The history shows each step, newest first, each with its diff.
    await page
      .getByRole('navigation', { name: commonT('breadcrumbs') })
      .getByRole('link', { name: names.existing })
      .click();
    await page.getByRole('link', { name: datasetsT('detail.history') }).click();
    await findHeading(page, historiesT('title'));
    await waitForCount(page, 'tbody tr[data-history-source]', 6);
    const sources = await page
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-history-source')));
    expect(sources).toEqual(['sync', 'conflict', 'edit', 'sync', 'edit', 'harvest']);
    // The workspace's owner sees the address each change came from; the harvest came from none.
    await shows(
      page.getByRole('columnheader', { name: historiesT('list.origin') }),
      historiesT('list.origin'),
    );
    const editAddress = page
      .locator('tbody tr[data-history-source="edit"]')
      .first()
      .locator('[data-client-address]');
    expect(await editAddress.getAttribute('data-client-address')).toMatch(/^(127\.0\.0\.1|::1)$/);
    expect(
      await page.locator('tbody tr[data-history-source="harvest"] [data-client-address]').count(),
    ).toBe(0);
    await page.screenshot({ path: `e2e/artifacts/history-origin-${locale}.png` });
    await page
      .locator('tbody tr[data-history-source="conflict"]')
      .getByRole('button', { name: historiesT('list.showChanges') })
      .click();
    const dialog = page.getByRole('dialog');
    await shows(dialog.getByText(historiesT('fields.notes')), historiesT('fields.notes'));
    await shows(dialog.getByTestId('text-diff').locator('ins'), 'Updated in CKAN');
    await shows(dialog.getByText('Web team (CKAN)'), 'Web team (CKAN)');
    await page.screenshot({ path: `e2e/artifacts/history-diff-${locale}.png`, fullPage: true });
    await page.keyboard.press('Escape');
    // The first harvest's row tells the dataset's arrival, not every field again.
    const arrival = page.locator('tbody tr[data-history-source="harvest"]');
    await shows(arrival.getByText(historiesT('list.added')), historiesT('list.added'));
    await arrival.getByRole('button', { name: historiesT('list.showChanges') }).click();
    const added = historiesT('diff.added_other', { count: '999' }).split('999')[0]!.trim();
    await shows(page.getByRole('dialog').getByText(added, { exact: false }), added);
    await page.screenshot({ path: `e2e/artifacts/history-added-${locale}.png`, fullPage: true });
    await page.keyboard.press('Escape');

    // The events page shows the syncs; the level filter keeps the conflict warning.
    await page.goto(`${instancePath}/events`);
    await findHeading(page, eventsT('title'));
    await shows(
      page.getByText(eventsT('kinds.dataset.synced', { datasetName: names.existing })).first(),
      eventsT('kinds.dataset.synced', { datasetName: names.existing }),
    );
    await page.getByLabel(eventsT('filters.level')).selectOption('warning');
    await page.waitForURL(/level=warning/);
    await waitForCount(page, 'tbody tr[data-event-kind="dataset.synced"]', 0);
    await shows(
      page.locator('tbody tr[data-event-kind="dataset.conflict"]').first(),
      eventsT('levels.warning'),
    );
  });

  it('refuses a save based on a version someone else changed meanwhile, and offers to reload', async () => {
    const { page } = await openSignedInPage(journey, { locale, user: owner });
    const list = await callFunction<{ items: { id: string; name: string }[] }>(
      journey.app,
      'datasets.list',
      { instanceId, q: names.shared },
      { cookie: owner.cookie },
    );
    const target = list.result.items.find((item) => item.name === names.shared)!;
    await page.goto(`${instancePath}/${target.id}/edit`);
    const title = page.getByLabel(editT('fields.title'), { exact: true });
    await shows(title, editT('fields.title'));

    // A colleague saves first.
    const opened = await callFunction<DatasetDetail>(
      journey.app,
      'datasets.get',
      { datasetId: target.id },
      { cookie: owner.cookie },
    );
    const colleague = await callFunction<DatasetDetail>(
      journey.app,
      'datasets.update',
      {
        datasetId: target.id,
        version: opened.result.version,
        ...formValuesOf(opened.result),
        maintainer: 'Colleague',
      },
      { cookie: owner.cookie },
    );
    expect(colleague.status).toBe(200);

    await title.fill('My title');
    await page.getByRole('button', { name: editT('edit.submit') }).click();
    await findText(page, editT('edit.staleTitle'));
    await page.getByRole('button', { name: editT('edit.reload') }).click();
    // The form starts again from the current version, the colleague's change in it.
    const maintainer = page.getByLabel(editT('fields.maintainer'), { exact: true });
    await expect.poll(() => maintainer.inputValue()).toBe('Colleague');
    expect(await page.getByText(editT('edit.staleTitle')).count()).toBe(0);
    // Nothing of the colleague's was overwritten.
    const after = await callFunction<DatasetDetail>(
      journey.app,
      'datasets.get',
      { datasetId: target.id },
      { cookie: owner.cookie },
    );
    expect(after.result).toMatchObject({ maintainer: 'Colleague', title: opened.result.title });
  });

  it('asks for confirmation before syncing a resource a check found personal data in', async () => {
    const resource = await findResource(
      journey.app,
      instanceId,
      names.sensitive.dataset,
      names.sensitive.file,
    );
    expect((await checkResource(journey.app, owner, resource.id)).status).toBe('succeeded');
    const { page } = await openSignedInPage(journey, { locale, user: owner });
    await page.goto(`${instancePath}/${resource.datasetId}/edit`);
    const maintainer = page.getByLabel(editT('fields.maintainer'), { exact: true });
    await shows(maintainer, editT('fields.maintainer'));
    await maintainer.fill('Records office');
    await page.getByRole('button', { name: editT('edit.submit') }).click();
    await shows(
      page.getByText(datasetsT('syncStatus.not_synced'), { exact: true }).first(),
      datasetsT('syncStatus.not_synced'),
    );
    const patches = proxy.calls('package_patch').length;
    await page
      .getByRole('button', { name: editT('sync.button') })
      .first()
      .click();

    const dialog = page.getByRole('dialog', { name: editT('sync.sensitiveTitle') });
    await shows(dialog.getByText(resource.name), resource.name);
    await page.screenshot({ path: `e2e/artifacts/confirm-sync-${locale}.png` });
    expect(proxy.calls('package_patch')).toHaveLength(patches);
    await dialog.getByRole('button', { name: editT('sync.sensitiveConfirm') }).click();
    await findText(page, editT('sync.done'));
    expect(catalogue.store.findDataset(names.sensitive.dataset)!.maintainer).toBe('Records office');
  });
});
