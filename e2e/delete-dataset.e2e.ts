import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales, type Locale } from '../contract/locales.js';
import { startSampleCatalogue, type SampleCatalogue } from '../sample-catalogue/index.js';
import { datasets } from '../server/db/schema/index.js';
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
let instanceId: string;
let instancePath: string;

beforeAll(async () => {
  catalogue = await startSampleCatalogue();
  owner = await buildUser(journey.app, { name: 'Kenji Editor' });
  const built = await buildHarvestedInstance(journey.app, owner, catalogue.url);
  instanceId = built.instanceId;
  await saveCatalogueApiKey(journey.app.runtime.db, journey.app.config, {
    userId: owner.id,
    instanceId,
    apiKey: catalogue.adminToken,
    canWrite: true,
  });
  instancePath = `/workspaces/${built.workspaceId}/${instanceId}`;
});
afterAll(async () => {
  await catalogue?.close();
});

/** Per language, a synced dataset of the sample catalogue to delete. */
const doomed: Record<Locale, string> = { en: 'business-licences', ja: 'kanko-shisetsu' };

async function localDataset(name: string) {
  const [row] = await journey.app.runtime.db
    .select({ id: datasets.id, title: datasets.title })
    .from(datasets)
    .where(and(eq(datasets.instanceId, instanceId), eq(datasets.name, name)));
  return row;
}

describe.each(locales)('deleting a dataset (%s)', (locale) => {
  const editT = textsOf(locale, 'datasetEdit');
  const datasetsT = textsOf(locale, 'datasets');

  it('asks, marks it to be deleted (undoable), and the sync deletes it in the catalogue', async () => {
    const name = doomed[locale];
    const dataset = (await localDataset(name))!;
    const label = dataset.title || name;
    const { page } = await openSignedInPage(journey, { locale, user: owner });
    await page.goto(`${instancePath}/${dataset.id}`);
    await findHeading(page, label);

    // The confirmation names the dataset and says what happens; Cancel changes nothing.
    await page.getByRole('button', { name: editT('delete.button'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: editT('delete.title', { name: label }) });
    await dialog.getByText(editT('delete.bodyCatalogue')).waitFor();
    await page.screenshot({ path: `e2e/artifacts/delete-dataset-confirm-${locale}.png` });
    await dialog.getByRole('button', { name: editT('delete.confirm'), exact: true }).click();

    // Marked: said on the page, undoable; Undo and delete again.
    await findText(page, editT('delete.marked'));
    await page.getByText(datasetsT('syncStatus.to_delete'), { exact: true }).first().waitFor();
    await page.getByRole('button', { name: editT('delete.undo') }).click();
    await page.getByRole('button', { name: editT('delete.button'), exact: true }).waitFor();
    expect(await page.getByText(editT('delete.marked')).count()).toBe(0);
    await page.getByRole('button', { name: editT('delete.button'), exact: true }).click();
    await dialog.getByRole('button', { name: editT('delete.confirm'), exact: true }).click();
    await findText(page, editT('delete.marked'));
    await page.screenshot({ path: `e2e/artifacts/delete-dataset-marked-${locale}.png` });

    // The sync deletes it in the catalogue, and here: back on the list, which says so.
    await page
      .getByRole('button', { name: editT('sync.button'), exact: true })
      .first()
      .click();
    await findText(page, editT('delete.deletedInCatalogue', { name }));
    await page.waitForURL((url) => url.pathname === instancePath);
    expect(catalogue.store.findDataset(name)?.state).toBe('deleted');
    expect(await localDataset(name)).toBeUndefined();
  });
});
