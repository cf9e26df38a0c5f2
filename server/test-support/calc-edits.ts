import type { ImportChange } from '#contract/functions/imports.js';
import { datasetCsvColumnOf, resourceCsvColumnOf } from '../engines/csv/index.js';
import type { CalcEdit } from './edit-in-calc.js';
import type { SyncFixture } from './sync-fixture.js';

export interface CalcEdits {
  /** Typed into the dataset list: a title, and a description with line feeds. */
  datasets: CalcEdit[];
  /** Typed into the resource list: a resource URL. */
  resources: CalcEdit[];
  /** Exactly what the previews must show, each list's changes in the preview's order. */
  datasetChanges: ImportChange[];
  resourceChanges: ImportChange[];
}

const nameColumn = datasetCsvColumnOf.name;

/** The three cells a round-trip test edits in Calc, and the previews' changes they must give. */
export async function plannedCalcEdits(fixture: SyncFixture): Promise<CalcEdits> {
  const titled = await fixture.datasetNamed('jinko-tokei-shikuchoson');
  const described = await fixture.datasetNamed('kosodate-shien-shisetsu');
  const linked = await fixture.datasetNamed('koukyo-musen-lan');
  const resource = linked.resources[0];
  if (!resource) throw new Error('koukyo-musen-lan has no resource');
  const title = `${titled.title}（令和7年度）`;
  const notes = '子育て支援施設の一覧です。\n\n**更新**: 毎月1日、"開所時間"を含む。\n末尾の行';
  const url = 'https://opendata.example.jp/kosodate/musen-lan-2025.csv';
  return {
    datasets: [
      { keyColumn: nameColumn, key: titled.name, column: datasetCsvColumnOf.title, value: title },
      {
        keyColumn: nameColumn,
        key: described.name,
        column: datasetCsvColumnOf.notes,
        value: notes,
      },
    ],
    resources: [
      { keyColumn: 'Resource Id', key: resource.id, column: resourceCsvColumnOf.url, value: url },
    ],
    datasetChanges: [
      {
        datasetName: titled.name,
        datasetId: titled.id,
        status: 'changed',
        changes: [{ field: 'title', before: titled.title, after: title }],
      },
      {
        datasetName: described.name,
        datasetId: described.id,
        status: 'changed',
        changes: [{ field: 'notes', before: described.notes, after: notes }],
      },
    ],
    resourceChanges: [
      {
        datasetName: linked.name,
        datasetId: linked.id,
        status: 'changed',
        changes: [
          {
            field: 'resource.url',
            before: resource.url,
            after: url,
            resourceId: resource.id,
            resourceName: resource.name,
          },
        ],
      },
    ],
  };
}
