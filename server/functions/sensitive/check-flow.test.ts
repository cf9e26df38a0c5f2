import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSampleCatalogue, type SampleCatalogue } from '#sample-catalogue/index.js';
import type { OutputOf } from '#contract/functions/define.js';
import type {
  sensitiveReport,
  sensitiveStatus,
  SensitiveCheckLog,
} from '#contract/functions/sensitive.js';
import {
  datasets,
  events,
  resources,
  sensitiveChecks,
  sensitiveFindings,
} from '#server/db/schema/index.js';
import { buildUser, type TestUser } from '#server/test-support/accounts.js';
import { buildHarvestedInstance } from '#server/test-support/catalogue.js';
import { callFunction } from '#server/test-support/call-function.js';
import { startTestApp, type TestApp } from '#server/test-support/test-app.js';
import { checkHarvestedFile } from './test-support/check-harvested-file.js';
import { checkResource, resourceOf, waitForCheck } from './test-support/sensitive-checks.js';

type Report = OutputOf<typeof sensitiveReport>;
type Status = OutputOf<typeof sensitiveStatus>;

describe('sensitive-information check of a resource', () => {
  let testApp: TestApp;
  let catalogue: SampleCatalogue;
  let owner: TestUser;
  let instanceId: string;

  const report = (resourceId: string, data: Record<string, unknown> = {}) =>
    callFunction<Report>(
      testApp,
      'sensitive.report',
      { resourceId, ...data },
      { cookie: owner.cookie },
    );

  /** The resource list's check column of a dataset, as its owner reads it. */
  const statusOf = (datasetId: string) =>
    callFunction<Status>(testApp, 'sensitive.status', { datasetId }, { cookie: owner.cookie });

  /** The harvested resource of a dataset whose URL ends with `file`. */
  const resourceNamed = (datasetName: string, file: string) =>
    resourceOf({ testApp, instanceId }, datasetName, file);

  /** The same resource, checked by its owner; the resource and the finished check. */
  const checkFile = (datasetName: string, file: string) =>
    checkHarvestedFile({ testApp, instanceId }, owner, datasetName, file);

  beforeAll(async () => {
    [testApp, catalogue] = await Promise.all([startTestApp(), startSampleCatalogue()]);
    owner = await buildUser(testApp, { name: 'Checker' });
    ({ instanceId } = await buildHarvestedInstance(testApp, owner, catalogue.url));
  });
  afterAll(async () => {
    await testApp?.close();
    await catalogue?.close();
  });

  it('checks a CSV with personal data: Running, then a report with the right tabs, rows and counts', async () => {
    const resource = await resourceNamed('parking-fines-2024', 'parking-fines.csv');
    const started = await callFunction<{ checkId: string; status: string }>(
      testApp,
      'resources.checkSensitive',
      { resourceId: resource.id },
      { cookie: owner.cookie },
    );
    expect(started.status).toBe(200);
    // A second click while it runs returns the same check instead of queueing another.
    const again = await callFunction<{ checkId: string }>(
      testApp,
      'resources.checkSensitive',
      { resourceId: resource.id },
      { cookie: owner.cookie },
    );
    expect(again.result.checkId).toBe(started.result.checkId);
    const status = await statusOf(resource.datasetId);
    const state = status.result.resources.find((row) => row.resourceId === resource.id)!;
    expect(state.active?.id).toBe(started.result.checkId);

    await waitForCheck(testApp, started.result.checkId);
    const first = await report(resource.id);
    expect(first.status).toBe(200);
    const tabs = Object.fromEntries(first.result.tabs.map((tab) => [tab.type, tab.count]));
    expect(tabs).toMatchObject({ PERSON_NAME: 12, EMAIL_ADDRESS: 12, LOCATION: 12, OTHER: 12 });
    expect(tabs.PHONE_NUMBER).toBe(0);
    expect(first.result.type).toBe('PERSON_NAME');
    expect(first.result.rows).toHaveLength(12);
    expect(first.result.rows[0]).toMatchObject({
      row: 1,
      type: 'PERSON_NAME',
      sensitivity: 'SENSITIVITY_HIGH',
    });
    expect(first.result.rows[0]!.quote).toBeTruthy();
    expect(first.result.quotesHidden).toBe(false);

    const cards = await report(resource.id, { type: 'OTHER' });
    expect(cards.result.rows.every((row) => row.subType === 'CREDIT_CARD_NUMBER')).toBe(true);
    expect(cards.result.rows.map((row) => row.quote)).toContain('5180 4227 3909 1723');

    const after = await statusOf(resource.datasetId);
    const done = after.result.resources.find((row) => row.resourceId === resource.id)!;
    expect(done).toMatchObject({ active: null, sensitiveCount: 48, needsConfirmation: true });
    expect(done.latest?.status).toBe('succeeded');
    expect(after.result.sensitiveCount).toBe(48);
    expect(after.result.lastCheckedAt).not.toBeNull();
    const [dataset] = await testApp.runtime.db
      .select()
      .from(datasets)
      .where(eq(datasets.id, resource.datasetId));
    expect(dataset!.sensitiveCount).toBe(48);

    const log = await callFunction<SensitiveCheckLog>(
      testApp,
      'sensitive.log',
      { checkId: started.result.checkId },
      { cookie: owner.cookie },
    );
    expect(log.result).toMatchObject({
      status: 'succeeded',
      format: 'csv',
      encoding: 'utf-8',
      rowsScanned: 12,
      supported: true,
      findingCount: 48,
      requestedBy: { id: owner.id, name: 'Checker' },
      datasetName: 'parking-fines-2024',
      error: null,
    });
    expect(log.result.fileBytes).toBeGreaterThan(500);
    expect(log.result.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('filters by minimum likelihood, default POSSIBLE', async () => {
    const { resource } = await checkFile('library-branches', 'library-branches.csv');
    const possible = await report(resource.id);
    expect(possible.result.minLikelihood).toBe('POSSIBLE');
    const unlikely = await report(resource.id, { minLikelihood: 'UNLIKELY' });
    const sum = (r: Report) => r.tabs.reduce((total, tab) => total + tab.count, 0);
    expect(sum(unlikely.result)).toBeGreaterThan(sum(possible.result));
    const veryLikely = await report(resource.id, { minLikelihood: 'VERY_LIKELY' });
    expect(sum(veryLikely.result)).toBeLessThanOrEqual(sum(possible.result));
    expect(unlikely.result.rows.every((row) => row.likelihood !== 'VERY_UNLIKELY')).toBe(true);
    expect((await report(resource.id, { minLikelihood: 'VERY_UNLIKELY' })).status).toBe(400);
  });

  it('reads a Shift_JIS CSV: Japanese names, dates, addresses and phones', async () => {
    const { resource, check } = await checkFile('shobodan-meibo', 'shobodan-meibo.csv');
    expect(check).toMatchObject({ status: 'succeeded', encoding: 'shift_jis', rowsScanned: 20 });
    const result = (await report(resource.id)).result;
    const tabs = Object.fromEntries(result.tabs.map((tab) => [tab.type, tab.count]));
    // Names and furigana; birth dates (and the date joined); addresses; mobile phones.
    expect(tabs).toMatchObject({ PERSON_NAME: 40, DATE: 40, LOCATION: 20, PHONE_NUMBER: 20 });
    expect(result.rows.map((row) => row.column)).toContain('氏名');
    // Decoded, not mojibake: a name in kanji.
    expect(result.rows[0]!.quote).toMatch(
      /^[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}\s\u3000]+$/u,
    );
  });

  it('reads an XLS workbook of three sheets: My Numbers on the first, nothing on the others', async () => {
    const { resource, check } = await checkFile('kaigo-jigyosho-ichiran', 'kaigo-riyosha.xls');
    expect(check).toMatchObject({ status: 'succeeded', format: 'xls' });
    expect(check.sheets).toEqual(['利用者一覧', '集計', '備考']);
    const numbers = (await report(resource.id, { type: 'OTHER' })).result;
    expect(numbers.rows).toHaveLength(15);
    expect(numbers.rows.every((row) => row.sheet === '利用者一覧')).toBe(true);
    expect(numbers.rows[0]!.subType).toBe('JAPAN_INDIVIDUAL_NUMBER');
  });

  it('reads an XLSX file', async () => {
    // The participants' list sits in a private dataset the harvest does not see: publish its file
    // as a resource of a public dataset, as a mistaken upload would.
    const host = await resourceNamed('business-licences', 'business-licences.xlsx');
    const [resource] = await testApp.runtime.db
      .insert(resources)
      .values({
        datasetId: host.datasetId,
        instanceId,
        name: '参加者名簿',
        url: `${catalogue.url}/files/event-sankasha.xlsx`,
        format: 'XLSX',
        position: 9,
      })
      .returning();
    const check = await checkResource(testApp, owner, resource!.id);
    expect(check).toMatchObject({ status: 'succeeded', format: 'xlsx', rowsScanned: 25 });
    const tabs = Object.fromEntries(
      (await report(resource!.id)).result.tabs.map((tab) => [tab.type, tab.count]),
    );
    expect(tabs).toMatchObject({ PERSON_NAME: 50, EMAIL_ADDRESS: 25, PHONE_NUMBER: 25 });
  });

  it('shows a download that fails in the log, with an event, and keeps the last good count', async () => {
    const { resource, check } = await checkFile('iryo-kikan-ichiran', 'not-found.csv');
    expect(check.status).toBe('failed');
    const log = await callFunction<SensitiveCheckLog>(
      testApp,
      'sensitive.log',
      { checkId: check.id },
      { cookie: owner.cookie },
    );
    expect(log.result.error).toMatchObject({
      code: 'download.httpStatus',
      params: { status: 404 },
    });
    expect(log.result.error!.message).toMatch(/404/);
    const recorded = await testApp.runtime.db
      .select()
      .from(events)
      .where(and(eq(events.instanceId, instanceId), eq(events.kind, 'sensitive.checkFailed')));
    const event = recorded.find((row) => (row.details as { checkId: string }).checkId === check.id);
    expect(event).toMatchObject({
      level: 'error',
      actorId: owner.id,
      details: {
        code: 'download.httpStatus',
        params: { status: 404 },
        resourceName: resource.name,
        datasetName: 'iryo-kikan-ichiran',
      },
    });
    const [after] = await testApp.runtime.db
      .select()
      .from(resources)
      .where(eq(resources.id, resource.id));
    expect(after!.sensitiveCount).toBeNull();
    const status = await statusOf(resource.datasetId);
    const state = status.result.resources.find((row) => row.resourceId === resource.id)!;
    expect(state.latest).toMatchObject({
      status: 'failed',
      error: { code: 'download.httpStatus' },
    });
  });

  it('refuses a file over the size limit with a clear message in the log', async () => {
    const resource = await resourceNamed('hinanjo-ichiran', 'hinanjo-ichiran.csv');
    const limit = testApp.runtime.config.checkMaxBytes;
    testApp.runtime.config.checkMaxBytes = 256;
    try {
      const check = await checkResource(testApp, owner, resource.id);
      expect(check).toMatchObject({
        status: 'failed',
        errorCode: 'download.tooLarge',
        errorParams: { maxBytes: 256 },
      });
      expect(check.errorMessage).toMatch(/256/);
    } finally {
      testApp.runtime.config.checkMaxBytes = limit;
    }
  });

  it('says a web page is not supported, as a result rather than an error', async () => {
    const { check } = await checkFile('shimin-matsuri', 'event-tousensha.html');
    expect(check).toMatchObject({ status: 'succeeded', supported: false, findingCount: 0 });
    expect(check.notSupportedReason).toMatch(/HTML/);
  });

  it('rechecks: the new findings replace the old, the old log keeps its counts', async () => {
    const { resource, check: first } = await checkFile(
      'council-meeting-attendees',
      'council-attendees.tsv',
    );
    const second = await checkResource(testApp, owner, resource.id);
    expect(second.id).not.toBe(first.id);
    expect(second.findingCount).toBe(first.findingCount);
    const kept = await testApp.runtime.db
      .select({ checkId: sensitiveFindings.checkId })
      .from(sensitiveFindings)
      .where(eq(sensitiveFindings.checkId, first.id));
    expect(kept).toHaveLength(0);
    const checks = await callFunction<{ items: { id: string; findingCount: number }[] }>(
      testApp,
      'sensitive.checks',
      { resourceId: resource.id },
      { cookie: owner.cookie },
    );
    expect(checks.result.items.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(checks.result.items[1]!.findingCount).toBe(first.findingCount);
    expect((await report(resource.id)).result.check?.id).toBe(second.id);
    const rows = await testApp.runtime.db
      .select()
      .from(sensitiveChecks)
      .where(eq(sensitiveChecks.resourceId, resource.id));
    expect(rows).toHaveLength(2);
  });
});
