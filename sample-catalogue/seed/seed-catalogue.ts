import type { CatalogueStore } from '../store/catalogue-store.js';
import { formatMicros } from '../store/clock.js';
import { SeededRandom } from '../store/random.js';
import type { StoredDataset, StoredResource, StoredUser } from '../store/types.js';
import { datasetSeeds, type DatasetSeed } from './dataset-seeds.js';
import { generatedDatasetSeed } from './generated-datasets.js';
import { sampleLicenses } from './licenses.js';
import { portalShapedDatasetSeed } from './portal-shaped-datasets.js';
import { resourceHostAddress } from './resource-hosts.js';
import { groupSeeds, organizationSeeds, toStoredGroup } from './organizations.js';

export interface SeedTokens {
  adminToken: string;
  readonlyToken: string;
  userToken: string;
  editorTokens: Map<string, string>;
}

const micros = (iso: string) => Date.parse(iso.endsWith('Z') ? iso : `${iso}Z`) * 1000;

export interface SeedOptions {
  seed: number;
  /** Generated datasets besides the hand-written ones. */
  extra: number;
  empty: boolean;
  /** Average resources of a generated dataset (3 by default; 11.7 gives 11 or 12). */
  resourcesPerDataset?: number;
  /**
   * Spread the generated datasets' links over this many hosts (resourceHostAddress, the site's
   * port), each link a URL of its own. 0 (the default): the site's own files, shared between datasets.
   */
  resourceHosts?: number;
  /** Generated datasets with every field filled as a real portal's (portalShapedDatasetSeed), for benches. */
  portalShaped?: boolean;
}

/** Fills the store: licences, users, organizations, groups, the hand-written datasets and `extra` generated ones. */
export function seedCatalogue(store: CatalogueStore, options: SeedOptions): SeedTokens {
  const random = new SeededRandom(options.seed);
  const at = (iso: string, jitterSeconds = 0) =>
    formatMicros(micros(iso) + Math.floor(random.next() * jitterSeconds * 1e6));
  store.licenses.push(...sampleLicenses());

  const user = (name: string, fullname: string, token: string, sysadmin = false): StoredUser =>
    store.addUser({
      id: random.uuid(),
      name,
      fullname,
      email: `${name}@example.jp`,
      token,
      sysadmin,
      created: at('2024-03-01T00:00:00', 86_400),
    });
  const admin = user('ckan_admin', 'CKAN Admin', `sample-admin-token-${options.seed}`, true);
  const readonly = user(
    'readonly_user',
    '閲覧専用ユーザー',
    `sample-readonly-token-${options.seed}`,
  );
  user('plain_user', 'Plain User', `sample-user-token-${options.seed}`);

  const editorTokens = new Map<string, string>();
  const tokens = {
    adminToken: admin.token,
    readonlyToken: readonly.token,
    userToken: `sample-user-token-${options.seed}`,
    editorTokens,
  };
  if (options.empty) return tokens;
  const organizations = organizationSeeds.map((seed) =>
    store.addGroup(toStoredGroup(seed, random.uuid(), at('2024-03-15T00:00:00', 86_400), true)),
  );
  const groups = groupSeeds.map((seed) =>
    store.addGroup(toStoredGroup(seed, random.uuid(), at('2024-03-20T00:00:00', 86_400), false)),
  );
  for (const organization of organizations) {
    const token = `sample-editor-${organization.name}-token-${options.seed}`;
    const editor = user(
      `editor_${organization.name.replace(/-/g, '_')}`,
      `${organization.title} 編集者`,
      token,
    );
    organization.members.set(admin.id, 'admin');
    organization.members.set(editor.id, 'editor');
    organization.members.set(readonly.id, 'member');
    // Adding a dataset to a group needs membership of that group (manage_group).
    for (const group of groups) group.members.set(editor.id, 'member');
    editorTokens.set(organization.name, token);
    editorTokens.set(organization.id, token);
  }
  for (const group of groups) group.members.set(admin.id, 'admin');

  const created = (index: number) =>
    formatMicros(
      micros('2024-04-01T09:00:00') + index * 3_600_000_000 + Math.floor(random.next() * 1e9),
    );
  datasetSeeds.forEach((seed, index) => {
    const stamp = created(index);
    const modified = formatMicros(
      micros(`${stamp.slice(0, 19)}`) + Math.floor(random.next() * 200 * 86_400 * 1e6),
    );
    store.insertDataset(toDataset(store, random, seed, admin.id, stamp, modified));
  });
  // Resource counts per dataset in thousandths, so that n datasets have n × average resources.
  const perMille = Math.round((options.resourcesPerDataset ?? 3) * 1000);
  const hosts = options.resourceHosts ?? 0;
  const port = new URL(store.siteUrl).port;
  let link = 0;
  for (let index = 0; index < options.extra; index += 1) {
    const count =
      Math.floor(((index + 1) * perMille) / 1000) - Math.floor((index * perMille) / 1000);
    const seed = (options.portalShaped ? portalShapedDatasetSeed : generatedDatasetSeed)(
      index,
      random,
      count,
    );
    if (hosts > 0) {
      for (const resource of seed.resources) {
        const separator = resource.url.includes('?') ? '&' : '?';
        resource.url = `http://${resourceHostAddress(link % hosts)}:${port}${resource.url}${separator}link=${link}`;
        link += 1;
      }
    }
    const stamp = formatMicros(
      micros('2023-01-01T00:00:00') + index * 60_000_000 + Math.floor(random.next() * 1e6),
    );
    const modified = formatMicros(
      micros(stamp.slice(0, 19)) +
        ((index * 7919) % 600) * 86_400_000_000 +
        Math.floor(random.next() * 1e9),
    );
    store.insertDataset(toDataset(store, random, seed, admin.id, stamp, modified));
  }
  return tokens;
}

function toDataset(
  store: CatalogueStore,
  random: SeededRandom,
  seed: DatasetSeed,
  creator: string,
  created: string,
  modified: string,
): StoredDataset {
  const id = random.uuid();
  const organization = store.findGroup(seed.organization, true);
  if (!organization)
    throw new Error(`seed dataset ${seed.name}: no organization ${seed.organization}`);
  const resources: StoredResource[] = seed.resources.map((resource) => ({
    id: random.uuid(),
    package_id: id,
    url: resource.url.startsWith('/') ? `${store.siteUrl}${resource.url}` : resource.url,
    name: resource.name,
    description: resource.description ?? null,
    format: resource.format ?? null,
    mimetype: resource.mimetype ?? null,
    mimetype_inner: null,
    size: resource.size ?? null,
    hash: resource.hash ?? '',
    resource_type: null,
    url_type: null,
    created,
    last_modified: resource.lastModified ?? null,
    metadata_modified: created,
    cache_url: null,
    cache_last_updated: null,
    extras: { ...resource.extras },
  }));
  for (const tag of seed.tags) store.setTagId(tag, random.uuid());
  return {
    id,
    name: seed.name,
    title: seed.title,
    notes: seed.notes,
    url: seed.url ?? null,
    version: seed.version ?? null,
    author: seed.author ?? null,
    author_email: seed.authorEmail ?? null,
    maintainer: seed.maintainer ?? organization.title,
    maintainer_email: seed.maintainerEmail ?? null,
    license_id: seed.license,
    owner_org: organization.id,
    private: seed.private ?? false,
    state: 'active',
    type: 'dataset',
    creator_user_id: creator,
    metadata_created: created,
    metadata_modified: modified,
    extras: { update_frequency: seed.frequency, ...(seed.extras ?? {}) },
    tags: [...seed.tags].sort(),
    groups: seed.groups
      .map((name) => store.findGroup(name, false)?.id)
      .filter((groupId): groupId is string => groupId !== undefined),
    resources,
  };
}
