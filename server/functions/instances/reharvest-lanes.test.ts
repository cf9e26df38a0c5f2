import { describe, expect, it } from 'vitest';
import { useSyncFixture } from '../../test-support/use-sync-fixture.js';

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
});
