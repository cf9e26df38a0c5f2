import iconv from 'iconv-lite';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatasetDetail } from '#contract/functions/datasets/index.js';
import { datasetCsvColumns } from '#server/engines/csv/index.js';
import { datasets, histories, importPlanRounds, imports } from '#server/db/schema/index.js';
import { readCkanJson } from '#server/engines/metadata/ckan-json.js';
import { readDcatJsonLd } from '#server/engines/metadata/dcat-jsonld.js';
import type { MetadataRecord } from '#server/engines/metadata/metadata-record.js';
import { buildUser } from '#server/test-support/accounts.js';
import {
  csvBytes,
  csvObjects,
  downloadExport,
  uploadImport,
  zipEntries,
} from '#server/test-support/import-export-files.js';
import { waitForHarvest } from '#server/test-support/catalogue.js';
import { addMember } from '#server/test-support/members.js';
import { useSyncFixture } from '#server/test-support/use-sync-fixture.js';

describe('bulk work through CSV: export, preview, apply, sync', () => {
  const fixture = useSyncFixture();

  const exportDatasets = async (extra: Record<string, unknown> = {}) => {
    const download = await downloadExport(
      fixture.testApp,
      { instanceId: fixture.instanceId, ...extra },
      fixture.owner.cookie,
    );
    expect(download.status, download.bytes.toString()).toBe(200);
    return download;
  };
  const preview = (bytes: Uint8Array, fileName = 'datasets.csv', cookie = fixture.owner.cookie) =>
    uploadImport(fixture.testApp, fixture.instanceId, bytes, cookie, fileName);
  /** The exported resource rows, and one row of a dataset that has at least two resources. */
  const resourceRowsOfDatasetWithTwo = async () => {
    const zip = zipEntries((await exportDatasets({ include: 'datasetsAndResources' })).bytes);
    const rows = csvObjects(zip[Object.keys(zip).find((name) => name.startsWith('resources'))!]!);
    const target = rows.find(
      (row) => rows.filter((other) => other['Dataset Name'] === row['Dataset Name']).length >= 2,
    )!;
    return { rows, target };
  };
  const apply = (importId: string) =>
    fixture.call<{ datasets: number }>('imports.apply', { importId });

  it('exports every dataset of the list as Excel opens it: BOM, CRLF, the columns in order', async () => {
    const download = await exportDatasets();
    expect(download.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(download.headers['content-disposition']).toMatch(
      /attachment; filename="datasets-.*\.csv"/,
    );
    expect([...download.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = download.bytes.toString('utf8');
    expect(text.split('\r\n')[0]).toBe(`\uFEFF${datasetCsvColumns.join(',')}`);
    const rows = csvObjects(download.bytes);
    const [{ n }] = (await fixture.testApp.runtime.db
      .$count(datasets, eq(datasets.instanceId, fixture.instanceId))
      .then((count) => [{ n: count }])) as [{ n: number }];
    expect(rows).toHaveLength(n);
    expect(Number(download.headers['x-export-datasets'])).toBe(n);
    expect(rows.map((row) => row['Dataset Name'])).toEqual(
      [...rows.map((row) => row['Dataset Name'])].sort(),
    );
  });

  it('exports what the search shows; with resources, a zip of both lists; Shift_JIS on request', async () => {
    const all = csvObjects((await exportDatasets()).bytes);
    const someName = all[0]!['Dataset Name']!;
    const searched = csvObjects((await exportDatasets({ q: someName })).bytes);
    expect(searched.map((row) => row['Dataset Name'])).toContain(someName);
    expect(searched.length).toBeLessThan(all.length);

    const zip = await exportDatasets({ include: 'datasetsAndResources', encoding: 'shift_jis' });
    expect(zip.headers['content-type']).toBe('application/zip');
    const entries = zipEntries(zip.bytes);
    const names = Object.keys(entries).sort();
    expect(names).toHaveLength(2);
    const resourceCsv = entries[names.find((name) => name.startsWith('resources'))!]!;
    const text = iconv.decode(Buffer.from(resourceCsv), 'CP932');
    // The spec's resource CSV columns (§3), written out: dataset name, resource id, name, url,
    // description, format, size, created, last modified, then the action and position columns.
    expect(text.split('\r\n')[0]).toBe(
      'Dataset Name,Resource Id,Resource Name,Resource Url,Resource Description,Resource Format,' +
        'Resource Size,Resource Created,Resource Last Modified,Action,Position',
    );
    const resourceRows = csvObjects(Buffer.from(text));
    expect(resourceRows.length).toBeGreaterThan(all.length);
    expect(resourceRows.every((row) => row['Resource Id'] !== '' && row.Action === '')).toBe(true);
    expect(/[\u3040-\u30ff\u4e00-\u9faf]/.test(text)).toBe(true);
  });

  it('an unchanged export imports as "no changes" and cannot be applied', async () => {
    const datasetsFile = await preview((await exportDatasets()).bytes);
    expect(datasetsFile.status, JSON.stringify(datasetsFile.error)).toBe(200);
    expect(datasetsFile.preview).toMatchObject({
      importId: null,
      kind: 'datasets',
      issueCount: 0,
      changeCount: 0,
      counts: { new: 0, changed: 0, deleted: 0, conflicts: 0 },
    });
    const zip = zipEntries((await exportDatasets({ include: 'datasetsAndResources' })).bytes);
    const resourcesName = Object.keys(zip).find((name) => name.startsWith('resources'))!;
    const resourcesFile = await preview(zip[resourcesName]!, resourcesName);
    expect(resourcesFile.preview).toMatchObject({
      kind: 'resources',
      changeCount: 0,
      issueCount: 0,
    });
    expect(resourcesFile.preview.counts.unchanged).toBe(resourcesFile.preview.rows);
  });

  it('edits from a spreadsheet: preview with the diff, apply as local edits with history, sync to the catalogue', async () => {
    const rows = csvObjects((await exportDatasets()).bytes);
    const [first, second] = rows;
    first!.Title = `${first!.Title}（改訂）`;
    second!.Title = '=1+2 is text, not a formula';
    const previewed = await preview(csvBytes(rows), 'titles.csv');
    expect(previewed.preview).toMatchObject({
      counts: { new: 0, changed: 2, conflicts: 0 },
      issueCount: 0,
    });
    expect(previewed.preview.changes.map((change) => change.changes)).toEqual([
      [{ field: 'title', before: expect.any(String), after: first!.Title }],
      [{ field: 'title', before: expect.any(String), after: second!.Title }],
    ]);
    const applied = await apply(previewed.preview.importId!);
    expect(applied.status, JSON.stringify(applied.error)).toBe(200);
    expect(applied.result).toEqual({ datasets: 2 });

    const edited = await fixture.datasetNamed(second!['Dataset Name']!);
    expect(edited).toMatchObject({ title: second!.Title, syncStatus: 'not_synced' });
    const [history] = await fixture.testApp.runtime.db
      .select()
      .from(histories)
      .where(and(eq(histories.datasetId, edited.id), eq(histories.source, 'import')));
    expect(history).toMatchObject({
      actorId: fixture.owner.id,
      details: { fileName: 'titles.csv', importId: previewed.preview.importId },
    });
    const again = await apply(previewed.preview.importId!);
    expect(again.error?.details?.reason).toBe('importApplied');

    const synced = await fixture.call<{ outcome: string }>('datasets.sync', {
      datasetId: edited.id,
    });
    expect(synced.result.outcome).toBe('synced');
    expect(fixture.catalogue.store.findDataset(edited.name)!.title).toBe(second!.Title);
  });

  it("previews a licence change with the catalogue's titles beside the ids the file holds", async () => {
    const rows = csvObjects((await exportDatasets()).bytes);
    const row = rows.find((candidate) => candidate.License === 'cc-by-4.0')!;
    row.License = 'uk-ogl';
    const previewed = await preview(csvBytes(rows), 'licence.csv');
    expect(previewed.preview.changes.map((change) => change.changes)).toEqual([
      [{ field: 'licenseId', before: 'cc-by-4.0', after: 'uk-ogl' }],
    ]);
    expect(previewed.preview.titles).toEqual({
      licenseId: {
        'cc-by-4.0': 'クリエイティブ・コモンズ 表示 4.0 国際 (CC BY 4.0)',
        'uk-ogl': 'UK Open Government Licence (OGL)',
      },
    });
  });

  it('refuses to apply a stored plan that does not read back as a plan, and writes nothing', async () => {
    const rows = csvObjects((await exportDatasets()).bytes);
    const row = rows[0]!;
    row.Title = `${row.Title} (tampered plan)`;
    const previewed = await preview(csvBytes(rows), 'tampered.csv');
    const importId = previewed.preview.importId!;
    expect(importId).toBeTruthy();
    // The plan as a row changed by hand (or written by an older version) might hold it.
    await fixture.testApp.runtime.db
      .update(importPlanRounds)
      .set({ datasets: [{ datasetId: 'not-an-id', version: '3', resources: 'all' }] })
      .where(eq(importPlanRounds.importId, importId));
    const refused = await apply(importId);
    expect(refused.status).toBe(409);
    expect(refused.error?.details).toMatchObject({ reason: 'importPlanUnreadable' });
    const [unchanged] = await fixture.testApp.runtime.db
      .select({ title: datasets.title })
      .from(datasets)
      .where(
        and(eq(datasets.instanceId, fixture.instanceId), eq(datasets.name, row['Dataset Name']!)),
      );
    expect(unchanged?.title).not.toContain('(tampered plan)');
    const [stored] = await fixture.testApp.runtime.db
      .select({ status: imports.status })
      .from(imports)
      .where(eq(imports.id, importId));
    expect(stored?.status).toBe('ready');
  });

  it('drives resources by the action column: change a URL, add one, delete one', async () => {
    const { rows, target } = await resourceRowsOfDatasetWithTwo();
    const datasetName = target['Dataset Name']!;
    const ofDataset = rows.filter((row) => row['Dataset Name'] === datasetName);
    ofDataset[0]!['Resource Url'] = 'https://example.org/files/new-location.csv';
    ofDataset[1]!.Action = 'delete';
    const added = {
      ...ofDataset[0]!,
      'Resource Id': '',
      'Resource Name': '追加した資料',
      'Resource Url': 'https://example.org/files/added.pdf',
      'Resource Format': 'PDF',
      'Resource Size': '',
      Action: 'add',
      Position: '',
    };
    const previewed = await preview(csvBytes([...ofDataset, added]), 'resources.csv');
    expect(previewed.preview).toMatchObject({
      kind: 'resources',
      issueCount: 0,
      counts: { new: 1, changed: 1, deleted: 1 },
    });
    const applied = await apply(previewed.preview.importId!);
    expect(applied.status, JSON.stringify(applied.error)).toBe(200);
    const detail: DatasetDetail = await fixture.datasetNamed(datasetName);
    expect(detail.resources.map((resource) => resource.name)).toContain('追加した資料');
    expect(detail.resources.map((resource) => resource.id)).not.toContain(
      ofDataset[1]!['Resource Id'],
    );
    expect(
      detail.resources.find((resource) => resource.id === ofDataset[0]!['Resource Id'])!.url,
    ).toBe('https://example.org/files/new-location.csv');
    expect(detail.resources.at(-1)!.name).toBe('追加した資料');
    const synced = await fixture.call<{ outcome: string }>('datasets.sync', {
      datasetId: detail.id,
    });
    expect(synced.result.outcome).toBe('synced');
    const held = fixture.catalogue.store.findDataset(datasetName)!;
    expect(held.resources.map((resource) => resource.name)).toEqual(
      detail.resources.map((resource) => resource.name),
    );
  });

  it('writes cells any spreadsheet reads back, keeps free text as written, and counts a moved row', async () => {
    // A description with Markdown paragraphs, and one that starts with a tab and ends with spaces.
    const [first, second] = csvObjects((await exportDatasets()).bytes);
    const paragraphs = '一段落目です。\n\n**二段落目**です。';
    const padded = '\t字下げした説明  ';
    for (const [row, notes] of [
      [first!, paragraphs],
      [second!, padded],
    ] as const) {
      const saved = await fixture.edit(row['Dataset Name']!, { notes });
      expect(saved.notes).toBe(notes);
    }
    const exported = (await exportDatasets()).bytes;
    const text = new TextDecoder().decode(exported);
    // Quoted where a spreadsheet would otherwise break the row or drop the white space.
    expect(text).toContain(`"${paragraphs}"`);
    // (A leading tab is also guarded as formula-like text, with a quote mark Calc hides.)
    expect(text).toContain(`"'${padded}"`);
    // Re-imported untouched: nothing changed, the white space kept.
    const untouched = await preview(exported);
    expect(untouched.preview).toMatchObject({ changeCount: 0, issueCount: 0 });

    // Resources: a row moved and nothing else is a changed row; a javascript: URL is refused.
    const { rows, target } = await resourceRowsOfDatasetWithTwo();
    const ofDataset = rows.filter((row) => row['Dataset Name'] === target['Dataset Name']);
    ofDataset[0]!.Position = String(ofDataset.length);
    ofDataset[ofDataset.length - 1]!.Position = '1';
    const moved = await preview(csvBytes(ofDataset), 'resources.csv');
    expect(moved.preview).toMatchObject({ issueCount: 0, counts: { changed: 2, new: 0 } });
    for (const address of ['javascript:alert(1)', 'mailto:opendata@example.org']) {
      const bad = [{ ...ofDataset[0]!, Position: '', 'Resource Url': address }];
      const refused = await preview(csvBytes(bad), 'resources.csv');
      expect(refused.preview.issues).toEqual([
        expect.objectContaining({ column: 'Resource Url', key: 'resourceUrlInvalid' }),
      ]);
    }
    const ftp = [{ ...ofDataset[0]!, Position: '', 'Resource Url': 'ftp://example.org/a.csv' }];
    expect((await preview(csvBytes(ftp), 'resources.csv')).preview.issueCount).toBe(0);
  });

  it('plans a file longer than one batch as one: a dataset moved on both sides of a batch, a message at its row', async () => {
    const { rows, target } = await resourceRowsOfDatasetWithTwo();
    const ofDataset = rows.filter((row) => row['Dataset Name'] === target['Dataset Name']);
    const other = rows.find((row) => row['Dataset Name'] !== target['Dataset Name'])!;
    // Rows are read and compared 2,000 at a time: the move's two rows fall in different batches.
    const added = Array.from({ length: 2100 }, (_, index) => ({
      ...other,
      'Resource Id': '',
      'Resource Name': `追加 ${index}`,
      Action: 'add',
      Position: '',
    }));
    const file = [
      { ...ofDataset[0]!, Position: String(ofDataset.length) },
      ...added,
      { ...ofDataset[ofDataset.length - 1]!, Position: '1' },
      { ...other, Position: '', 'Resource Url': 'javascript:alert(1)' },
    ];
    const previewed = await preview(csvBytes(file), 'resources.csv');
    expect(previewed.preview).toMatchObject({
      rows: 2103,
      counts: { new: 2100, changed: 2, unchanged: 0 },
      issues: [{ row: 2104, column: 'Resource Url', key: 'resourceUrlInvalid' }],
    });
    const moved = previewed.preview.changes.find(
      (change) => change.datasetName === target['Dataset Name'],
    )!;
    expect(moved.changes.map((change) => change.field)).toEqual(['resourceOrder']);
  });

  it('shows each resource CSV message at its row and column, and applies nothing', async () => {
    const zip = zipEntries((await exportDatasets({ include: 'datasetsAndResources' })).bytes);
    const rows = csvObjects(
      zip[Object.keys(zip).find((name) => name.startsWith('resources'))!]!,
    ).slice(0, 9);
    const other = rows.find((row) => row['Dataset Name'] !== rows[0]!['Dataset Name'])![
      'Dataset Name'
    ]!;
    rows[0]!['Dataset Name'] = '';
    rows[1]!['Dataset Name'] = other;
    rows[2]!['Resource Id'] = '00000000-0000-4000-8000-000000000000';
    rows[3]!['Resource Name'] = 'two\nlines';
    rows[4]!['Resource Url'] = 'not a url';
    rows[5]!['Resource Format'] = 'CSV\nTSV';
    rows[6]!['Resource Size'] = '12.5';
    rows[7]!['Resource Created'] = '2024-02-30T10:00:00+09:00';
    rows[8]!['Resource Last Modified'] = '2024-05-01 10:00';
    const previewed = await preview(csvBytes(rows), 'broken.csv');
    expect(previewed.preview.importId).toBeNull();
    expect(previewed.preview.issues).toEqual(
      expect.arrayContaining([
        // The message each script reads is the spec's (§5), word for word.
        {
          row: 2,
          column: 'Dataset Name',
          key: 'csvRequired',
          params: { column: 'Dataset Name' },
          message: 'Dataset Name is required',
        },
        {
          row: 3,
          column: 'Dataset Name',
          key: 'csvDatasetMismatch',
          message: 'A different Dataset Name is specified',
        },
        {
          row: 4,
          column: 'Resource Id',
          key: 'csvResourceIdUnknown',
          message: 'Resource Id must be blank or an existing Resource Id',
        },
        {
          row: 5,
          column: 'Resource Name',
          key: 'resourceNameNewline',
          message: 'Resource Name contains a newline character',
        },
        {
          row: 6,
          column: 'Resource Url',
          key: 'resourceUrlInvalid',
          message: 'Resource Url must be a valid URL',
        },
        {
          row: 7,
          column: 'Resource Format',
          key: 'resourceFormatNewline',
          message: 'Resource Format contains line feed characters',
        },
        {
          row: 8,
          column: 'Resource Size',
          key: 'resourceSizeInteger',
          message: 'Resource size must be blank or an integer',
        },
        {
          row: 9,
          column: 'Resource Created',
          key: 'csvDateInvalid',
          params: { column: 'Resource Created' },
          message: expect.stringMatching(/^Resource Created must be blank or an ISO 8601 date/),
        },
        {
          row: 10,
          column: 'Resource Last Modified',
          key: 'csvDateInvalid',
          params: { column: 'Resource Last Modified' },
          message: expect.stringMatching(/^Resource Last Modified must be blank or an ISO 8601/),
        },
      ]),
    );
  });

  it('refuses files that are not CSV, with a reason, never a 500', async () => {
    const binary = await preview(Uint8Array.of(0x50, 0x4b, 0x03, 0x04, 0x00, 0x01));
    expect(binary.status).toBe(400);
    expect(binary.error?.details?.reason).toBe('csv.notCsv');
    const ragged = await preview(Buffer.from(`${datasetCsvColumns.join(',')}\r\na,b\r\n`));
    expect(ragged.error?.details).toMatchObject({ reason: 'csv.ragged', line: 2 });
    const nul = await preview(Buffer.from('{"name":"a","title":"x\\u0000y"}\n'), 'bad.jsonl');
    expect(nul.status).toBe(400);
    expect(nul.error?.details).toMatchObject({ reason: 'metadata.invalid', line: 1 });
    const notJson = await preview(Buffer.from('{"name": '), 'bad.json');
    expect(notJson.error?.details?.reason).toBe('metadata.invalid');
  });

  it('a dataset edited since the export is a conflict, not overwritten', async () => {
    const rows = csvObjects((await exportDatasets()).bytes);
    const target = rows[3]!;
    await fixture.edit(target['Dataset Name']!, { maintainer: 'Someone else' });
    target.Title = 'From an old export';
    const previewed = await preview(csvBytes(rows));
    expect(previewed.preview.importId).toBeNull();
    expect(previewed.preview.counts.conflicts).toBe(1);
    expect(previewed.preview.changes[0]).toMatchObject({
      datasetName: target['Dataset Name'],
      status: 'conflict',
    });
  });

  it('applies all or nothing: a dataset that moves after the preview leaves every row unapplied', async () => {
    const rows = csvObjects((await exportDatasets()).bytes);
    rows[5]!.Title = 'First change';
    rows[6]!.Title = 'Last change';
    const previewed = await preview(csvBytes(rows));
    expect(previewed.preview.counts.changed).toBe(2);
    await fixture.edit(rows[6]!['Dataset Name']!, { maintainer: 'Moved meanwhile' });
    const applied = await apply(previewed.preview.importId!);
    expect(applied.status).toBe(409);
    expect(applied.error?.details?.reason).toBe('staleVersion');
    expect((await fixture.datasetNamed(rows[5]!['Dataset Name']!)).title).not.toBe('First change');
  });

  it('exports the metadata as CKAN JSON Lines and DCAT-AP JSON-LD that read back field by field', async () => {
    const ckan = await exportDatasets({ format: 'ckan-jsonl' });
    expect(ckan.headers['content-type']).toBe('application/jsonl; charset=utf-8');
    const dcat = await exportDatasets({ format: 'dcat-jsonld' });
    expect(dcat.headers['content-disposition']).toMatch(/\.jsonld"$/);
    const fromCkan = readCkanJson(ckan.bytes.toString('utf8'));
    const fromDcat = await readDcatJsonLd(dcat.bytes.toString('utf8'));
    expect(fromCkan.length).toBe(Number(ckan.headers['x-export-datasets']));
    const byName = (records: MetadataRecord[]) =>
      new Map(records.map((record) => [record.name, record]));
    const dcatByName = byName(fromDcat);
    for (const record of fromCkan.slice(0, 8)) {
      const local = await fixture.datasetNamed(record.name);
      const expected = {
        title: local.title,
        notes: local.notes,
        tags: [...local.tags].sort(),
        license_id: local.licenseId ?? '',
        owner_org: local.organizationName ?? '',
        url: local.url ?? '',
        maintainer: local.maintainer ?? '',
        groups: [...local.groups].sort(),
        resources: local.resources.map((resource) => ({
          name: resource.name,
          url: resource.url,
          format: resource.format,
          size: resource.size,
        })),
      };
      const comparable = (read: MetadataRecord) => ({
        title: read.title,
        notes: read.notes,
        tags: [...read.tags].sort(),
        license_id: read.license_id,
        owner_org: read.owner_org,
        url: read.url,
        maintainer: read.maintainer,
        groups: [...read.groups].sort(),
        resources: read.resources.map(({ name, url, format, size }) => ({
          name,
          url,
          format,
          size,
        })),
      });
      expect(comparable(record)).toEqual(expected);
      expect(comparable(dcatByName.get(record.name)!)).toEqual(expected);
    }
  });

  it.each(['ckan-jsonl', 'dcat-jsonld'] as const)(
    'imports a %s export into another instance: previewed, applied, equal field by field',
    async (format) => {
      const file = await exportDatasets({ format });
      const other = await fixture.call<{ id: string }>('instances.create', {
        workspaceId: fixture.workspaceId,
        name: `Only Riverside (${format})`,
        url: fixture.catalogue.url,
        limitScope: true,
        organizationIds: 'riverside-council',
      });
      expect(other.status, JSON.stringify(other.error)).toBe(200);
      await waitForHarvest(fixture.testApp, other.result.id);
      const before = await fixture.testApp.runtime.db.$count(
        datasets,
        eq(datasets.instanceId, other.result.id),
      );
      const previewed = await uploadImport(
        fixture.testApp,
        other.result.id,
        file.bytes,
        fixture.owner.cookie,
        `all.${format}`,
      );
      expect(previewed.status, JSON.stringify(previewed.error)).toBe(200);
      expect(previewed.preview).toMatchObject({
        kind: 'metadata',
        encoding: format,
        issueCount: 0,
      });
      const total = Number(file.headers['x-export-datasets']);
      expect(before).toBeGreaterThan(0);
      expect(before).toBeLessThan(total);
      expect(previewed.preview.counts.new).toBe(total - before);
      const applied = await apply(previewed.preview.importId!);
      expect(applied.status, JSON.stringify(applied.error)).toBe(200);

      const source = readCkanJson(
        (await exportDatasets({ format: 'ckan-jsonl' })).bytes.toString('utf8'),
      );
      const copied = readCkanJson(
        (
          await downloadExport(
            fixture.testApp,
            { instanceId: other.result.id, format: 'ckan-jsonl' },
            fixture.owner.cookie,
          )
        ).bytes.toString('utf8'),
      );
      const comparable = (record: MetadataRecord) => ({
        ...record,
        tags: [...record.tags].sort(),
        groups: [...record.groups].sort(),
        resources: record.resources.map(
          ({ id: _id, created: _c, last_modified: _m, ...rest }) => rest,
        ),
      });
      expect(copied.map(comparable)).toEqual(source.map(comparable));
      const again = await uploadImport(
        fixture.testApp,
        other.result.id,
        file.bytes,
        fixture.owner.cookie,
      );
      expect(again.preview.changeCount).toBe(0);
    },
  );

  it('checks permission on the server: viewers may export but not import; strangers see nothing', async () => {
    const viewer = await buildUser(fixture.testApp, { name: 'Viewer' });
    await addMember(fixture.testApp, {
      workspaceId: fixture.workspaceId,
      userId: viewer.id,
      role: 'viewer',
    });
    const viewed = await downloadExport(
      fixture.testApp,
      { instanceId: fixture.instanceId },
      viewer.cookie,
    );
    expect(viewed.status).toBe(200);
    const refused = await preview(viewed.bytes, 'datasets.csv', viewer.cookie);
    expect(refused.status).toBe(403);
    const stranger = await buildUser(fixture.testApp, { name: 'Stranger' });
    const hidden = await downloadExport(
      fixture.testApp,
      { instanceId: fixture.instanceId },
      stranger.cookie,
    );
    expect(hidden.status).toBe(404);
    const crossSite = await downloadExport(
      fixture.testApp,
      { instanceId: fixture.instanceId },
      fixture.owner.cookie,
      { origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
  });
});
