import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSampleCatalogue, type SampleCatalogue } from '#sample-catalogue/index.js';
import { CkanClient } from '#server/connectors/ckan/index.js';
import { startCatalogueProxy, type CatalogueProxy } from '#server/test-support/catalogue-proxy.js';
import { readCatalogueStamps, type HeldStamp } from './read-catalogue-stamps.js';

let catalogue: SampleCatalogue;
let proxy: CatalogueProxy;
let client: CkanClient;
const pageSize = 20;

beforeAll(async () => {
  catalogue = await startSampleCatalogue({ datasets: 120 });
  proxy = await startCatalogueProxy(catalogue.url);
  client = new CkanClient({ baseUrl: proxy.url, allowPrivateAddresses: true });
});
afterAll(async () => {
  await client.close();
  await proxy.close();
  await catalogue.close();
});

/** Every stamp the catalogue shows now, walked page by page (what a first look would hold). */
async function everyStamp(): Promise<Map<string, string>> {
  const byId = new Map<string, string>();
  for await (const page of client.listPackageStamps()) {
    for (const stamp of page) byId.set(stamp.id, stamp.metadata_modified);
  }
  return byId;
}

/** What a harvest that saw the catalogue as it is now holds. */
async function heldNow(): Promise<HeldStamp[]> {
  return [...(await everyStamp())].map(([ckanId, remoteModified]) => ({
    ckanId,
    remoteModified,
    removedAt: null,
    private: false,
  }));
}

async function read(held: readonly HeldStamp[]) {
  const before = proxy.calls('package_search').length;
  const stamps = await readCatalogueStamps(client, { held, readsPrivate: false, pageSize });
  return { stamps, searches: proxy.calls('package_search').length - before };
}

const oldestFirst = (held: HeldStamp[]) =>
  [...held].sort((a, b) => a.remoteModified!.localeCompare(b.remoteModified!));

describe('reading the catalogue’s stamps for a re-harvest', () => {
  it('reads one page when nothing changed, and answers as a walk of every stamp does', async () => {
    const held = await heldNow();
    expect(held.length).toBeGreaterThan(pageSize * 3);
    const { stamps, searches } = await read(held);
    expect(searches).toBe(1);
    expect(stamps).toEqual(await everyStamp());
  });

  it('finds a changed dataset and a new one on that page', async () => {
    const held = await heldNow();
    const changed = catalogue.store.changeDataset('kanko-shisetsu', (dataset) => {
      dataset.title = '観光施設一覧（改訂）';
    });
    const editor = new CkanClient({
      baseUrl: catalogue.url,
      apiKey: catalogue.editorToken('midori-city'),
      allowPrivateAddresses: true,
    });
    const created = await editor
      .packageCreate({ name: 'stamps-new-one', owner_org: 'midori-city' })
      .finally(() => editor.close());
    const { stamps, searches } = await read(held);
    expect(searches).toBe(1);
    expect(stamps.get(changed.id)).not.toBe(
      held.find((row) => row.ckanId === changed.id)!.remoteModified,
    );
    expect(stamps.has(created.id)).toBe(true);
    expect(stamps).toEqual(await everyStamp());
  });

  it('walks every stamp when a dataset it holds was deleted', async () => {
    const held = await heldNow();
    // Deep in the list, where the quick page does not reach: only the count can tell.
    const oldest = oldestFirst(held)[0]!;
    catalogue.store.changeDataset(oldest.ckanId, (dataset) => {
      dataset.state = 'deleted';
    });
    // CKAN's deletion moves metadata_modified on; a purge or a stale index would not.
    const { stamps, searches } = await read(held);
    expect(searches).toBeGreaterThan(1);
    expect(stamps.has(oldest.ckanId)).toBe(false);
    expect(stamps).toEqual(await everyStamp());
  });

  it('walks every stamp when the page shows an old dataset it never held (a new scope or key)', async () => {
    const held = await heldNow();
    const newest = oldestFirst(held).reverse();
    // The harvest never saw one of the datasets the page shows, older than its newest stamp.
    const unseen = newest[pageSize - 1]!;
    const { stamps, searches } = await read(held.filter((row) => row !== unseen));
    expect(searches).toBeGreaterThan(1);
    expect(stamps).toEqual(await everyStamp());
  });

  it('walks every stamp when the changes since the last harvest overflow the page', async () => {
    const held = await heldNow();
    // One more than the page holds: the first one changed is not on it.
    for (const row of oldestFirst(held).slice(0, pageSize + 1)) {
      catalogue.store.changeDataset(row.ckanId, (dataset) => {
        dataset.notes = `${dataset.notes ?? ''}（一括修正）`;
      });
    }
    const { stamps, searches } = await read(held);
    expect(searches).toBeGreaterThan(1);
    expect(stamps).toEqual(await everyStamp());
  });
});
