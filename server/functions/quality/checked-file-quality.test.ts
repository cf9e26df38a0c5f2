import { describe, expect, it } from 'vitest';
import type { DatasetDetail } from '#contract/functions/datasets/index.js';
import { callFunction } from '#server/test-support/call-function.js';
import type { ServedFile } from '#server/test-support/file-server.js';
import { eventList, eventListCsv } from '#server/test-support/event-list-table.js';
import { useAppWithFiles } from '#server/test-support/use-app-with-files.js';
import { checkServedFile } from '../sensitive/test-support/check-served-file.js';
import { checkResource } from '../sensitive/test-support/sensitive-checks.js';

const csv = (text: string): ServedFile => ({
  type: 'text/csv',
  bytes: () => new TextEncoder().encode(text),
});

/** Files as councils publish them: a clean table, and one with notes, blank rows and an e-mail. */
const files: Record<string, ServedFile> = {
  'clean.csv': csv('施設名,所在地\n中央図書館,架空市本町1-1\n東図書館,架空市東町2-3\n'),
  'messy.csv': csv(
    [
      '氏名,メールアドレス',
      '山田 太郎,taro.yamada@example.jp',
      '',
      '佐藤 花子,hanako.sato@example.jp,備考：要確認',
      '',
    ].join('\n'),
  ),
  'events.csv': csv(eventListCsv),
};

describe('the quality of a file the personal-data check read', () => {
  const world = useAppWithFiles(files);
  const detailOf = async (datasetId: string) =>
    (
      await callFunction<DatasetDetail>(
        world.testApp,
        'datasets.get',
        { datasetId },
        { cookie: world.owner.cookie },
      )
    ).result;

  it('judges the rows and the personal data of the file it downloaded, per resource', async () => {
    const { resource, check } = await checkServedFile(world, 'messy.csv', 'CSV');
    expect(check.status).toBe('succeeded');
    const { quality } = await detailOf(resource.datasetId);
    const failedHere = quality.failures
      .filter((failure) => failure.resourceId === resource.id)
      .map((failure) => failure.rule);
    expect(failedHere).toEqual(
      expect.arrayContaining(['personal-data', 'file-ragged-rows', 'file-blank-rows']),
    );
    expect(failedHere).not.toContain('file-no-header');
  });

  it('finds nothing wrong with a clean table', async () => {
    const { resource, check } = await checkServedFile(world, 'clean.csv', 'CSV');
    expect(check.status).toBe('succeeded');
    const { quality } = await detailOf(resource.datasetId);
    const failedHere = quality.failures.filter((failure) => failure.resourceId === resource.id);
    expect(failedHere).toEqual([]);
  });

  it('compares a file with the standard dataset its title claims: each difference at its row and column', async () => {
    const { resource, check } = await checkServedFile(world, 'events.csv', 'CSV', eventList.title);
    expect(check.status).toBe('succeeded');
    const { quality } = await detailOf(resource.datasetId);
    expect(quality.conformance).toEqual([
      {
        resourceId: resource.id,
        standardId: 'events',
        total: 2,
        truncated: false,
        rowsChecked: 3,
        differences: expect.arrayContaining([
          expect.objectContaining({
            kind: 'missing-required-column',
            column: eventList.missingColumn,
          }),
          expect.objectContaining({ kind: 'invalid-date', ...eventList.badDate }),
        ]),
      },
    ]);
    const failedHere = quality.failures
      .filter((failure) => failure.resourceId === resource.id)
      .map((failure) => failure.rule);
    expect(failedHere).toEqual(expect.arrayContaining(['standard-columns', 'standard-values']));
  });

  it('compares nothing for a dataset that claims no standard', async () => {
    const { resource } = await checkServedFile(world, 'events.csv', 'CSV', '架空市の行事');
    const { quality } = await detailOf(resource.datasetId);
    expect(quality.conformance).toEqual([]);
    expect(quality.failures.map((failure) => failure.rule)).not.toContain('standard-columns');
  });

  it('compares with the standard a team chose, or with none, whatever the title says', async () => {
    const choose = (datasetId: string, standard: string) =>
      callFunction<DatasetDetail['quality']['standard']>(
        world.testApp,
        'quality.chooseStandard',
        { datasetId, standard },
        { cookie: world.owner.cookie },
      );
    // A title that names no standard: the team says it is the events list.
    const untitled = await checkServedFile(world, 'events.csv', 'CSV', '架空市の行事');
    const chosen = await choose(untitled.resource.datasetId, 'events');
    expect(chosen.status).toBe(200);
    expect(chosen.result).toMatchObject({
      choice: 'events',
      claim: { standardId: 'events', matchedBy: 'mapping' },
      chosenBy: world.owner.name,
    });
    await checkResource(world.testApp, world.owner, untitled.resource.id);
    expect((await detailOf(untitled.resource.datasetId)).quality.conformance).toMatchObject([
      { standardId: 'events', total: 2 },
    ]);

    // A title that names one, which the team says it is not: nothing is compared.
    const titled = await checkServedFile(world, 'events.csv', 'CSV', eventList.title);
    expect((await detailOf(titled.resource.datasetId)).quality.standard).toMatchObject({
      choice: 'automatic',
      claim: { standardId: 'events', matchedBy: 'title', term: 'イベント' },
    });
    expect((await choose(titled.resource.datasetId, 'none')).result.claim).toBeNull();
    await checkResource(world.testApp, world.owner, titled.resource.id);
    const { quality } = await detailOf(titled.resource.datasetId);
    expect(quality.conformance).toEqual([]);
    expect(quality.standard).toMatchObject({ choice: 'none', claim: null });

    // Back to automatic: the title decides again.
    expect((await choose(titled.resource.datasetId, 'automatic')).result).toMatchObject({
      choice: 'automatic',
      claim: { standardId: 'events', matchedBy: 'title' },
      chosenBy: null,
    });
  });

  it('refuses a standard that does not exist', async () => {
    const { resource } = await checkServedFile(world, 'clean.csv', 'CSV');
    const answer = await callFunction(
      world.testApp,
      'quality.chooseStandard',
      { datasetId: resource.datasetId, standard: 'parking-lots' },
      { cookie: world.owner.cookie },
    );
    expect(answer.status).toBe(400);
  });
});
