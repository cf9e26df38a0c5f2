import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatasetDetail, DatasetRow } from '#contract/functions/datasets/index.js';
import type { OutputOf } from '#contract/functions/define.js';
import type { qualityExport, qualitySummary } from '#contract/functions/quality.js';
import { startSampleCatalogue, type SampleCatalogue } from '#sample-catalogue/index.js';
import { datasetQuality, datasets } from '#server/db/schema/index.js';
import { scoreDatasets } from '#server/services/quality/score-datasets.js';
import { buildUser, type TestUser } from '#server/test-support/accounts.js';
import { buildHarvestedInstance, waitForHarvest } from '#server/test-support/catalogue.js';
import { callFunction } from '#server/test-support/call-function.js';
import { formValuesOf } from '#server/test-support/sync-fixture.js';
import { startTestApp, type TestApp } from '#server/test-support/test-app.js';

type Summary = OutputOf<typeof qualitySummary>;
type ExportFile = OutputOf<typeof qualityExport>;

describe('catalogue quality: the stored score, the quality page, the filter and the export', () => {
  let testApp: TestApp;
  let catalogue: SampleCatalogue;
  let owner: TestUser;
  let instanceId: string;

  const call = <T>(name: string, data: Record<string, unknown>) =>
    callFunction<T>(testApp, name, data, { cookie: owner.cookie });
  const summary = async () => {
    const answer = await call<Summary>('quality.summary', { instanceId });
    expect(answer.status).toBe(200);
    return answer.result;
  };
  const listed = async (qualityRule: string) =>
    (
      await call<{ items: DatasetRow[]; total: number }>('datasets.list', {
        instanceId,
        qualityRule,
        pageSize: 100,
      })
    ).result;

  beforeAll(async () => {
    [testApp, catalogue] = await Promise.all([
      startTestApp(),
      startSampleCatalogue({ datasets: 20 }),
    ]);
    owner = await buildUser(testApp);
    ({ instanceId } = await buildHarvestedInstance(testApp, owner, catalogue.url));
  });
  afterAll(async () => {
    await testApp?.close();
    await catalogue?.close();
  });

  it('scores every harvested dataset and stores the rules it fails', async () => {
    const rows = await testApp.runtime.db
      .select({ score: datasetQuality.score, rules: datasetQuality.rules })
      .from(datasets)
      .leftJoin(datasetQuality, eq(datasetQuality.datasetId, datasets.id))
      .where(and(eq(datasets.instanceId, instanceId), isNull(datasets.removedAt)));
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) {
      expect(row.score).not.toBeNull();
      expect(row.score).toBeGreaterThanOrEqual(0);
      expect(row.score).toBeLessThanOrEqual(100);
    }
    const page = await summary();
    expect(page.datasets).toBe(rows.length);
    expect(page.buckets).toHaveLength(11);
    expect(page.buckets.reduce((sum, n) => sum + n, 0)).toBe(rows.length);
    // Worst first, and each count is the number of datasets the list finds for that rule.
    const counts = page.rules.map((entry) => entry.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(page.rules.length).toBeGreaterThan(0);
    for (const { rule, count } of page.rules) {
      expect((await listed(rule)).total, rule).toBe(count);
      expect(count).toBe(rows.filter((row) => row.rules?.includes(rule)).length);
    }
    const perOrganisation = page.organisations.reduce((sum, entry) => sum + entry.datasets, 0);
    expect(perOrganisation).toBe(rows.length);
    // One harvest so far: nothing to compare with.
    expect(page.change).toBeNull();
  });

  it('scores an edit in its transaction: the detail and the filter follow it', async () => {
    const [row] = await testApp.runtime.db
      .select({ id: datasets.id })
      .from(datasets)
      .where(and(eq(datasets.instanceId, instanceId), eq(datasets.name, 'hinanjo-ichiran')));
    const before = (await call<DatasetDetail>('datasets.get', { datasetId: row!.id })).result;
    expect(before.quality.score).not.toBeNull();
    expect(before.quality.failures.map((failure) => failure.rule)).not.toContain(
      'description-missing',
    );

    const emptied = await call<DatasetDetail>('datasets.update', {
      ...formValuesOf(before),
      datasetId: before.id,
      version: before.version,
      notes: '',
    });
    expect(emptied.status, JSON.stringify(emptied.error)).toBe(200);
    expect(emptied.result.quality.score).toBeLessThan(before.quality.score!);
    expect(emptied.result.quality.failures).toContainEqual({ rule: 'description-missing' });
    expect((await listed('description-missing')).items.map((item) => item.id)).toContain(before.id);

    const restored = await call<DatasetDetail>('datasets.update', {
      ...formValuesOf(emptied.result),
      datasetId: before.id,
      version: emptied.result.version,
      notes: 'Shelters of the city, with their capacity.',
    });
    expect(restored.result.quality.score).toBe(before.quality.score);
    expect((await listed('description-missing')).items.map((item) => item.id)).not.toContain(
      before.id,
    );
  });

  it('stores for an edit the score a rescore from the stored rows gives', async () => {
    const edited = await testApp.runtime.db
      .select({ id: datasets.id })
      .from(datasets)
      .where(and(eq(datasets.instanceId, instanceId), isNull(datasets.removedAt)))
      .limit(3);
    for (const { id } of edited) {
      const before = (await call<DatasetDetail>('datasets.get', { datasetId: id })).result;
      const answer = await call<DatasetDetail>('datasets.update', {
        ...formValuesOf(before),
        datasetId: id,
        version: before.version,
        notes: '',
        tags: [],
        maintainer: '',
        licenseId: 'other-closed',
      });
      expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    }
    const stored = () =>
      testApp.runtime.db
        .select({
          id: datasetQuality.datasetId,
          score: datasetQuality.score,
          rules: datasetQuality.rules,
          failures: datasetQuality.failures,
          organizationName: datasetQuality.organizationName,
          removed: datasetQuality.removed,
        })
        .from(datasetQuality)
        .where(eq(datasetQuality.instanceId, instanceId))
        .orderBy(datasetQuality.datasetId);
    const afterEdits = await stored();
    await scoreDatasets(testApp.runtime.db, instanceId, { all: true });
    expect(afterEdits).toEqual(await stored());
    expect(afterEdits.filter((row) => row.rules.includes('description-missing')).length).toBe(
      edited.length,
    );
  });

  it('exports the problems as CSV and XLSX, one row per failed rule', async () => {
    const page = await summary();
    const worst = page.rules[0]!;
    const csv = await call<ExportFile>('quality.export', {
      instanceId,
      format: 'csv',
      rule: worst.rule,
      locale: 'ja',
    });
    expect(csv.status).toBe(200);
    const text = Buffer.from(csv.result.content, 'base64').toString('utf8');
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split(/\r?\n/);
    expect(lines[0]).toContain('データセット');
    expect(lines[0]).toContain('問題');
    expect(csv.result.rows).toBe(lines.length - 1);
    expect(csv.result.rows).toBeGreaterThanOrEqual(worst.count);
    expect(lines.slice(1).every((line) => line.includes(worst.rule))).toBe(true);

    const xlsx = await call<ExportFile>('quality.export', { instanceId, format: 'xlsx' });
    expect(xlsx.status).toBe(200);
    expect(xlsx.result.fileName).toMatch(/\.xlsx$/);
    // A workbook is a zip: its first bytes are PK.
    expect(Buffer.from(xlsx.result.content, 'base64').subarray(0, 2).toString()).toBe('PK');
    const everyFailure = page.rules.reduce((sum, entry) => sum + entry.count, 0);
    expect(xlsx.result.rows).toBeGreaterThanOrEqual(everyFailure);
  });

  it('compares the latest harvest with the previous one', async () => {
    const harvest = await call<{ runId: string }>('instances.harvest', { instanceId });
    expect(harvest.status).toBe(200);
    expect((await waitForHarvest(testApp, instanceId)).status).toBe('succeeded');
    const page = await summary();
    expect(page.change).not.toBeNull();
    expect(page.change!.averageAfter).toBe(page.averageScore);
    expect(Date.parse(page.change!.latestAt)).toBeGreaterThanOrEqual(
      Date.parse(page.change!.previousAt),
    );
  });

  it('refuses a rule that does not exist', async () => {
    const answer = await call('datasets.list', { instanceId, qualityRule: 'no-such-rule' });
    expect(answer.status).toBe(400);
  });
});
