import { beforeAll, describe, expect, it } from 'vitest';
import { locales, type Locale } from '../contract/locales.js';
import type { DatasetDetail } from '../contract/functions/datasets/index.js';
import type { SampleCatalogue } from '../sample-catalogue/index.js';
import type { TestUser } from '../server/test-support/accounts.js';
import { callFunction } from '../server/test-support/call-function.js';
import { formValuesOf } from '../server/test-support/sync-fixture.js';
import { useJourneyApp } from './support/journey-app.js';
import { useKeyedCatalogue } from './support/keyed-catalogue.js';
import { findHeading } from './support/page-state.js';
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

/** Per language: a dataset that syncs, one changed in the catalogue meanwhile, one it refuses. */
const cases: Record<Locale, { synced: string; conflict: string; refused: string }> = {
  en: { synced: 'kanko-shisetsu', conflict: 'setai-su-suii', refused: 'library-branches' },
  ja: { synced: 'gomi-shushu-bi', conflict: 'jigyosho-tokei', refused: 'tokei-nenkan' },
};

const call = <T>(name: string, data: unknown) =>
  callFunction<T>(journey.app, name, data, { cookie: owner.cookie });

async function edit(name: string, changes: Record<string, unknown>): Promise<DatasetDetail> {
  const list = await call<{ items: { id: string; name: string }[] }>('datasets.list', {
    instanceId,
    q: name,
  });
  const id = list.result.items.find((item) => item.name === name)!.id;
  const detail = (await call<DatasetDetail>('datasets.get', { datasetId: id })).result;
  const saved = await call<DatasetDetail>('datasets.update', {
    ...formValuesOf(detail),
    datasetId: id,
    version: detail.version,
    ...changes,
  });
  expect(saved.status, JSON.stringify(saved.error)).toBe(200);
  return saved.result;
}

describe.each(locales)('the result of syncing many datasets (%s)', (locale) => {
  const t = textsOf(locale, 'syncRuns');

  it('shows the progress, then a result per dataset: synced, a conflict to resolve, a refusal', async () => {
    const names = cases[locale];
    const synced = await edit(names.synced, { title: `Revised ${names.synced}` });
    const conflicted = await edit(names.conflict, { title: `Revised ${names.conflict}` });
    catalogue.store.changeDataset(names.conflict, (dataset) => {
      dataset.notes = 'Changed in the catalogue meanwhile.';
    });
    const refused = await edit(names.refused, { tags: ['x'] });
    const started = await call<{ runId: string }>('datasets.syncMany', {
      instanceId,
      target: { kind: 'ids', ids: [synced.id, conflicted.id, refused.id] },
    });
    expect(started.status, JSON.stringify(started.error)).toBe(200);

    const { page } = await openSignedInPage(journey, { locale, user: owner });
    await page.goto(`${instancePath}/sync-runs/${started.result.runId}`);
    await findHeading(page, t('title'));
    const progress = page.getByRole('progressbar', { name: t('progressLabel') });
    await progress.waitFor();
    expect(await progress.getAttribute('aria-valuemax')).toBe('3');
    // The page asks again while the run goes on: it ends with every dataset done.
    await page.locator('[role="progressbar"][aria-valuenow="3"]').waitFor();
    // The counts are read out as they change: a polite live region holds them.
    const counts = t('counts', {
      done: '3',
      total: '3',
      synced: '1',
      conflict: '1',
      refused: '1',
      failed: '0',
      held: '0',
      cancelled: '0',
    });
    await page.locator('[aria-live="polite"]', { hasText: counts }).waitFor();
    await page.getByText(t('status.finished'), { exact: true }).waitFor();
    await page.getByText(t('outcomes.conflict'), { exact: true }).waitFor();
    await page.getByText(t('outcomes.refused'), { exact: true }).waitFor();
    await page.getByText(t('outcomes.synced'), { exact: true }).waitFor();
    await page.getByText(/length is less than minimum 2/).waitFor();
    expect(await page.getByRole('button', { name: t('cancel') }).count()).toBe(0);
    await page.screenshot({ path: `e2e/artifacts/sync-run-${locale}.png`, fullPage: true });

    // The conflict's link opens its side-by-side view.
    await page.getByRole('link', { name: t('detail.openConflict') }).click();
    await page.waitForURL(`**/${conflicted.id}/conflict`);
  });
});
