import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loadRecordedResponses,
  type RecordedResponse,
} from '../server/connectors/ckan/test-support/reference-responses.js';
import { startSampleCatalogue, type SampleCatalogue } from './index.js';
import { compareShapes } from './test-support/compare-shapes.js';

/**
 * Replays the requests behind each recorded CKAN 2.10.4 answer (shared/reference) against the
 * sample catalogue, in the recorded order, and compares status, envelope, error types, field
 * names and the shape of results. The index names the action and GET parameters; the bodies of
 * the POSTs are reconstructed from what the recorded answers show.
 */

interface Replay {
  body?: Record<string, unknown> | string;
  /** Compare shapes only: the values are the site's own (titles, versions…). */
  shapeOnly?: boolean;
  /** Keys whose value legitimately differs on the sample. */
  ignoreValues?: string[];
  skip?: string;
}

const replays: Record<string, Replay> = {
  status_show: { shapeOnly: true },
  // The sample adds CC BY 4.0 and Japanese government licences after CKAN's default fifteen.
  license_list: { shapeOnly: true },
  organization_create: {
    skip: 'organization_create is not implemented: the sample seeds its organizations',
  },
  group_create: { skip: 'group_create is not implemented: the sample seeds its groups' },
  organization_show: { ignoreValues: ['users'] },
  organization_show_after: { ignoreValues: ['users'] },
  package_create: {
    body: {
      name: 'test-dataset',
      title: 'Test Dataset',
      owner_org: 'test-org',
      notes: 'Some **markdown** notes',
      author: 'Jane Doe',
      maintainer_email: 'data@example.org',
      license_id: 'cc-by',
      url: 'http://example.org/source',
      version: '1.0',
      tags: [{ name: 'economy' }, { name: 'health' }],
      groups: [{ name: 'test-group' }],
      extras: [
        { key: 'spatial_coverage', value: 'Country' },
        { key: 'update_frequency', value: 'monthly' },
      ],
      resources: [
        {
          name: 'Data CSV',
          url: 'http://example.com/data.csv',
          format: 'CSV',
          description: 'Main table',
        },
        { name: 'API', url: 'http://example.com/api', format: 'JSON' },
      ],
    },
  },
  package_patch: {
    body: {
      id: 'test-dataset',
      title: 'Test Dataset (patched)',
      extras: [{ key: 'update_frequency', value: 'weekly' }],
    },
  },
  resource_patch: {
    body: { id: 'ba13270b-083d-4d7b-aa43-388baa09323d', description: 'Main table (patched)' },
  },
  resource_create: {
    body: { package_id: 'test-dataset', name: 'Extra XLSX', url: 'http://example.com/extra.xlsx' },
  },
  package_create_second: {
    body: {
      name: 'second-dataset',
      title: 'Second Dataset about water',
      owner_org: 'test-org',
      notes: 'Water quality',
      tags: [{ name: 'water' }],
      extras: [{ key: 'update_frequency', value: 'annual' }],
    },
  },
  package_create_private: {
    body: {
      name: 'private-dataset',
      title: 'Private Dataset',
      owner_org: 'test-org',
      private: true,
    },
  },
  package_search_post: { body: { q: '*:*', rows: 1, sort: 'metadata_modified desc' } },
  tag_list: { ignoreValues: ['*'] },
  error_403_package_create_anon: { body: { name: 'anon-dataset', owner_org: 'test-org' } },
  error_403_package_create_nonmember: { body: { name: 'user-dataset', owner_org: 'test-org' } },
  error_403_package_patch_nonmember: { body: { id: 'test-dataset', title: 'Hijacked' } },
  error_409_validation: {
    body: { name: 'Bad Name!', owner_org: 'test-org', extras: [{ key: 'no_value' }] },
  },
  error_409_duplicate_name: { body: { name: 'test-dataset', owner_org: 'test-org' } },
  error_409_missing_org: { body: { name: 'orphan-dataset', owner_org: 'no-such-org' } },
  error_409_package_patch_bad: { body: { id: 'test-dataset', name: 'x' } },
  error_400_bad_json: { body: '{"name": "broken",' },
  error_409_missing_id: { body: {} },
  user_create: { skip: 'user_create is not implemented: the sample seeds its users' },
  api_token_create: { skip: 'API tokens are fixed by the sample (no api_token_* actions)' },
  api_token_list: { skip: 'API tokens are fixed by the sample (no api_token_* actions)' },
  package_delete: { body: { id: 'second-dataset' } },
  package_create_toplevel_extra_field: {
    body: { name: 'toplevel-extra', owner_org: 'test-org', update_frequency: 'weekly' },
  },
  package_activity_list: { skip: 'the activity stream (package_activity_list) is not implemented' },
  resource_create_upload: { skip: 'file uploads (multipart resource_create) are not implemented' },
  error_bad_token_write: { body: { name: 'bad-token-dataset', owner_org: 'test-org' } },
};

const recorded = loadRecordedResponses();
const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

describe('sample catalogue conforms to recorded CKAN 2.10.4 answers', () => {
  let catalogue: SampleCatalogue;
  /** recorded id → the sample's id for the same thing */
  const ids = new Map<string, string>();
  const mapIds = (text: string) => text.replace(uuid, (id) => ids.get(id) ?? id);

  beforeAll(async () => {
    catalogue = await startSampleCatalogue({ empty: true });
    const { store } = catalogue;
    const admin = store.userByToken(catalogue.adminToken)!;
    const created = store.clock.now();
    store.addGroup({
      id: '5dc50de9-550a-4dc7-90f3-9e4a14773ad5',
      name: 'test-org',
      title: 'Test Organization',
      description: 'Org for API tests',
      image_url: '',
      created,
      isOrganization: true,
      extras: { region: 'north' },
      members: new Map([[admin.id, 'admin']]),
      state: 'active',
    });
    store.addGroup({
      id: '29634f43-5671-4e24-a345-03880878391d',
      name: 'test-group',
      title: 'Test Group',
      description: 'Group for API tests',
      image_url: '',
      created,
      isOrganization: false,
      extras: {},
      members: new Map([[admin.id, 'admin']]),
      state: 'active',
    });
  });
  afterAll(() => catalogue.close());

  const tokenFor = (entry: RecordedResponse): string | undefined =>
    ({
      none: undefined,
      admin: catalogue.adminToken,
      user: catalogue.userToken,
      bad: 'not-a-real-token',
    })[entry.caller];

  for (const entry of recorded) {
    const replay = replays[entry.name] ?? {};
    const name = replay.skip
      ? `${entry.name} — skipped: ${replay.skip}`
      : `${entry.name}: ${entry.action} → ${entry.status}`;
    it.skipIf(Boolean(replay.skip))(name, async () => {
      const query = entry.query ? `?${mapIds(entry.query.toString())}` : '';
      const isPost = replay.body !== undefined;
      const headers: Record<string, string> = {};
      const token = tokenFor(entry);
      if (token) headers.authorization = token;
      let body: string | undefined;
      if (isPost) {
        headers['content-type'] = 'application/json';
        body =
          typeof replay.body === 'string' ? replay.body : mapIds(JSON.stringify(replay.body ?? {}));
      }
      const response = await fetch(`${catalogue.url}/api/3/action/${entry.action}${query}`, {
        method: isPost ? 'POST' : 'GET',
        headers,
        ...(body !== undefined ? { body } : {}),
      });
      const actual = (await response.json()) as unknown;
      expect(response.status).toBe(entry.status);
      learnIds(entry.body, actual, ids);
      const expected = JSON.parse(mapIds(JSON.stringify(entry.body))) as unknown;
      const differences = compareShapes(expected, actual, {
        shapeOnly: replay.shapeOnly ?? false,
        ignoreValues: new Set(replay.ignoreValues ?? []),
      });
      expect(differences).toEqual([]);
    });
  }
});

/** Pairs the ids of a recorded answer with the sample's, walking both in parallel. */
function learnIds(recordedBody: unknown, actual: unknown, ids: Map<string, string>): void {
  if (typeof recordedBody === 'string' && typeof actual === 'string') {
    const recordedIds = recordedBody.match(uuid) ?? [];
    const actualIds = actual.match(uuid) ?? [];
    recordedIds.forEach((id, index) => {
      const mapped = actualIds[index];
      if (mapped && !ids.has(id)) ids.set(id, mapped);
    });
  } else if (Array.isArray(recordedBody) && Array.isArray(actual)) {
    recordedBody.forEach((item, index) => learnIds(item, actual[index], ids));
  } else if (
    recordedBody &&
    actual &&
    typeof recordedBody === 'object' &&
    typeof actual === 'object'
  ) {
    for (const [key, value] of Object.entries(recordedBody))
      learnIds(value, (actual as Record<string, unknown>)[key], ids);
  }
}
