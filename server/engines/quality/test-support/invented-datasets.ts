import type { QualityInput, QualityResourceInput } from '../quality-types.js';
import type { TableProfile } from '../profile/file-profile.js';
import type { DatasetContext, ResourceContext } from '../rules/rule-context.js';
import { formatStars } from '../openness/format-stars.js';

/** 2026-12-01T00:00:00Z: the fixed "now" of the tests. */
export const testNow = Date.UTC(2026, 11, 1);

/** An invented dataset that passes every rule; a test overrides the one field it is about. */
export function buildDataset(overrides: Partial<QualityInput> = {}): QualityInput {
  return {
    title: '架空市 公衆トイレ一覧',
    notes: '架空市が管理する公衆トイレの所在地と設備の一覧です。',
    licenseId: 'cc-by',
    licenceOpen: true,
    tags: ['トイレ', '施設'],
    organisation: 'kakuu-city',
    maintainer: '架空市 総務部 情報政策課',
    maintainerEmail: 'opendata@city.kakuu.example',
    author: null,
    authorEmail: null,
    updateFrequency: '毎月',
    metadataModified: new Date(Date.UTC(2026, 10, 20)),
    resources: [buildResource()],
    ...overrides,
  };
}

export function buildResource(overrides: Partial<QualityResourceInput> = {}): QualityResourceInput {
  return {
    id: 'resource-1',
    format: 'CSV',
    url: 'https://data.city.kakuu.example/toilets.csv',
    linkStatus: 'alive',
    sensitiveCount: 0,
    profile: buildTableProfile(),
    conformance: null,
    ...overrides,
  };
}

export function buildTableProfile(overrides: Partial<TableProfile> = {}): TableProfile {
  return {
    kind: 'table',
    format: 'csv',
    encoding: 'utf-8',
    headerRow: true,
    columns: ['名称', '住所'],
    rows: 3,
    raggedRows: [],
    raggedRowCount: 0,
    blankRows: [],
    blankRowCount: 0,
    ...overrides,
  };
}

export const datasetContext: DatasetContext = { now: testNow };

/** The context the scorer would give a resource. */
export function contextOf(resource: QualityResourceInput): ResourceContext {
  return { formatStars: formatStars(resource.format, resource.url) };
}
