import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { referenceDir } from '#server/connectors/ckan/test-support/reference-responses.js';
import { CatalogueStore } from '../store/catalogue-store.js';
import { packageDict } from '../store/dictize.js';
import { seedCatalogue } from './seed-catalogue.js';

const recorded = (
  JSON.parse(readFileSync(path.join(referenceDir, 'package_show.json'), 'utf8')) as {
    result: Record<string, unknown>;
  }
).result;

const keysOf = (value: unknown) => Object.keys(value as Record<string, unknown>).sort();
const first = (value: unknown) => (value as unknown[])[0];

function portalShapedPackages(): Array<Record<string, unknown>> {
  const store = new CatalogueStore('http://127.0.0.1:5050', 'Sample');
  seedCatalogue(store, {
    seed: 1,
    extra: 4,
    empty: false,
    resourcesPerDataset: 2.5,
    portalShaped: true,
  });
  return [...store.datasets.values()]
    .filter((dataset) => dataset.name.startsWith('generated-'))
    .map((dataset) => packageDict(store, dataset));
}

describe('portal-shaped generated datasets', () => {
  it("carry exactly the keys of a recorded CKAN 2.10 package_show, each part's too", () => {
    for (const dict of portalShapedPackages()) {
      expect(keysOf(dict)).toEqual(keysOf(recorded));
      expect(keysOf(dict.organization)).toEqual(keysOf(recorded.organization));
      expect(keysOf(first(dict.groups))).toEqual(keysOf(first(recorded.groups)));
      expect(keysOf(first(dict.tags))).toEqual(keysOf(first(recorded.tags)));
      expect(keysOf(first(dict.extras))).toEqual(keysOf(first(recorded.extras)));
      for (const resource of dict.resources as unknown[]) {
        // The DataStore plugin's key, which the recorded site (without it) does not show.
        expect(keysOf(resource)).toEqual(
          [...keysOf(first(recorded.resources)), 'datastore_active'].sort(),
        );
      }
    }
  });

  it('fill the fields a real portal fills: 2–3 resources, six extras, two groups', () => {
    const dicts = portalShapedPackages();
    expect(dicts.map((dict) => (dict.resources as unknown[]).length)).toEqual([2, 3, 2, 3]);
    for (const dict of dicts) {
      for (const key of ['author', 'author_email', 'maintainer_email', 'url', 'version'])
        expect(dict[key], key).toEqual(expect.any(String));
      expect(dict.extras).toHaveLength(6);
      expect(dict.groups).toHaveLength(2);
      for (const resource of dict.resources as Array<Record<string, unknown>>) {
        for (const key of ['description', 'mimetype', 'hash', 'last_modified'])
          expect(resource[key], key).toEqual(expect.any(String));
        expect(resource.size).toEqual(expect.any(Number));
        expect(resource.datastore_active).toEqual(expect.any(Boolean));
      }
    }
  });
});
