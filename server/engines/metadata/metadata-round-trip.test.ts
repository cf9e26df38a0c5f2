import { describe, expect, it } from 'vitest';
import { readCkanJson, writeCkanJsonLines } from './ckan-json.js';
import { readDcatJsonLd, writeDcatJsonLd } from './dcat-jsonld.js';
import { MetadataFormatError, type MetadataRecord } from './metadata-record.js';

const records: MetadataRecord[] = [
  {
    name: 'hinanjo-ichiran',
    title: '指定避難所一覧',
    notes: '市内の**指定避難所**の一覧です。\n改行を含みます。',
    tags: ['防災', '避難所'],
    license_id: 'cc-by-4.0',
    owner_org: 'midori-city',
    url: 'https://www.example.jp/bosai/hinanjo.html',
    maintainer: '危機管理課',
    groups: ['bosai', 'kurashi'],
    extras: [{ key: 'update_frequency', value: '年1回' }],
    resources: [
      {
        id: '6f1c2d9e-0000-4000-8000-000000000001',
        name: '指定避難所一覧（CSV）',
        url: 'https://www.example.jp/files/hinanjo.csv',
        description: 'Shift_JIS',
        format: 'CSV',
        size: 20480,
        created: '2024-04-01T09:00:00+09:00',
        last_modified: '2025-03-31T17:30:00+09:00',
        position: 0,
      },
      {
        id: '6f1c2d9e-0000-4000-8000-000000000002',
        name: 'Shelters (JSON)',
        url: 'https://www.example.jp/files/hinanjo.json',
        description: '',
        format: 'JSON',
        size: null,
        created: null,
        last_modified: null,
        position: 1,
      },
    ],
  },
  {
    name: 'empty-dataset',
    title: 'A dataset with nothing but a title',
    notes: '',
    tags: [],
    license_id: '',
    owner_org: '',
    url: '',
    maintainer: '',
    groups: [],
    extras: [],
    resources: [],
  },
];

async function collect(chunks: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
}

describe('metadata export and import engines', () => {
  it('CKAN JSON Lines: one package_show-shaped line per dataset, read back field by field', async () => {
    const text = await collect(writeCkanJsonLines(records));
    const lines = text.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      name: 'hinanjo-ichiran',
      tags: [{ name: '防災' }, { name: '避難所' }],
      groups: [{ name: 'bosai' }, { name: 'kurashi' }],
      num_resources: 2,
    });
    expect(readCkanJson(text)).toEqual(records);
  });

  it('CKAN JSON: also reads an array, one object, and package_show / package_search answers', () => {
    const packages = records.map((record) => ({
      ...record,
      tags: record.tags.map((name) => ({ name, vocabulary_id: null })),
      groups: record.groups.map((name) => ({ name, title: name })),
    }));
    expect(readCkanJson(JSON.stringify(packages))).toEqual(records);
    expect(readCkanJson(JSON.stringify({ success: true, result: packages[0] }))).toEqual([
      records[0],
    ]);
    expect(
      readCkanJson(JSON.stringify({ success: true, result: { count: 2, results: packages } })),
    ).toEqual(records);
  });

  it('DCAT JSON-LD in the DCAT-AP shape, read back field by field through jsonld expansion', async () => {
    const text = await collect(
      writeDcatJsonLd(records, { siteUrl: 'https://catalog.example.jp/' }),
    );
    const document = JSON.parse(text) as { '@graph': Record<string, unknown>[] };
    expect(document['@graph'][0]).toMatchObject({
      '@id': 'https://catalog.example.jp/dataset/hinanjo-ichiran',
      '@type': 'dcat:Dataset',
      'dct:title': '指定避難所一覧',
      'dcat:keyword': ['防災', '避難所'],
      'dcat:landingPage': { '@id': 'https://www.example.jp/bosai/hinanjo.html' },
      'dct:publisher': { '@type': 'foaf:Agent' },
      'dcat:contactPoint': { 'vcard:fn': '危機管理課' },
      'dct:accrualPeriodicity': '年1回',
    });
    const [distribution] = document['@graph'][0]!['dcat:distribution'] as Record<string, unknown>[];
    expect(distribution).toMatchObject({
      '@type': 'dcat:Distribution',
      'dcat:accessURL': { '@id': 'https://www.example.jp/files/hinanjo.csv' },
      'dct:format': 'CSV',
      'dcat:byteSize': 20480,
    });
    expect(await readDcatJsonLd(text)).toEqual(records);
  });

  it('DCAT: reads another tool’s compacted document with its own prefixes and references', async () => {
    const text = JSON.stringify({
      '@context': {
        d: 'http://www.w3.org/ns/dcat#',
        t: 'http://purl.org/dc/terms/',
      },
      '@graph': [
        {
          '@id': 'https://data.example.org/dataset/bus-stops',
          '@type': 'd:Dataset',
          't:title': { '@value': 'Bus stops', '@language': 'en' },
          'd:keyword': 'transport',
          'd:distribution': { '@id': 'https://data.example.org/dist/1' },
        },
        {
          '@id': 'https://data.example.org/dist/1',
          '@type': 'd:Distribution',
          't:title': 'Stops (CSV)',
          'd:downloadURL': { '@id': 'https://data.example.org/stops.csv' },
        },
      ],
    });
    const [record] = await readDcatJsonLd(text);
    expect(record).toMatchObject({
      name: 'bus-stops',
      title: 'Bus stops',
      tags: ['transport'],
      resources: [{ id: '1', name: 'Stops (CSV)', url: 'https://data.example.org/stops.csv' }],
    });
  });

  it('refuses malformed input with a message that says where and why', async () => {
    expect(() => readCkanJson('')).toThrow(new MetadataFormatError('The file is empty'));
    expect(() => readCkanJson('{"name":"a"}\n{"name":')).toThrow('Line 2 is not valid JSON');
    expect(() => readCkanJson('{"title":"no name"}')).toThrow('Record 1: has no name');
    expect(() =>
      readCkanJson(JSON.stringify({ name: 'a', resources: [{ name: 'x', size: -1 }] })),
    ).toThrow(/Record 1: resources\.0\.size/);
    expect(() => readCkanJson(JSON.stringify({ success: false, error: {} }))).toThrow(
      'The API answer is an error',
    );
    await expect(readDcatJsonLd('not json')).rejects.toThrow('The file is not valid JSON');
    await expect(readDcatJsonLd(JSON.stringify({ '@id': 'x', title: 'y' }))).rejects.toThrow(
      'The document holds no dcat:Dataset',
    );
    await expect(
      readDcatJsonLd(JSON.stringify({ '@context': 'https://example.org/context.jsonld' })),
    ).rejects.toThrow(/remote JSON-LD context/);
  });
});
