import { describe, expect, it } from 'vitest';
import { useSyncFixture } from '#server/test-support/use-sync-fixture.js';

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('a re-harvest and the catalogue', () => {
  const fixture = useSyncFixture();

  it('reads the stamps beside the catalogue’s lists, never more than two requests at a time', async () => {
    const organizations = fixture.proxy.holdNext('organization_list');
    const stampsBefore = fixture.proxy.calls('package_search').length;
    const harvested = fixture.harvest();
    await organizations.reached;
    // The organizations' answer is held: the stamps pass goes on without it (no scope to resolve).
    await until(() => fixture.proxy.calls('package_search').length > stampsBefore);
    organizations.release();
    await harvested;
    expect(fixture.proxy.mostAtOnce()).toBeLessThanOrEqual(2);
    expect(fixture.proxy.calls('license_list').length).toBeGreaterThan(0);
  });

  it('asks for the stamps while the status is on its way, and for the licences once', async () => {
    const status = fixture.proxy.holdNext('status_show');
    const stampsBefore = fixture.proxy.calls('package_search').length;
    const licencesBefore = fixture.proxy.calls('license_list').length;
    const harvested = fixture.harvest();
    await status.reached;
    await until(() => fixture.proxy.calls('package_search').length > stampsBefore);
    status.release();
    await harvested;
    expect(fixture.proxy.mostAtOnce()).toBeLessThanOrEqual(2);
    expect(fixture.proxy.calls('license_list').length).toBe(licencesBefore + 1);
  });

  it('fails at the next dataset it would write when a list read beside it failed', async () => {
    fixture.catalogue.store.changeDataset('kouhou-midori', (dataset) => {
      dataset.title = '広報みどり（カタログで修正）';
    });
    const show = fixture.proxy.holdNext('package_show');
    fixture.proxy.failNext(
      'group_list',
      403,
      JSON.stringify({
        help: 'h',
        success: false,
        error: { __type: 'Authorization Error', message: 'Access denied' },
      }),
    );
    const harvested = fixture.harvest();
    harvested.catch(() => undefined);
    await show.reached;
    await until(() => fixture.proxy.calls('group_list').length > 0);
    show.release();
    await expect(harvested).rejects.toThrow(/Access denied|group_list/);
    expect((await fixture.datasetNamed('kouhou-midori')).title).not.toBe(
      '広報みどり（カタログで修正）',
    );
  });
});
