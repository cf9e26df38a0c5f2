import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales } from '../contract/locales.js';
import type { DatasetDetail, DatasetRow } from '../contract/functions/datasets/index.js';
import { startSampleCatalogue, type SampleCatalogue } from '../sample-catalogue/index.js';
import { buildUser, type TestUser } from '../server/test-support/accounts.js';
import { buildHarvestedInstance } from '../server/test-support/catalogue.js';
import { callFunction } from '../server/test-support/call-function.js';
import { formValuesOf } from '../server/test-support/sync-fixture.js';
import { definitionOf } from './support/definition-of.js';
import { useJourneyApp } from './support/journey-app.js';
import { findHeading, waitForCount } from './support/page-state.js';
import { openSignedInPage } from './support/signed-in.js';
import { textsOf } from './support/texts.js';

const journey = useJourneyApp();
let catalogue: SampleCatalogue;
let owner: TestUser;
let datasetPath: string;

/** The licences before and after the edit, as the sample catalogue's licence list titles them. */
const licenseTitle = (id: string) => {
  const license = catalogue.store.license(id)!;
  expect(license.title).not.toBe(id);
  return license.title;
};

beforeAll(async () => {
  catalogue = await startSampleCatalogue();
  owner = await buildUser(journey.app, { name: 'Kenji Steward' });
  const { workspaceId, instanceId } = await buildHarvestedInstance(
    journey.app,
    owner,
    catalogue.url,
  );
  const as = { cookie: owner.cookie };
  const found = await callFunction<{ items: DatasetRow[] }>(
    journey.app,
    'datasets.list',
    { instanceId, q: 'library-branches' },
    as,
  );
  const datasetId = found.result.items[0]!.id;
  const current = await callFunction<DatasetDetail>(journey.app, 'datasets.get', { datasetId }, as);
  // The harvested dataset has odc-by and the group government; its edit changes both.
  const edited = await callFunction<DatasetDetail>(
    journey.app,
    'datasets.update',
    {
      datasetId,
      version: current.result.version,
      ...formValuesOf(current.result),
      licenseId: 'uk-ogl',
      groups: ['government', 'kenko-fukushi'],
    },
    as,
  );
  expect(edited.status).toBe(200);
  datasetPath = `/workspaces/${workspaceId}/${instanceId}/${datasetId}`;
});
afterAll(() => catalogue?.close());

describe.each(locales)('licences and groups by their titles (%s)', (locale) => {
  const datasetsT = textsOf(locale, 'datasets');
  const historiesT = textsOf(locale, 'histories');
  const commonT = textsOf(locale, 'common');

  it('shows the titles on the dataset page, in the form and in the history, the ids in tooltips', async () => {
    const { page } = await openSignedInPage(journey, { locale, user: owner });
    await page.goto(datasetPath);
    await findHeading(page, 'Library branches');
    const classification = page.locator('#classification');
    const license = definitionOf(classification, datasetsT('fields.license'));
    expect(await license.innerText()).toBe(licenseTitle('uk-ogl'));
    expect(await license.locator('span').getAttribute('title')).toBe(
      commonT('values.catalogueId', { id: 'uk-ogl' }),
    );
    const groups = definitionOf(classification, datasetsT('fields.groups'));
    expect(await groups.locator('span span').allInnerTexts()).toEqual(['行政・議会', '健康・福祉']);
    await classification.screenshot({ path: `e2e/artifacts/titles-dataset-${locale}.png` });

    // The form chooses by title and sends the id.
    await page.getByRole('link', { name: datasetsT('detail.edit') }).click();
    const licenseChoice = page.getByLabel(textsOf(locale, 'datasetEdit')('fields.licenseId'), {
      exact: true,
    });
    await licenseChoice.waitFor();
    expect(await licenseChoice.inputValue()).toBe('uk-ogl');
    expect(await licenseChoice.locator('option:checked').innerText()).toBe(licenseTitle('uk-ogl'));

    // The history's before and after: titles from the catalogue's current lists.
    await page.goto(datasetPath);
    await page.getByRole('link', { name: datasetsT('detail.history') }).click();
    await findHeading(page, historiesT('title'));
    await waitForCount(page, 'tbody tr[data-history-source]', 2);
    await page
      .locator('tbody tr[data-history-source="edit"]')
      .getByRole('button', { name: historiesT('list.showChanges') })
      .click();
    const licenseRow = page.getByRole('dialog').locator('tr[data-field="licenseId"]');
    await licenseRow.waitFor();
    expect(await licenseRow.locator('td').allInnerTexts()).toEqual([
      licenseTitle('odc-by'),
      licenseTitle('uk-ogl'),
    ]);
    expect(await licenseRow.locator('td span').first().getAttribute('title')).toBe(
      commonT('values.catalogueId', { id: 'odc-by' }),
    );
    const groupsRow = page.getByRole('dialog').locator('tr[data-field="groups"]');
    expect(await groupsRow.locator('td').last().locator('li').allInnerTexts()).toEqual([
      '行政・議会',
      '健康・福祉',
    ]);
    await page
      .getByRole('dialog')
      .screenshot({ path: `e2e/artifacts/titles-history-${locale}.png` });
  });
});
