import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { locales, type Locale } from '../contract/locales.js';
import type { SampleCatalogue } from '../sample-catalogue/index.js';
import { datasets } from '../server/db/schema/index.js';
import type { TestUser } from '../server/test-support/accounts.js';
import { waitForHarvest } from '../server/test-support/catalogue.js';
import { callFunction } from '../server/test-support/call-function.js';
import { useJourneyApp } from './support/journey-app.js';
import { useKeyedCatalogue } from './support/keyed-catalogue.js';
import { findHeading, findText } from './support/page-state.js';
import { openSignedInPage } from './support/signed-in.js';
import { textsOf } from './support/texts.js';

const journey = useJourneyApp();
const keyed = useKeyedCatalogue(journey, 'Kenji Editor');
let catalogue: SampleCatalogue;
let owner: TestUser;
let instanceId: string;
let instancePath: string;
beforeAll(() => {
  ({ catalogue, owner, instanceId, instancePath } = keyed);
});

/** Per language, two datasets the catalogue removes, to dismiss. */
const removedInCatalogue: Record<Locale, [string, string]> = {
  en: ['library-branches', 'parking-fines-2024'],
  ja: ['hinanjo-ichiran', 'aed-setchi-basho'],
};

/** Per language, a dataset the catalogue removes, to create there again. */
const recreated: Record<Locale, string> = { en: 'parks-and-open-spaces', ja: 'shimin-matsuri' };

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

  it('dismisses the datasets the catalogue removed, from the list and from a dataset page', async () => {
    const [one, other] = removedInCatalogue[locale];
    for (const name of [one, other]) {
      catalogue.store.changeDataset(name, (dataset) => {
        dataset.state = 'deleted';
      });
    }
    await callFunction(journey.app, 'instances.harvest', { instanceId }, { cookie: owner.cookie });
    await waitForHarvest(journey.app, instanceId);

    // One from its page: the button says Dismiss, and the dialog what it does.
    const dataset = (await localDataset(one))!;
    const label = dataset.title || one;
    const { page } = await openSignedInPage(journey, { locale, user: owner });
    await page.goto(`${instancePath}/${dataset.id}`);
    await page.getByRole('button', { name: editT('delete.dismiss'), exact: true }).click();
    const dialog = page.getByRole('dialog', {
      name: editT('delete.dismissTitle', { name: label }),
    });
    await dialog.getByText(editT('delete.bodyRemoved')).waitFor();
    await dialog.getByRole('button', { name: editT('delete.dismiss'), exact: true }).click();
    await findText(page, editT('delete.dismissed', { name: label }));
    expect(await localDataset(one)).toBeUndefined();

    // The rest from the list, where it shows as removed.
    await page.goto(`${instancePath}?q=${other}`);
    await page.getByRole('button', { name: editT('delete.dismissAll') }).click();
    await page
      .getByRole('dialog', { name: editT('delete.dismissAllTitle') })
      .getByRole('button', { name: editT('delete.dismissAll') })
      .click();
    await findText(page, editT('delete.dismissedCount_one', { count: '1' }));
    await page.screenshot({ path: `e2e/artifacts/dismiss-removed-${locale}.png` });
    expect(await localDataset(other)).toBeUndefined();
    expect(await page.getByRole('button', { name: editT('delete.dismissAll') }).count()).toBe(0);
  });

  it('re-creates a dataset the catalogue removed, and its sync creates it there again', async () => {
    const name = recreated[locale];
    catalogue.store.changeDataset(name, (dataset) => {
      dataset.state = 'deleted';
    });
    await callFunction(journey.app, 'instances.harvest', { instanceId }, { cookie: owner.cookie });
    await waitForHarvest(journey.app, instanceId);
    const dataset = (await localDataset(name))!;
    const label = dataset.title || name;
    const { page } = await openSignedInPage(journey, { locale, user: owner });
    await page.goto(`${instancePath}/${dataset.id}`);
    await findText(page, datasetsT('removedDetail'));

    await page.getByRole('button', { name: editT('delete.recreate'), exact: true }).click();
    const dialog = page.getByRole('dialog', {
      name: editT('delete.recreateTitle', { name: label }),
    });
    await dialog.getByText(editT('delete.bodyRecreate')).waitFor();
    await page.screenshot({ path: `e2e/artifacts/recreate-dataset-confirm-${locale}.png` });
    await dialog.getByRole('button', { name: editT('delete.recreate'), exact: true }).click();
    await page.getByText(datasetsT('syncStatus.local_only'), { exact: true }).first().waitFor();

    await page
      .getByRole('button', { name: editT('sync.button'), exact: true })
      .first()
      .click();
    await findText(page, editT('sync.created'));
    expect(catalogue.store.liveDatasetNamed(name)?.state).toBe('active');
  });
});
