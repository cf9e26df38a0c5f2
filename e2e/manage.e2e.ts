import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales, type Locale } from '../contract/locales.js';
import { startSampleCatalogue, type SampleCatalogue } from '../sample-catalogue/index.js';
import { datasets, instances, workspaces } from '../server/db/schema/index.js';
import { saveCatalogueApiKey } from '../server/services/api-keys/catalogue-api-keys.js';
import { buildUser, type TestUser } from '../server/test-support/accounts.js';
import { buildHarvestedInstance, waitForHarvest } from '../server/test-support/catalogue.js';
import { callFunction } from '../server/test-support/call-function.js';
import { useJourneyApp } from './support/journey-app.js';
import { findHeading, findText, shows, waitForFocusOn } from './support/page-state.js';
import { openSignedInPage } from './support/signed-in.js';
import { textsOf } from './support/texts.js';

const journey = useJourneyApp();
let catalogue: SampleCatalogue;
let owner: TestUser;
let workspaceId: string;
let instanceId: string;

beforeAll(async () => {
  catalogue = await startSampleCatalogue();
  owner = await buildUser(journey.app, { name: 'Kenji Steward' });
  ({ workspaceId, instanceId } = await buildHarvestedInstance(journey.app, owner, catalogue.url));
  await saveCatalogueApiKey(journey.app.runtime.db, journey.app.config, {
    userId: owner.id,
    instanceId,
    apiKey: catalogue.adminToken,
    canWrite: true,
  });
});
afterAll(async () => {
  await catalogue?.close();
});

/** Per language, a dataset with two resources of its own: both journeys share one catalogue. */
const datasetOf: Record<Locale, string> = { en: 'parks-and-open-spaces', ja: 'hinanjo-ichiran' };
const addedName: Record<Locale, string> = { en: 'Parks (KML)', ja: '避難所一覧（GeoJSON）' };

const call = <T>(name: string, data: unknown) =>
  callFunction<T>(journey.app, name, data, { cookie: owner.cookie }).then((answer) => {
    if (answer.status !== 200) throw new Error(`${name}: ${JSON.stringify(answer.error)}`);
    return answer.result;
  });

describe.each(locales)('managing resources, instances and workspaces (%s)', (locale) => {
  const editT = textsOf(locale, 'datasetEdit');
  const datasetsT = textsOf(locale, 'datasets');
  const workspacesT = textsOf(locale, 'workspaces');
  const settingsT = textsOf(locale, 'settings');
  const eventsT = textsOf(locale, 'events');
  const commonT = textsOf(locale, 'common');

  it('edits, reorders, adds and deletes resources; one sync makes the catalogue hold them', async () => {
    const name = datasetOf[locale];
    const [row] = await journey.app.runtime.db
      .select({ id: datasets.id })
      .from(datasets)
      .where(and(eq(datasets.instanceId, instanceId), eq(datasets.name, name)));
    const before = catalogue.store.findDataset(name)!;
    const [first, second] = before.resources.map((resource) => resource.name!);
    const { page } = await openSignedInPage(journey, { locale, user: owner });
    await page.goto(`/workspaces/${workspaceId}/${instanceId}/${row!.id}`);
    await findHeading(page, before.title!);

    // Edit the first resource's name.
    await page
      .getByRole('button', { name: editT('resources.editNamed', { name: first! }) })
      .click();
    const dialog = page.getByRole('dialog', { name: editT('resources.editTitle') });
    await dialog.getByLabel(editT('resources.name'), { exact: true }).fill(`${first}（2025）`);
    await page.screenshot({ path: `e2e/artifacts/resource-dialog-${locale}.png` });
    await dialog.getByRole('button', { name: editT('resources.save') }).click();
    await findText(page, `${first}（2025）`);
    await shows(
      page.getByText(datasetsT('syncStatus.not_synced'), { exact: true }).first(),
      datasetsT('syncStatus.not_synced'),
    );

    // Move the second up; add one; delete the (now second) renamed first.
    await page.getByRole('button', { name: editT('resources.moveUp', { name: second! }) }).click();
    await page
      .getByRole('button', { name: editT('resources.moveUp', { name: `${first}（2025）` }) })
      .waitFor();
    await page.getByRole('button', { name: editT('resources.add') }).click();
    const add = page.getByRole('dialog', { name: editT('resources.addTitle') });
    await add.getByLabel(editT('resources.name'), { exact: true }).fill(addedName[locale]);
    await add
      .getByLabel(editT('resources.url'), { exact: true })
      .fill('https://example.jp/a.geojson');
    await add.getByLabel(editT('resources.format'), { exact: true }).fill('GeoJSON');
    await add.getByLabel(editT('resources.size'), { exact: true }).fill('1.5');
    await add.getByRole('button', { name: editT('resources.save') }).click();
    await findText(page, textsOf(locale, 'validation')('resourceSizeInteger'));
    await add.getByLabel(editT('resources.size'), { exact: true }).fill('2048');
    await add.getByRole('button', { name: editT('resources.save') }).click();
    await page.getByRole('link', { name: addedName[locale], exact: true }).waitFor();

    await page
      .getByRole('button', { name: editT('resources.deleteNamed', { name: `${first}（2025）` }) })
      .click();
    const confirm = page.getByRole('dialog', { name: editT('resources.deleteTitle') });
    await page.screenshot({ path: `e2e/artifacts/resource-delete-${locale}.png` });
    await confirm.getByRole('button', { name: editT('resources.delete') }).click();
    await confirm.waitFor({ state: 'detached' });

    await page
      .getByRole('button', { name: editT('sync.button') })
      .first()
      .click();
    await findText(page, editT('sync.done'));
    const held = catalogue.store.findDataset(name)!;
    expect(held.resources.map((resource) => resource.name)).toEqual([second, addedName[locale]]);
    expect(held.resources[1]).toMatchObject({
      format: 'GeoJSON',
      url: 'https://example.jp/a.geojson',
    });
  });

  it('reaches the events from the instance page, and edits the instance', async () => {
    const { page } = await openSignedInPage(journey, { locale, user: owner });
    await page.goto(`/workspaces/${workspaceId}/${instanceId}`);
    await page.getByRole('link', { name: workspacesT('events'), exact: true }).click();
    await findHeading(page, eventsT('title'));
    await page.goBack();

    // Escape closes the dialog and focus comes back to the button that opened it.
    await page.getByRole('button', { name: workspacesT('editInstance.open') }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: workspacesT('editInstance.title') }).waitFor();
    await page.keyboard.press('Escape');
    await waitForFocusOn(page.getByRole('button', { name: workspacesT('editInstance.open') }));
    await page.getByRole('button', { name: workspacesT('editInstance.open') }).click();
    const dialog = page.getByRole('dialog', { name: workspacesT('editInstance.title') });
    const newName = locale === 'ja' ? 'みどり市オープンデータ' : 'Midori open data';
    await dialog.getByLabel(workspacesT('instance.name'), { exact: true }).fill(newName);
    await dialog.getByLabel(workspacesT('instance.url'), { exact: true }).fill('not a url');
    await dialog.getByRole('button', { name: workspacesT('editInstance.submit') }).click();
    await findText(page, textsOf(locale, 'validation')('urlInvalid'));
    await page.screenshot({ path: `e2e/artifacts/instance-edit-${locale}.png` });
    await dialog.getByLabel(workspacesT('instance.url'), { exact: true }).fill(catalogue.url);
    await dialog.getByRole('button', { name: workspacesT('editInstance.submit') }).click();
    await dialog.waitFor({ state: 'detached' });
    await findHeading(page, newName);
    // Focus comes back to the button that opened the dialog.
    await waitForFocusOn(page.getByRole('button', { name: workspacesT('editInstance.open') }));
  });

  it('removes an instance after naming what is lost', async () => {
    const created = await call<{ id: string }>('instances.create', {
      workspaceId,
      name: `To remove ${locale}`,
      url: catalogue.url,
      limitScope: true,
      organizationIds: 'riverside-council',
    });
    await waitForHarvest(journey.app, created.id);
    const detail = await call<{ datasetCount: number }>('instances.get', {
      instanceId: created.id,
    });
    const { page } = await openSignedInPage(journey, { locale, user: owner });
    await page.goto(`/workspaces/${workspaceId}/${created.id}`);
    await page.getByRole('button', { name: workspacesT('removeInstance.open') }).click();
    const dialog = page.getByRole('dialog', {
      name: workspacesT('removeInstance.title', { name: `To remove ${locale}` }),
    });
    await shows(
      dialog.getByText(
        workspacesT('removeInstance.datasets', { number: String(detail.datasetCount) }),
      ),
      workspacesT('removeInstance.datasets', { number: String(detail.datasetCount) }),
    );
    await page.screenshot({ path: `e2e/artifacts/instance-remove-${locale}.png` });
    await dialog.getByRole('button', { name: workspacesT('removeInstance.confirm') }).click();
    await page.waitForURL(new RegExp(`/workspaces/${workspaceId}$`));
    const left = await journey.app.runtime.db
      .select()
      .from(instances)
      .where(eq(instances.id, created.id));
    expect(left).toHaveLength(0);
  });

  it('deletes a workspace once its name is typed', async () => {
    const name = locale === 'ja' ? '旧防災データ班' : 'Old archive team';
    const workspace = await call<{ id: string }>('workspaces.create', { name });
    const { page } = await openSignedInPage(journey, { locale, user: owner });
    await page.goto('/settings');
    await findHeading(page, settingsT('title'));
    const deleteButton = page.getByRole('button', {
      name: settingsT('workspaces.deleteOf', { name }),
    });
    const dialog = page.getByRole('dialog', { name: settingsT('workspaces.deleteOf', { name }) });
    // Cancel closes the dialog and deletes nothing.
    await deleteButton.click();
    await dialog.getByRole('button', { name: commonT('actions.cancel') }).click();
    await dialog.waitFor({ state: 'detached' });
    await findHeading(page, settingsT('title'));
    expect(
      await journey.app.runtime.db.select().from(workspaces).where(eq(workspaces.id, workspace.id)),
    ).toHaveLength(1);
    await deleteButton.click();
    const submit = dialog.getByRole('button', { name: settingsT('workspaces.deleteForever') });
    const typed = dialog.getByLabel(settingsT('workspaces.deleteTypeName', { name }));
    await typed.fill(name.slice(0, -1));
    expect(await submit.isDisabled()).toBe(true);
    await typed.fill(name);
    await page.screenshot({ path: `e2e/artifacts/workspace-delete-${locale}.png` });
    await submit.click();
    await findText(page, settingsT('workspaces.deleted', { name }));
    const left = await journey.app.runtime.db
      .select()
      .from(workspaces)
      .where(eq(workspaces.id, workspace.id));
    expect(left).toHaveLength(0);
  });
});
