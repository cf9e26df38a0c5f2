import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatasetDetail, DatasetRow } from '#contract/functions/datasets/index.js';
import type { LinkListRow, LinkResult } from '#contract/functions/links.js';
import { startSampleCatalogue, type SampleCatalogue } from '#sample-catalogue/index.js';
import { buildUser, type TestUser } from '#server/test-support/accounts.js';
import { buildHarvestedInstance } from '#server/test-support/catalogue.js';
import { callFunction } from '#server/test-support/call-function.js';
import { startTestApp, type TestApp } from '#server/test-support/test-app.js';
import { ageFailures, datasetNamed, resourceNamed, runCheck } from './test-support/link-checks.js';

/** The sample catalogue's odd links (sample-catalogue/README.md) and what a check must say. */
const expected: Record<string, { status: string; reason: string; httpStatus?: number }> = {
  '医療機関一覧（CSV）': { status: 'dead', reason: 'http-status', httpStatus: 404 },
  '地域防災計画（旧版）': { status: 'dead', reason: 'http-status', httpStatus: 410 },
  警戒区域一覧: { status: 'dead', reason: 'dns-not-found' },
  警戒区域図: { status: 'dead', reason: 'refused' },
  'Parks (GeoJSON)': { status: 'dead', reason: 'dns-not-found' },
  '第2章 人口': { status: 'dead', reason: 'redirect-loop', httpStatus: 302 },
  事業所数: { status: 'unknown', reason: 'server-error', httpStatus: 500 },
  施設一覧: { status: 'unknown', reason: 'timeout' },
};

describe('link checks of a catalogue', () => {
  let testApp: TestApp;
  let catalogue: SampleCatalogue;
  let owner: TestUser;
  let workspaceId: string;
  let instanceId: string;

  const list = (data: Record<string, unknown> = {}, user = owner) =>
    callFunction<{ items: LinkListRow[]; total: number }>(
      testApp,
      'links.list',
      { workspaceId, pageSize: 100, ...data },
      { cookie: user.cookie },
    );
  const byName = (rows: LinkListRow[]) => new Map(rows.map((row) => [row.resourceName, row]));

  beforeAll(async () => {
    [testApp, catalogue] = await Promise.all([
      // One attempt of one second: the slow link times out fast, a 500 is not retried.
      startTestApp({ env: { LINK_CHECK_TIMEOUT_SECONDS: '1', LINK_CHECK_RETRIES: '0' } }),
      startSampleCatalogue({ datasets: 10 }),
    ]);
    owner = await buildUser(testApp);
    ({ workspaceId, instanceId } = await buildHarvestedInstance(testApp, owner, catalogue.url));
  });
  afterAll(async () => {
    await testApp?.close();
    await catalogue?.close();
  });

  it('finds the dead links with their reasons, unknown until a second failure an hour later confirms them', async () => {
    const first = await runCheck(testApp, owner, { scope: 'instance', instanceId });
    expect(first).toMatchObject({ status: 'succeeded', scope: 'instance', trigger: 'manual' });
    expect(first.done).toBe(first.total);

    // One failure alarms nobody: every link the check found dead is unknown, awaiting confirmation.
    const once = byName((await list()).result.items);
    expect([...once.values()].every((row) => row.status === 'unknown')).toBe(true);
    for (const [name, { reason, httpStatus, status }] of Object.entries(expected)) {
      expect(once.get(name), name).toMatchObject({
        reason,
        awaitingConfirmation: status === 'dead',
        ...(httpStatus ? { httpStatus } : {}),
      });
    }
    // Alive: a 301 to a live file, a server that refuses HEAD but answers GET.
    expect(once.has('避難所一覧（旧URL）')).toBe(false);
    expect(once.has('AED設置場所（旧形式）')).toBe(false);
    const moved = await resourceNamed(testApp, instanceId, '避難所一覧（旧URL）');
    expect(moved).toMatchObject({ linkStatus: 'alive', linkReason: 'ok' });

    // The second look is already planned, for when the failures can be confirmed.
    const status = await callFunction<{ confirmation: { startAfter: string } | null }>(
      testApp,
      'links.instanceStatus',
      { instanceId },
      { cookie: owner.cookie },
    );
    const startAfter = Date.parse(status.result.confirmation!.startAfter);
    expect(startAfter - Date.now()).toBeGreaterThan(55 * 60_000);

    // A check within the hour still says unknown.
    await runCheck(testApp, owner, { scope: 'instance', instanceId });
    expect((await list({ status: 'dead' })).result.total).toBe(0);

    // Two hours later the failures are confirmed: dead, with the time they started failing.
    await ageFailures(testApp, instanceId, 2);
    await runCheck(testApp, owner, { scope: 'instance', instanceId });
    const confirmed = byName((await list()).result.items);
    for (const [name, { status, reason }] of Object.entries(expected)) {
      expect(confirmed.get(name), name).toMatchObject({
        status,
        reason,
        awaitingConfirmation: false,
      });
      const since = Date.parse(confirmed.get(name)!.failingSince!);
      expect(Date.now() - since).toBeGreaterThan(2 * 60 * 60_000 - 60_000);
    }
    // Besides those, only the generated datasets' dead XLSX links (about 5 %) are listed.
    const others = (await list()).result.items.filter((row) => !(row.resourceName in expected));
    for (const row of others) {
      expect(row).toMatchObject({ status: 'dead', reason: 'http-status', httpStatus: 404 });
      expect(row.datasetName).toMatch(/^generated-/);
    }

    // The history keeps every result, newest first.
    const notFound = await resourceNamed(testApp, instanceId, '医療機関一覧（CSV）');
    const history = await callFunction<{ items: LinkResult[] }>(
      testApp,
      'links.history',
      { resourceId: notFound.id },
      { cookie: owner.cookie },
    );
    expect(history.result.items.map((item) => [item.status, item.engineStatus])).toEqual([
      ['dead', 'dead'],
      ['unknown', 'dead'],
      ['unknown', 'dead'],
    ]);
    expect(history.result.items[0]).toMatchObject({ reason: 'http-status', httpStatus: 404 });
  });

  it('derives the datasets’ status and filters the dataset list by it', async () => {
    const hospitals = await datasetNamed(testApp, instanceId, 'iryo-kikan-ichiran');
    expect(hospitals).toMatchObject({ linkStatus: 'dead', linkReason: 'http-status' });
    const detail = await callFunction<DatasetDetail>(
      testApp,
      'datasets.get',
      { datasetId: hospitals.id },
      { cookie: owner.cookie },
    );
    expect(detail.result).toMatchObject({ linkStatus: 'dead', linkReason: 'http-status' });
    expect(detail.result.linkCheckedAt).not.toBeNull();
    expect(detail.result.resources.map((resource) => resource.linkStatus)).toEqual([
      'dead',
      'alive',
    ]);

    const datasetsOf = async (linkStatus?: string) =>
      (
        await callFunction<{ items: DatasetRow[]; total: number }>(
          testApp,
          'datasets.list',
          { instanceId, pageSize: 100, ...(linkStatus ? { linkStatus } : {}) },
          { cookie: owner.cookie },
        )
      ).result;
    const dead = await datasetsOf('dead');
    expect(dead.items.map((row) => row.name)).toEqual(
      expect.arrayContaining(['iryo-kikan-ichiran', 'chiiki-bosai-keikaku', 'tokei-nenkan']),
    );
    expect(dead.items.every((row) => row.linkStatus === 'dead')).toBe(true);
    const unknown = await datasetsOf('unknown');
    expect(unknown.items.map((row) => row.name)).toEqual(
      expect.arrayContaining(['jigyosho-tokei', 'kosodate-shien-shisetsu']),
    );
    const alive = await datasetsOf('alive');
    expect(alive.items.map((row) => row.name)).toContain('hinanjo-ichiran');
    expect((await datasetsOf('unchecked')).total).toBe(0);
    expect(dead.total + unknown.total + alive.total).toBe((await datasetsOf()).total);
  });

  it('counts alive, dead and unknown links per instance', async () => {
    const summary = await callFunction<{
      items: {
        instanceId: string;
        alive: number;
        dead: number;
        unknown: number;
        unchecked: number;
      }[];
    }>(testApp, 'links.summary', { workspaceId }, { cookie: owner.cookie });
    const [counts] = summary.result.items;
    const listed = (await list()).result.items;
    expect(counts).toMatchObject({
      instanceId,
      dead: listed.filter((row) => row.status === 'dead').length,
      unknown: listed.filter((row) => row.status === 'unknown').length,
      unchecked: 0,
    });
    expect(counts!.alive).toBeGreaterThan(20);
  });

  it('filters, searches and sorts the list of dead and unknown links', async () => {
    const rows = (await list({ status: 'unknown' })).result.items;
    expect(rows.map((row) => row.reason).sort()).toEqual(['server-error', 'timeout']);
    const dns = (await list({ reason: 'dns-not-found' })).result.items;
    expect(dns.map((row) => row.resourceName).sort()).toEqual(['Parks (GeoJSON)', '警戒区域一覧']);
    expect((await list({ q: '医療機関' })).result.items.map((row) => row.resourceName)).toEqual([
      '医療機関一覧（CSV）',
    ]);
    expect((await list({ q: 'example.invalid' })).result.total).toBe(2);
    const byDataset = (await list({ sort: 'dataset' })).result.items.map((row) => row.datasetName);
    expect(byDataset).toEqual([...byDataset].sort());
    const statuses = (await list({ sort: 'status' })).result.items.map((row) => row.status);
    expect(statuses).toEqual([...statuses].sort());
    const all = (await list({ sort: 'dataset' })).result;
    const first = await list({ pageSize: 10, page: 1, sort: 'dataset' });
    expect(first.result.items).toEqual(all.items.slice(0, 10));
    const second = await list({ pageSize: 10, page: 2, sort: 'dataset' });
    expect(second.result.items).toEqual(all.items.slice(10, 20));
    expect(second.result.total).toBe(all.total);
  });
});
