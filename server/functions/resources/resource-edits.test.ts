import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatasetDetail } from '#contract/functions/datasets/index.js';
import { histories } from '#server/db/schema/index.js';
import { buildUser } from '#server/test-support/accounts.js';
import { addMember } from '#server/test-support/members.js';
import { useSyncFixture } from '#server/test-support/use-sync-fixture.js';
import { expectOk } from '#server/test-support/expect-ok.js';

describe('managing the resources of a dataset in the app', () => {
  const fixture = useSyncFixture();

  it('adds, edits, reorders and deletes resources locally; one sync makes the catalogue hold them', async () => {
    const start = await fixture.datasetNamed('hinanjo-ichiran');
    const [first, second] = start.resources;
    expect(second, 'the sample dataset has two resources or more').toBeDefined();

    let detail = await fixture.addResource(start, {
      name: '避難所一覧（JSON）',
      url: 'https://www.example.jp/hinanjo.json',
      description: 'JSON 版',
      format: 'JSON',
      size: 2048,
    });
    expect(detail.syncStatus).toBe('not_synced');
    expect(detail.version).toBe(start.version + 1);
    const added = detail.resources.at(-1)!;
    expect(added).toMatchObject({ name: '避難所一覧（JSON）', format: 'JSON', size: 2048 });

    detail = expectOk(
      await fixture.call<DatasetDetail>('resources.update', {
        datasetId: start.id,
        version: detail.version,
        resourceId: first!.id,
        name: `${first!.name}（更新）`,
        url: first!.url,
        description: first!.description,
        format: 'CSV',
        size: null,
      }),
    );
    const order = [added.id, ...detail.resources.filter((r) => r.id !== added.id).map((r) => r.id)];
    detail = expectOk(
      await fixture.call<DatasetDetail>('resources.reorder', {
        datasetId: start.id,
        version: detail.version,
        resourceIds: order,
      }),
    );
    expect(detail.resources.map((r) => r.id)).toEqual(order);
    detail = expectOk(
      await fixture.call<DatasetDetail>('resources.remove', {
        datasetId: start.id,
        version: detail.version,
        resourceId: second!.id,
      }),
    );
    expect(detail.resources.map((r) => r.id)).not.toContain(second!.id);

    // Each edit wrote its history, as an edit by the owner.
    const rows = await fixture.testApp.runtime.db
      .select()
      .from(histories)
      .where(and(eq(histories.datasetId, start.id), eq(histories.source, 'edit')));
    expect(rows).toHaveLength(4);
    const fields = rows.flatMap((row) =>
      (row.changes as { field: string }[]).map((change) => change.field),
    );
    expect(fields).toEqual(expect.arrayContaining(['resource', 'resource.name', 'resourceOrder']));
    expect(rows.every((row) => row.actorId === fixture.owner.id)).toBe(true);

    const synced = expectOk(
      await fixture.call<{ outcome: string; dataset: DatasetDetail }>('datasets.sync', {
        datasetId: start.id,
      }),
    );
    expect(synced.outcome).toBe('synced');
    const held = fixture.catalogue.store.findDataset('hinanjo-ichiran')!;
    expect(held.resources.map((r) => r.name)).toEqual(detail.resources.map((r) => r.name));
    expect(held.resources[0]).toMatchObject({ name: '避難所一覧（JSON）', format: 'JSON' });
    expect(held.resources.map((r) => r.id)).not.toContain(second!.ckanId);
    expect(synced.dataset.syncStatus).toBe('synced');
  });

  it('refuses an edit based on an older version, and changes nothing', async () => {
    const start = await fixture.datasetNamed('aed-setchi-basho');
    const answer = await fixture.call('resources.create', {
      datasetId: start.id,
      version: start.version - 1 || start.version + 5,
      name: 'stale',
      url: '',
    });
    expect(answer.status).toBe(409);
    expect(answer.error!.details).toMatchObject({ reason: 'staleVersion' });
    const after = await fixture.datasetNamed('aed-setchi-basho');
    expect(after.resources).toEqual(start.resources);
  });

  it('answers the resource rules field by field: name, URL, format, size', async () => {
    const start = await fixture.datasetNamed('aed-setchi-basho');
    const answer = await fixture.call('resources.create', {
      datasetId: start.id,
      version: start.version,
      name: 'two\nlines',
      url: 'not a url',
      format: 'CS\nV',
      size: 1.5,
    });
    expect(answer.status).toBe(400);
    expect(answer.error!.details!.fields).toEqual({
      name: ['resourceNameNewline'],
      url: ['resourceUrlInvalid'],
      format: ['resourceFormatNewline'],
      size: ['resourceSizeInteger'],
    });
  });

  it('refuses an order that leaves out a resource, and a resource of another dataset', async () => {
    const start = await fixture.datasetNamed('aed-setchi-basho');
    const other = await fixture.datasetNamed('hinanjo-ichiran');
    const partial = await fixture.call('resources.reorder', {
      datasetId: start.id,
      version: start.version,
      resourceIds: start.resources.slice(1).map((r) => r.id),
    });
    expect(partial.status).toBe(400);
    const elsewhere = await fixture.call('resources.remove', {
      datasetId: start.id,
      version: start.version,
      resourceId: other.resources[0]!.id,
    });
    expect(elsewhere.status).toBe(404);
  });

  it('lets a viewer read but not edit resources', async () => {
    const viewer = await buildUser(fixture.testApp);
    await addMember(fixture.testApp, {
      workspaceId: fixture.workspaceId,
      userId: viewer.id,
      role: 'viewer',
    });
    const start = await fixture.datasetNamed('aed-setchi-basho');
    const answer = await fixture.call(
      'resources.remove',
      { datasetId: start.id, version: start.version, resourceId: start.resources[0]!.id },
      viewer,
    );
    expect(answer.status).toBe(403);
  });
});
