import { randomUUID } from 'node:crypto';
import { CkanClock } from './clock.js';
import type {
  Capacity,
  StoredDataset,
  StoredGroup,
  StoredLicense,
  StoredResource,
  StoredUser,
} from './types.js';

/**
 * Everything the sample catalogue holds, in memory. Tests reach it through
 * `SampleCatalogue.store` to change a dataset "directly in CKAN" (changeDataset), or to read
 * what a sync wrote.
 */
export class CatalogueStore {
  readonly clock = new CkanClock();
  readonly users = new Map<string, StoredUser>();
  readonly groups = new Map<string, StoredGroup>();
  readonly licenses: StoredLicense[] = [];
  /** Datasets by id, in creation order. */
  readonly datasets = new Map<string, StoredDataset>();
  private readonly datasetIdByName = new Map<string, string>();
  private readonly tagIds = new Map<string, string>();
  /** Per-dataset caches (API dict as JSON, search document); dropped on every change. */
  private readonly caches = new Map<string, Map<string, unknown>>();
  /** Moves on whenever a dataset (or everything) changes: caches across datasets compare it. */
  generation = 0;

  constructor(
    /** The site URL, e.g. http://127.0.0.1:5050 (used in `help` links and status_show). */
    readonly siteUrl: string,
    readonly siteTitle: string,
  ) {}

  // ── users and memberships ──────────────────────────────────────────────
  addUser(user: StoredUser): StoredUser {
    this.users.set(user.id, user);
    return user;
  }

  userByToken(token: string | undefined): StoredUser | undefined {
    if (!token) return undefined;
    for (const user of this.users.values()) if (user.token === token) return user;
    return undefined;
  }

  userByName(name: string): StoredUser | undefined {
    for (const user of this.users.values()) if (user.name === name || user.id === name) return user;
    return undefined;
  }

  capacityOf(user: StoredUser | undefined, groupId: string): Capacity | undefined {
    return user ? this.groups.get(groupId)?.members.get(user.id) : undefined;
  }

  // ── organizations and groups ───────────────────────────────────────────
  addGroup(group: StoredGroup): StoredGroup {
    this.groups.set(group.id, group);
    return group;
  }

  /** An active organization or group by id or name. */
  findGroup(idOrName: string, isOrganization?: boolean): StoredGroup | undefined {
    const byId = this.groups.get(idOrName);
    const found = byId ?? [...this.groups.values()].find((group) => group.name === idOrName);
    if (!found || found.state !== 'active') return undefined;
    if (isOrganization !== undefined && found.isOrganization !== isOrganization) return undefined;
    return found;
  }

  organizations(): StoredGroup[] {
    return [...this.groups.values()].filter(
      (group) => group.isOrganization && group.state === 'active',
    );
  }

  plainGroups(): StoredGroup[] {
    return [...this.groups.values()].filter(
      (group) => !group.isOrganization && group.state === 'active',
    );
  }

  license(id: string | null): StoredLicense | undefined {
    return id ? this.licenses.find((license) => license.id === id) : undefined;
  }

  tagId(name: string): string {
    let id = this.tagIds.get(name);
    if (!id) {
      id = randomUUID();
      this.tagIds.set(name, id);
    }
    return id;
  }

  /** Pin a tag id (seed data is deterministic). */
  setTagId(name: string, id: string): void {
    if (!this.tagIds.has(name)) this.tagIds.set(name, id);
  }

  tagNames(): string[] {
    return [...this.tagIds.keys()];
  }

  // ── datasets ───────────────────────────────────────────────────────────
  /** A dataset by id or name, whatever its state (like CKAN's Package.get). */
  findDataset(idOrName: string): StoredDataset | undefined {
    const byId = this.datasets.get(idOrName);
    if (byId) return byId;
    const id = this.datasetIdByName.get(idOrName);
    return id ? this.datasets.get(id) : undefined;
  }

  /** The active (or draft) dataset holding this name, if any: CKAN's unique-name rule ignores deleted ones. */
  liveDatasetNamed(name: string): StoredDataset | undefined {
    const dataset = this.findDataset(name);
    return dataset && dataset.name === name && dataset.state !== 'deleted' ? dataset : undefined;
  }

  insertDataset(dataset: StoredDataset): StoredDataset {
    // CKAN frees the name of a deleted dataset when another takes it (table_dict_save renames it to its id).
    const previous = this.findDataset(dataset.name);
    if (previous && previous.name === dataset.name && previous.id !== dataset.id) {
      previous.name = previous.id;
      this.datasetIdByName.set(previous.id, previous.id);
    }
    this.datasets.set(dataset.id, dataset);
    this.datasetIdByName.set(dataset.name, dataset.id);
    for (const tag of dataset.tags) this.tagId(tag);
    this.invalidate(dataset.id);
    return dataset;
  }

  /** Re-index after a change of name and drop cached views. */
  saved(dataset: StoredDataset, previousName?: string): void {
    if (
      previousName &&
      previousName !== dataset.name &&
      this.datasetIdByName.get(previousName) === dataset.id
    ) {
      this.datasetIdByName.delete(previousName);
    }
    this.datasetIdByName.set(dataset.name, dataset.id);
    for (const tag of dataset.tags) this.tagId(tag);
    this.invalidate(dataset.id);
  }

  /**
   * Change a dataset as if someone edited it in CKAN's own UI: the mutation runs, then
   * metadata_modified moves on. Returns the dataset.
   */
  changeDataset(idOrName: string, mutate: (dataset: StoredDataset) => void): StoredDataset {
    const dataset = this.findDataset(idOrName);
    if (!dataset) throw new Error(`No dataset ${idOrName} in the sample catalogue`);
    const previousName = dataset.name;
    mutate(dataset);
    dataset.metadata_modified = this.clock.now();
    this.saved(dataset, previousName);
    return dataset;
  }

  findResource(
    id: string,
  ): { dataset: StoredDataset; resource: StoredResource; index: number } | undefined {
    for (const dataset of this.datasets.values()) {
      const index = dataset.resources.findIndex((resource) => resource.id === id);
      const resource = dataset.resources[index];
      if (resource) return { dataset, resource, index };
    }
    return undefined;
  }

  /** A cached value derived from one dataset (dropped whenever the dataset changes). */
  cached<T>(datasetId: string, key: string, build: () => T): T {
    let cache = this.caches.get(datasetId);
    if (!cache) {
      cache = new Map();
      this.caches.set(datasetId, cache);
    }
    if (cache.has(key)) return cache.get(key) as T;
    const value = build();
    cache.set(key, value);
    return value;
  }

  invalidate(datasetId: string): void {
    this.caches.delete(datasetId);
    this.generation += 1;
  }

  /** Drop every cache, e.g. after an organization or licence changed title. */
  invalidateAll(): void {
    this.caches.clear();
    this.generation += 1;
  }
}
