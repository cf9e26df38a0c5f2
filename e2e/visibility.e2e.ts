import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales, type Locale } from '../contract/locales.js';
import { startSampleCatalogue, type SampleCatalogue } from '../sample-catalogue/index.js';
import { saveCatalogueApiKey } from '../server/services/api-keys/catalogue-api-keys.js';
import { buildUser, type TestUser } from '../server/test-support/accounts.js';
import { buildHarvestedInstance } from '../server/test-support/catalogue.js';
import { useJourneyApp } from './support/journey-app.js';
import { findHeading, findText } from './support/page-state.js';
import { openSignedInPage } from './support/signed-in.js';
import { textsOf } from './support/texts.js';

const journey = useJourneyApp();
let catalogue: SampleCatalogue;
let owner: TestUser;
let instancePath: string;

beforeAll(async () => {
  catalogue = await startSampleCatalogue();
  owner = await buildUser(journey.app, { name: 'Aiko Publisher' });
  const built = await buildHarvestedInstance(journey.app, owner, catalogue.url);
  await saveCatalogueApiKey(journey.app.runtime.db, journey.app.config, {
    userId: owner.id,
    instanceId: built.instanceId,
    apiKey: catalogue.adminToken,
    canWrite: true,
  });
  instancePath = `/workspaces/${built.workspaceId}/${built.instanceId}`;
});
afterAll(async () => {
  await catalogue?.close();
});

/** Per language, a public dataset of the sample catalogue to take private and publish again. */
const draft: Record<Locale, string> = { en: 'business-licences', ja: 'kanko-shisetsu' };

describe.each(locales)('public or private (%s)', (locale) => {
  const editT = textsOf(locale, 'datasetEdit');
  const datasetsT = textsOf(locale, 'datasets');

  it('a dataset made private is filtered and marked; made public again and synced, the catalogue publishes it', async () => {
    const name = draft[locale];
    const title = catalogue.store.findDataset(name)!.title!;
    const { page } = await openSignedInPage(journey, { locale, user: owner });
    const visibilityFilter = () => page.getByLabel(datasetsT('visibility.label'));
    const saveVisibility = async (choice: 'public' | 'private') => {
      await page.getByRole('link', { name: datasetsT('detail.edit') }).click();
      await findHeading(page, editT('edit.title', { name: title }));
      await page
        .getByLabel(editT('fields.visibility'), { exact: true })
        .selectOption(editT(`visibility.${choice}`));
      await page.getByRole('button', { name: editT('edit.submit') }).click();
      await findHeading(page, title);
    };
    const syncHere = async () => {
      await page
        .getByRole('button', { name: editT('sync.button') })
        .first()
        .click();
      await findText(page, editT('sync.done'));
    };

    // Nothing is private yet: the filter finds none.
    await page.goto(instancePath);
    await visibilityFilter().selectOption(datasetsT('visibility.private'));
    await findText(page, datasetsT('list.empty'));

    // Taken private on its form: the page says so, and the sync sends it.
    await visibilityFilter().selectOption(datasetsT('visibility.all'));
    await page.getByRole('link', { name, exact: true }).click();
    await findHeading(page, title);
    await saveVisibility('private');
    await page.getByText(datasetsT('visibility.private'), { exact: true }).first().waitFor();
    await syncHere();
    expect(catalogue.store.findDataset(name)!.private).toBe(true);

    // The list's filter finds it, with its badge.
    await page.goto(instancePath);
    await visibilityFilter().selectOption(datasetsT('visibility.private'));
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
    await row.getByText(datasetsT('visibility.private'), { exact: true }).waitFor();
    expect(await page.getByRole('link', { name, exact: true }).count()).toBe(1);
    await page.screenshot({ path: `e2e/artifacts/visibility-private-${locale}.png` });

    // Published again and synced: the catalogue shows it to everyone.
    await page.getByRole('link', { name, exact: true }).click();
    await findHeading(page, title);
    await saveVisibility('public');
    await page.getByText(datasetsT('visibility.public'), { exact: true }).first().waitFor();
    await syncHere();
    expect(catalogue.store.findDataset(name)!.private).toBe(false);
    await page.goto(`${instancePath}?visibility=private`);
    await findText(page, datasetsT('list.empty'));
  });
});
