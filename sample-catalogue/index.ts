import type { AddressInfo } from 'node:net';
import { listenOnResourceHosts } from './listen-on-resource-hosts.js';
import { searchDocument } from './actions/search-index.js';
import { seedCatalogue } from './seed/seed-catalogue.js';
import { packageJson } from './store/dictize.js';
import { createCatalogueServer } from './server.js';
import { CatalogueStore } from './store/catalogue-store.js';

export { CatalogueStore } from './store/catalogue-store.js';
export type { StoredDataset, StoredResource, StoredGroup, StoredUser } from './store/types.js';
export { sampleFiles } from './files/file-catalogue.js';

export interface SampleCatalogueOptions {
  /** 0 (the default) = any free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Extra generated datasets (about 3 resources each), deterministic for the seed. Default 0. */
  datasets?: number;
  seed?: number;
  /** Only users and licences: no organizations, groups or datasets (for tests that build their own). */
  empty?: boolean;
  /** How long /links/slow.csv waits before answering. Default 10 000 ms. */
  slowLinkMs?: number;
  /** Average resources of a generated dataset. Default 3. */
  resourcesPerDataset?: number;
  /**
   * Spread the generated datasets' links over this many hosts, 127.1.0.1 and up (Linux loopback),
   * on the catalogue's port, each link a URL of its own; the catalogue answers on every address.
   * Default 0: links to the site's own files, shared between datasets.
   */
  resourceHosts?: number;
  /** How long each resource host waits before it answers (an internet round trip). Default 0. */
  resourceHostLatencyMs?: number;
  /** How long each Action API request waits before it is answered (a distant catalogue). Default 0. */
  actionLatencyMs?: number;
  /**
   * Generated datasets with every field of a real portal's package filled (author, version, six
   * extras, two groups, resources with MIME type, size, hash…), for benches. Default false.
   */
  portalShaped?: boolean;
}

export interface SampleCatalogue {
  /** e.g. http://127.0.0.1:41234 — the site URL; the Action API is under /api/3/action/. */
  url: string;
  /** A sysadmin's API token. */
  adminToken: string;
  /** The token of a user who is editor in that organization (by name or id). */
  editorToken(organization: string): string;
  /** A user who is a plain member of every organization: reads private datasets, may write nothing. */
  readonlyToken: string;
  /** A user in no organization at all. */
  userToken: string;
  /** The in-memory data, for tests that change a dataset "directly in CKAN" (store.changeDataset). */
  store: CatalogueStore;
  close(): Promise<void>;
}

export const sampleSiteTitle = 'Sample Catalogue (a CKAN stand-in, invented data)';

/** Starts the CKAN stand-in: listens first (resource URLs need the port), then seeds. */
export async function startSampleCatalogue(
  options: SampleCatalogueOptions = {},
): Promise<SampleCatalogue> {
  // Requests that arrive before seeding ends get a 503.
  const holder: { store?: CatalogueStore } = {};
  const server = createCatalogueServer(() => holder.store, {
    slowLinkMs: options.slowLinkMs ?? 10_000,
    resourceHostLatencyMs: options.resourceHostLatencyMs ?? 0,
    actionLatencyMs: options.actionLatencyMs ?? 0,
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const hostListeners = await listenOnResourceHosts(server, port, options.resourceHosts ?? 0);
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const ready = new CatalogueStore(url, sampleSiteTitle);
  const tokens = seedCatalogue(ready, {
    seed: options.seed ?? 1,
    extra: options.datasets ?? 0,
    empty: options.empty ?? false,
    resourcesPerDataset: options.resourcesPerDataset,
    resourceHosts: options.resourceHosts,
    portalShaped: options.portalShaped ?? false,
  });
  // Index and serialise every dataset now, so the first search answers as fast as the later ones.
  for (const dataset of ready.datasets.values()) {
    searchDocument(ready, dataset);
    packageJson(ready, dataset);
  }
  holder.store = ready;
  return {
    url,
    adminToken: tokens.adminToken,
    readonlyToken: tokens.readonlyToken,
    userToken: tokens.userToken,
    editorToken(organization: string): string {
      const token = tokens.editorTokens.get(organization);
      if (!token) throw new Error(`The sample catalogue has no organization ${organization}`);
      return token;
    },
    store: ready,
    close: async () => {
      for (const listener of hostListeners) listener.close();
      await new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
    },
  };
}
