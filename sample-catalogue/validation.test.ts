import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSampleCatalogue, type SampleCatalogue } from './index.js';
import { callAction } from './test-support/call-action.js';

let catalogue: SampleCatalogue;
let admin: string;
const create = (body: Record<string, unknown>) =>
  callAction(catalogue, 'package_create', {
    token: admin,
    body: { owner_org: 'midori-city', ...body },
  });

beforeAll(async () => {
  catalogue = await startSampleCatalogue();
  admin = catalogue.adminToken;
});
afterAll(() => catalogue.close());

describe('package validation, as CKAN 2.10 answers it', () => {
  it.each([
    [undefined, ['Missing value']],
    [
      'Bad Name',
      ['Must be purely lowercase alphanumeric (ascii) characters and these symbols: -_'],
    ],
    ['x', ['Must be at least 2 characters long', 'Name "x" length is less than minimum 2']],
    [
      'a'.repeat(101),
      [
        'Name must be a maximum of 100 characters long',
        `Name "${'a'.repeat(101)}" length is more than maximum 100`,
      ],
    ],
    ['new', ['That name cannot be used']],
    ['hinanjo-ichiran', ['That URL is already in use.']],
  ])('name %s → %j', async (name, messages) => {
    const answer = await create(name === undefined ? {} : { name });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatchObject({ __type: 'Validation Error', name: messages });
  });

  it('requires an organization and one that exists', async () => {
    expect(
      (await callAction(catalogue, 'package_create', { token: admin, body: { name: 'no-owner' } }))
        .body.error,
    ).toMatchObject({ owner_org: ['An organization must be provided'] });
    expect((await create({ name: 'bad-owner', owner_org: 'nowhere' })).body.error).toMatchObject({
      owner_org: ['Organization does not exist'],
    });
  });

  it('accepts Japanese tags and refuses the Japanese comma and full stop', async () => {
    const answer = await create({
      name: 'tags-check',
      tags: [{ name: '避難所' }, { name: '避難所、防災' }, { name: '防災。' }, { name: 'a' }],
    });
    expect(answer.status).toBe(409);
    expect(answer.body.error?.tags).toEqual([
      {},
      {
        name: [
          'Tag "避難所、防災" can only contain alphanumeric characters, spaces (" "), hyphens ("-"), underscores ("_") or dots (".")',
        ],
      },
      {
        name: [
          'Tag "防災。" can only contain alphanumeric characters, spaces (" "), hyphens ("-"), underscores ("_") or dots (".")',
        ],
      },
      { name: ['Tag "a" length is less than minimum 2'] },
    ]);
    const fine = await create({
      name: 'tags-fine',
      tags: [{ name: '避難所' }, { name: 'AED' }, { name: 'open data' }],
    });
    expect(fine.status).toBe(200);
    expect((fine.body.result as { tags: { name: string }[] }).tags.map((tag) => tag.name)).toEqual([
      'AED',
      'open data',
      '避難所',
    ]);
  });

  it('checks extras: key present, not a schema field, value present, no duplicates', async () => {
    const answer = await create({
      name: 'extras-check',
      extras: [
        { value: 'v' },
        { key: 'title', value: 'x' },
        { key: 'k' },
        { key: 'a', value: '1' },
        { key: 'a', value: '2' },
      ],
    });
    expect(answer.body.error).toMatchObject({
      extras: [
        { key: ['Missing value'] },
        { key: ['There is a schema field with the same name'] },
        { value: ['Missing value'] },
        {},
        {},
      ],
      extras_validation: ['Duplicate key "a"'],
    });
  });

  it('checks e-mail addresses and resource fields', async () => {
    const answer = await create({
      name: 'email-check',
      maintainer_email: 'not-an-email',
      resources: [
        { url: 'http://x/a.csv', size: 'big' },
        { url: 'http://x/b.csv', last_modified: 'yesterday' },
      ],
    });
    expect(answer.body.error).toMatchObject({
      maintainer_email: ['Email not-an-email is not a valid format'],
      resources: [{ size: ['Invalid integer'] }, { last_modified: ['Date format incorrect'] }],
    });
  });

  it('drops unknown top-level fields, uses the name as title, normalises formats', async () => {
    const answer = await create({
      name: 'dropped-field',
      update_frequency: 'weekly',
      resources: [{ url: 'http://x/data.csv', format: 'text/csv' }, { url: 'http://x/book.xlsx' }],
    });
    expect(answer.status).toBe(200);
    const dataset = answer.body.result as Record<string, unknown> & {
      resources: { format: string }[];
    };
    expect(dataset).not.toHaveProperty('update_frequency');
    expect(dataset.extras).toEqual([]);
    expect(dataset.title).toBe('dropped-field');
    expect(dataset.resources.map((resource) => resource.format)).toEqual(['CSV', 'XLSX']);
  });
});

describe('writes', () => {
  it('package_patch replaces list fields whole and moves metadata_modified on every write', async () => {
    const created = (
      await create({
        name: 'patch-lists',
        extras: [
          { key: 'update_frequency', value: '毎月' },
          { key: 'spatial', value: '静岡県' },
        ],
        tags: [{ name: '人口' }],
      })
    ).body.result as Record<string, string>;
    const patched = (
      await callAction(catalogue, 'package_patch', {
        token: admin,
        body: { id: created.id, extras: [{ key: 'update_frequency', value: '年1回' }] },
      })
    ).body.result as Record<string, unknown>;
    expect(patched.extras).toEqual([{ key: 'update_frequency', value: '年1回' }]);
    expect(patched.tags).toHaveLength(1);
    expect(String(patched.metadata_modified) > created.metadata_modified!).toBe(true);
    const again = (
      await callAction(catalogue, 'package_patch', {
        token: admin,
        body: { id: created.id, title: '人口' },
      })
    ).body.result as Record<string, string>;
    expect(again.metadata_modified! > String(patched.metadata_modified)).toBe(true);
  });

  it('package_update clears what it is not given', async () => {
    const created = (
      await create({ name: 'update-clears', notes: 'old notes', tags: [{ name: 'old' }] })
    ).body.result as Record<string, string>;
    const updated = (
      await callAction(catalogue, 'package_update', {
        token: admin,
        body: { id: created.id, name: 'update-clears', title: 'New' },
      })
    ).body.result as Record<string, unknown>;
    expect(updated).toMatchObject({
      notes: null,
      tags: [],
      title: 'New',
      owner_org: created.owner_org,
    });
  });

  it('resource writes go through the dataset and keep positions', async () => {
    const dataset = (
      await create({ name: 'resource-writes', resources: [{ url: 'http://x/a.csv', name: 'A' }] })
    ).body.result as { id: string; resources: { id: string }[] };
    const added = (
      await callAction(catalogue, 'resource_create', {
        token: admin,
        body: { package_id: dataset.id, url: 'http://x/b.json', name: 'B' },
      })
    ).body.result as Record<string, unknown>;
    expect(added).toMatchObject({
      position: 1,
      format: 'JSON',
      mimetype: 'application/json',
      name: 'B',
    });
    const patched = (
      await callAction(catalogue, 'resource_patch', {
        token: admin,
        body: { id: added.id, description: '説明' },
      })
    ).body.result;
    expect(patched).toMatchObject({ description: '説明', name: 'B', url: 'http://x/b.json' });
    expect(
      (
        await callAction(catalogue, 'resource_delete', {
          token: admin,
          body: { id: dataset.resources[0]!.id },
        })
      ).body.result,
    ).toBeNull();
    const shown = (await callAction(catalogue, 'package_show', { query: { id: dataset.id } })).body
      .result as { resources: { id: string; position: number }[] };
    expect(shown.resources).toEqual([expect.objectContaining({ id: added.id, position: 0 })]);
    expect(
      (await callAction(catalogue, 'resource_show', { query: { id: dataset.resources[0]!.id } }))
        .status,
    ).toBe(404);
  });

  it('package_delete keeps the dataset for sysadmins, frees its name, hides it from search', async () => {
    const dataset = (await create({ name: 'to-delete' })).body.result as Record<string, string>;
    expect(
      (await callAction(catalogue, 'package_delete', { token: admin, body: { id: 'to-delete' } }))
        .body.result,
    ).toBeNull();
    expect(
      (
        (await callAction(catalogue, 'package_show', { token: admin, query: { id: dataset.id! } }))
          .body.result as Record<string, string>
      ).state,
    ).toBe('deleted');
    expect(
      (await callAction(catalogue, 'package_show', { query: { id: dataset.id! } })).status,
    ).toBe(403);
    expect(
      (
        (await callAction(catalogue, 'package_search', { query: { fq: `id:${dataset.id}` } })).body
          .result as { count: number }
      ).count,
    ).toBe(0);
    expect((await create({ name: 'to-delete' })).status).toBe(200);
  });

  it('answers GET on a write and unknown actions with bare strings', async () => {
    const get = await fetch(`${catalogue.url}/api/3/action/package_create`);
    expect(get.status).toBe(400);
    expect(await get.json()).toBe(
      'Bad request - JSON Error: Invalid request. Please use POST method for your request',
    );
  });
});

describe('package_search', () => {
  it('filters by organization, date range and ids, sorts and pages', async () => {
    const search = async (query: Record<string, string>) =>
      (await callAction(catalogue, 'package_search', { query })).body.result as {
        count: number;
        results: Record<string, unknown>[];
      };
    const two = await search({
      fq: 'organization:(midori-city OR riverside-council)',
      rows: '1000',
    });
    expect(two.count).toBeGreaterThan(10);
    expect(
      new Set(two.results.map((result) => (result.organization as { name: string }).name)),
    ).toEqual(new Set(['midori-city', 'riverside-council']));
    const byName = await search({ sort: 'name asc', rows: '3' });
    expect(byName.results.map((result) => result.name)).toEqual(
      [...byName.results.map((result) => String(result.name))].sort(),
    );
    const recent = await search({
      fq: 'metadata_modified:[2024-06-01T00:00:00Z TO *]',
      sort: 'metadata_modified asc',
      rows: '1000',
    });
    expect(recent.results.every((result) => String(result.metadata_modified) >= '2024-06-01')).toBe(
      true,
    );
    const first = recent.results[0]!;
    const byId = await search({ fq: `id:(${first.id as string})` });
    expect(byId.results.map((result) => result.id)).toEqual([first.id]);
    const second = recent.results[1]!;
    const either = await search({ fq: `id:(${first.id as string} OR ${second.id as string})` });
    expect(either.count).toBe(2);
    // CKAN sends q.op=AND: without OR, the ids must all match one dataset.
    expect((await search({ fq: `id:(${first.id as string} ${second.id as string})` })).count).toBe(
      0,
    );
    const page2 = await search({ sort: 'name asc', rows: '3', start: '3' });
    expect(page2.results[0]?.name).not.toBe(byName.results[0]?.name);
    const japanese = await search({ q: '人口統計' });
    expect(japanese.results.map((result) => result.name)).toContain('jinko-tokei-shikuchoson');
  });

  it('answers fl with index fields only: Solr dates with a zone, extras lifted', async () => {
    const answer = (
      await callAction(catalogue, 'package_search', {
        query: {
          fq: 'name:hinanjo-ichiran',
          fl: 'id,name,metadata_modified,extras_update_frequency',
        },
      })
    ).body.result as { results: Record<string, unknown>[] };
    expect(Object.keys(answer.results[0]!).sort()).toEqual([
      'id',
      'metadata_modified',
      'name',
      'update_frequency',
    ]);
    expect(answer.results[0]!.metadata_modified).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{3})?Z$/,
    );
  });

  it('refuses bad rows and sort values like CKAN', async () => {
    expect(
      (await callAction(catalogue, 'package_search', { query: { rows: '-1' } })).body.error,
    ).toMatchObject({ rows: ['Must be a natural number'] });
    const badSort = await callAction(catalogue, 'package_search', {
      query: { sort: 'name sideways' },
    });
    expect(badSort.status).toBe(400);
    expect(badSort.body.error).toMatchObject({ __type: 'Search Query Error' });
  });
});
