import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LinkCheck, LinkListRow, LinkResult } from '#contract/functions/links.js';
import { startSampleCatalogue, type SampleCatalogue } from '#sample-catalogue/index.js';
import { editDestinations, resources, workspaceMembers } from '#server/db/schema/index.js';
import { buildUser, type TestUser } from '#server/test-support/accounts.js';
import { buildHarvestedInstance } from '#server/test-support/catalogue.js';
import { callFunction } from '#server/test-support/call-function.js';
import { startTestApp, type TestApp } from '#server/test-support/test-app.js';
import { datasetNamed, resourceNamed, runCheck, waitForCheck } from './test-support/link-checks.js';

describe('who may check links, one resource or dataset at a time, and the export', () => {
  let testApp: TestApp;
  let catalogue: SampleCatalogue;
  let owner: TestUser;
  let workspaceId: string;
  let instanceId: string;

  const call = <T>(name: string, data: unknown, user: TestUser) =>
    callFunction<T>(testApp, name, data, { cookie: user.cookie });

  beforeAll(async () => {
    [testApp, catalogue] = await Promise.all([
      startTestApp({ env: { LINK_CHECK_TIMEOUT_SECONDS: '1', LINK_CHECK_RETRIES: '0' } }),
      startSampleCatalogue(),
    ]);
    owner = await buildUser(testApp);
    ({ workspaceId, instanceId } = await buildHarvestedInstance(testApp, owner, catalogue.url));
  });
  afterAll(async () => {
    await testApp?.close();
    await catalogue?.close();
  });

  it('checks one resource, or one dataset, and nothing else', async () => {
    const dead = await resourceNamed(testApp, instanceId, '医療機関一覧（CSV）');
    const check = await runCheck(testApp, owner, { scope: 'resource', resourceId: dead.id });
    expect(check).toMatchObject({ status: 'succeeded', total: 1, done: 1, unknown: 1 });
    const sibling = await resourceNamed(testApp, instanceId, '医療機関数（市町村別）');
    expect(sibling.linkStatus).toBeNull();
    const history = async (resourceId: string) =>
      (await call<{ items: LinkResult[] }>('links.history', { resourceId }, owner)).result.items;
    expect(await history(dead.id)).toHaveLength(1);

    const dataset = await datasetNamed(testApp, instanceId, 'iryo-kikan-ichiran');
    await runCheck(testApp, owner, { scope: 'dataset', datasetId: dataset.id });
    expect(await history(dead.id)).toHaveLength(2);
    expect(await history(sibling.id)).toHaveLength(1);
    const status = await call<{ status: string; resources: { resourceId: string }[] }>(
      'links.datasetStatus',
      { datasetId: dataset.id },
      owner,
    );
    expect(status.result).toMatchObject({ status: 'unknown', reason: 'http-status' });
    expect(status.result.resources.map((item) => item.resourceId)).toEqual([dead.id, sibling.id]);
  });

  it('answers a request for links an instance check is already checking with that check', async () => {
    const instanceCheck = await call<LinkCheck>(
      'links.check',
      { scope: 'instance', instanceId },
      owner,
    );
    const dataset = await datasetNamed(testApp, instanceId, 'hinanjo-ichiran');
    const datasetCheck = await call<LinkCheck>(
      'links.check',
      { scope: 'dataset', datasetId: dataset.id },
      owner,
    );
    expect(datasetCheck.result.id).toBe(instanceCheck.result.id);
    const again = await call<LinkCheck>('links.check', { scope: 'instance', instanceId }, owner);
    expect(again.result.id).toBe(instanceCheck.result.id);
    const finished = await waitForCheck(testApp, instanceCheck.result.id);
    expect(finished.status).toBe('succeeded');
    const progress = await call<LinkCheck>('links.progress', { checkId: finished.id }, owner);
    expect(progress.result).toEqual(finished);
  });

  it('lets members read, editors check within their destination, and strangers find nothing', async () => {
    const viewer = await buildUser(testApp);
    const editor = await buildUser(testApp);
    const stranger = await buildUser(testApp);
    await testApp.runtime.db.insert(workspaceMembers).values([
      { workspaceId, userId: viewer.id, role: 'viewer' },
      { workspaceId, userId: editor.id, role: 'editor' },
    ]);
    await testApp.runtime.db
      .insert(editDestinations)
      .values({ workspaceId, userId: editor.id, instanceId, organizationNames: ['midori-city'] });
    const bosai = await datasetNamed(testApp, instanceId, 'hinanjo-ichiran');
    const [check] = (await call<{ items: LinkListRow[] }>('links.list', { workspaceId }, owner))
      .result.items;
    const reads: Array<[string, unknown]> = [
      ['links.list', { workspaceId }],
      ['links.summary', { workspaceId }],
      ['links.export', { workspaceId }],
      ['links.instanceStatus', { instanceId }],
      ['links.datasetStatus', { datasetId: bosai.id }],
      ['links.history', { resourceId: check!.resourceId }],
    ];
    for (const [name, data] of reads) {
      expect((await call(name, data, viewer)).status, `viewer ${name}`).toBe(200);
      expect((await call(name, data, stranger)).status, `stranger ${name}`).toBe(404);
    }
    const instanceStatus = await call<{ canCheck: boolean }>(
      'links.instanceStatus',
      { instanceId },
      viewer,
    );
    expect(instanceStatus.result.canCheck).toBe(false);

    const checks: Array<Record<string, string>> = [
      { scope: 'instance', instanceId },
      { scope: 'dataset', datasetId: bosai.id },
      { scope: 'resource', resourceId: check!.resourceId },
    ];
    for (const target of checks) {
      expect((await call('links.check', target, viewer)).status, target.scope).toBe(403);
      expect((await call('links.check', target, stranger)).status, target.scope).toBe(404);
    }
    // An editor of みどり市 checks みどり市's datasets, not the prefecture's.
    expect(
      (await call('links.check', { scope: 'dataset', datasetId: bosai.id }, editor)).status,
    ).toBe(403);
    const midoriDataset = (
      await call<{ items: { id: string; organizationName: string }[] }>(
        'datasets.list',
        { instanceId, q: 'みどり市', pageSize: 100 },
        owner,
      )
    ).result.items.find((row) => row.organizationName === 'midori-city')!;
    const allowed = await call<LinkCheck>(
      'links.check',
      { scope: 'dataset', datasetId: midoriDataset.id },
      editor,
    );
    expect(allowed.status).toBe(200);
    await waitForCheck(testApp, allowed.result.id);
    expect((await call('links.progress', { checkId: allowed.result.id }, stranger)).status).toBe(
      404,
    );
  });

  it('exports the list as a CSV for Excel, in the chosen language, formulas defused', async () => {
    const dead = await resourceNamed(testApp, instanceId, '地域防災計画（旧版）');
    await testApp.runtime.db
      .update(resources)
      .set({ name: '=HYPERLINK("http://evil.example","click")' })
      .where(eq(resources.id, dead.id));
    const listed = (
      await call<{ items: LinkListRow[]; total: number }>(
        'links.list',
        { workspaceId, pageSize: 100 },
        owner,
      )
    ).result;
    const exported = await call<{ fileName: string; csv: string; rows: number }>(
      'links.export',
      { workspaceId, locale: 'ja' },
      owner,
    );
    expect(exported.status).toBe(200);
    const { csv, fileName, rows } = exported.result;
    expect(fileName).toMatch(/^link-status-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain('\r\n');
    const [header, ...records] = parse(csv.slice(1)) as string[][];
    expect(header).toEqual([
      'カタログ',
      '組織',
      'データセット',
      'データセットのタイトル',
      'リソース',
      'URL',
      '状態',
      '理由',
      'HTTPステータス',
      '失敗の開始日時',
      '最終確認日時',
      'リソースID',
    ]);
    expect(rows).toBe(listed.total);
    expect(records).toHaveLength(listed.total);
    const defused = records.find((record) => record[11] === dead.id)!;
    expect(defused[4]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(defused[7]).toBe('サーバーがHTTP 410 を返しました');
    expect(defused[8]).toBe('410');
    const english = await call<{ csv: string }>(
      'links.export',
      { workspaceId, locale: 'en', status: 'unknown', reason: 'timeout' },
      owner,
    );
    const [englishHeader, ...slow] = parse(english.result.csv.slice(1)) as string[][];
    expect(englishHeader![7]).toBe('Reason');
    expect(slow.map((record) => [record[4], record[6], record[7]])).toEqual([
      ['施設一覧', 'Unknown', 'No answer in time'],
    ]);
  });
});
