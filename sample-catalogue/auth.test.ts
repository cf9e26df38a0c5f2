import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSampleCatalogue, type SampleCatalogue } from './index.js';
import { callAction } from './test-support/call-action.js';

let catalogue: SampleCatalogue;
beforeAll(async () => {
  catalogue = await startSampleCatalogue({ datasets: 1100 });
});
afterAll(() => catalogue.close());

const count = async (query: Record<string, string>, token?: string) =>
  (
    (await callAction(catalogue, 'package_search', { query, ...(token ? { token } : {}) })).body
      .result as { count: number }
  ).count;

describe('who sees what', () => {
  it('shows private datasets only with include_private and to members of their organization', async () => {
    const fq = { fq: 'name:(kenko-event-sankasha OR yosan-an-sagyochu)', include_private: 'true' };
    expect(await count(fq)).toBe(0);
    expect(await count({ fq: fq.fq }, catalogue.adminToken)).toBe(0);
    expect(await count(fq, catalogue.adminToken)).toBe(2);
    expect(await count(fq, catalogue.readonlyToken)).toBe(2);
    expect(await count(fq, catalogue.editorToken('midori-city'))).toBe(1);
    expect(await count(fq, catalogue.userToken)).toBe(0);
  });

  it('answers 403 to package_show of a private dataset for outsiders', async () => {
    const anonymous = await callAction(catalogue, 'package_show', {
      query: { id: 'yosan-an-sagyochu' },
    });
    expect(anonymous.status).toBe(403);
    expect(String(anonymous.body.error?.message)).toMatch(
      /^Access denied: User {2}not authorized to read package [0-9a-f-]{36}$/,
    );
    expect(
      (
        await callAction(catalogue, 'package_show', {
          token: catalogue.readonlyToken,
          query: { id: 'yosan-an-sagyochu' },
        })
      ).status,
    ).toBe(200);
  });

  it('reads the token from Authorization as is or X-CKAN-API-Key; Bearer or unknown tokens are anonymous', async () => {
    const query = { fq: 'name:yosan-an-sagyochu', include_private: 'true' };
    expect(await count(query, catalogue.adminToken)).toBe(1);
    const viaHeader = await callAction(catalogue, 'package_search', {
      query,
      headers: { 'x-ckan-api-key': catalogue.adminToken },
    });
    expect((viaHeader.body.result as { count: number }).count).toBe(1);
    expect(await count(query, `Bearer ${catalogue.adminToken}`)).toBe(0);
    expect(await count(query, 'no-such-token')).toBe(0);
    const write = await callAction(catalogue, 'package_create', {
      token: 'no-such-token',
      body: { name: 'nope', owner_org: 'midori-city' },
    });
    expect(write.status).toBe(403);
    expect(write.body.error).toEqual({
      __type: 'Authorization Error',
      message: 'Access denied: User  not authorized to create packages',
    });
  });
});

describe('who may write', () => {
  it('lets an editor create and edit in their organization only', async () => {
    const editor = catalogue.editorToken('midori-city');
    const created = await callAction(catalogue, 'package_create', {
      token: editor,
      body: { name: 'editor-made', owner_org: 'midori-city', groups: [{ name: 'kanko' }] },
    });
    expect(created.status).toBe(200);
    const elsewhere = await callAction(catalogue, 'package_create', {
      token: editor,
      body: { name: 'editor-elsewhere', owner_org: 'riverside-council' },
    });
    expect(elsewhere.body.error?.message).toBe(
      'Access denied: User editor_midori_city not authorized to add dataset to this organization',
    );
    const foreign = await callAction(catalogue, 'package_patch', {
      token: editor,
      body: { id: 'library-branches', title: 'x' },
    });
    expect(foreign.status).toBe(403);
    expect(String(foreign.body.error?.message)).toMatch(
      /^Access denied: User editor_midori_city not authorized to edit package /,
    );
  });

  it('refuses every write to a read-only member and to a user of no organization', async () => {
    const dataset = (
      await callAction(catalogue, 'package_show', { query: { id: 'kouhou-midori' } })
    ).body.result as { id: string; resources: { id: string }[] };
    for (const token of [catalogue.readonlyToken, catalogue.userToken]) {
      expect(
        (
          await callAction(catalogue, 'package_patch', {
            token,
            body: { id: dataset.id, title: 'x' },
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await callAction(catalogue, 'resource_patch', {
            token,
            body: { id: dataset.resources[0]!.id, name: 'x' },
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await callAction(catalogue, 'resource_create', {
            token,
            body: { package_id: dataset.id, url: 'http://x/y.csv' },
          })
        ).status,
      ).toBe(403);
      expect(
        (await callAction(catalogue, 'package_delete', { token, body: { id: dataset.id } })).status,
      ).toBe(403);
    }
  });
});

describe('limits', () => {
  it('caps rows at 1,000 like ckan.search.rows_max', async () => {
    const answer = (await callAction(catalogue, 'package_search', { query: { rows: '5000' } })).body
      .result as { count: number; results: unknown[] };
    expect(answer.count).toBeGreaterThan(1000);
    expect(answer.results).toHaveLength(1000);
  });

  it('caps organization_list with all_fields at 25 a page', async () => {
    const answer = (
      await callAction(catalogue, 'organization_list', {
        query: { all_fields: 'true', limit: '100' },
      })
    ).body.result as unknown[];
    expect(answer.length).toBeLessThanOrEqual(25);
  });
});

describe('organization_list_for_user', () => {
  const names = async (token: string | undefined, query: Record<string, string> = {}) =>
    (
      (
        await callAction(catalogue, 'organization_list_for_user', {
          query,
          ...(token ? { token } : {}),
        })
      ).body.result as { name: string; capacity: string }[]
    ).map((organization) => `${organization.name}:${organization.capacity}`);

  it('lists where the caller holds a permission, with their capacity, as CKAN does', async () => {
    expect(
      await names(catalogue.editorToken('midori-city'), { permission: 'create_dataset' }),
    ).toEqual(['midori-city:editor']);
    expect(await names(catalogue.readonlyToken, { permission: 'create_dataset' })).toEqual([]);
    expect((await names(catalogue.readonlyToken)).length).toBeGreaterThan(1);
    expect(await names(catalogue.userToken)).toEqual([]);
    expect(await names(undefined)).toEqual([]);
    expect(await names('no-such-token', { permission: 'read' })).toEqual([]);
    const all = await names(catalogue.adminToken, { permission: 'create_dataset' });
    expect(all).toContain('riverside-council:admin');
    expect(all.every((entry) => entry.endsWith(':admin'))).toBe(true);
  });
});
