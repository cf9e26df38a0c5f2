import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales, type Locale } from '../contract/locales.js';
import { startSampleCatalogue, type SampleCatalogue } from '../sample-catalogue/index.js';
import { saveCatalogueApiKey } from '../server/services/api-keys/catalogue-api-keys.js';
import { buildUser, type TestUser } from '../server/test-support/accounts.js';
import { buildHarvestedInstance } from '../server/test-support/catalogue.js';
import { openPage } from './support/browser.js';
import { useJourneyApp } from './support/journey-app.js';
import { tabTo } from './support/keyboard.js';
import { findHeading, findText } from './support/page-state.js';
import { textsOf } from './support/texts.js';

const journey = useJourneyApp();
let catalogue: SampleCatalogue;
let owner: TestUser;
let instancePath: string;

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
