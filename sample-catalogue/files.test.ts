import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { luhnValid, myNumberCheckDigit } from './files/people.js';
import { sampleFiles, startSampleCatalogue, type SampleCatalogue } from './index.js';

let catalogue: SampleCatalogue;
beforeAll(async () => {
  catalogue = await startSampleCatalogue({ slowLinkMs: 50 });
});
afterAll(() => catalogue.close());

const get = (path: string, init?: RequestInit) =>
  fetch(`${catalogue.url}${path}`, { redirect: 'manual', ...init });
const bytes = async (path: string) => Buffer.from(await (await get(path)).arrayBuffer());

describe('files the resources point at', () => {
  it.each(sampleFiles.map((file) => [file.name, file.contentType]))(
    'serves %s as %s',
    async (name, contentType) => {
      const response = await get(`/files/${name}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(contentType);
      expect(Number(response.headers.get('content-length'))).toBeGreaterThan(100);
    },
  );

  it('encodes CSVs in UTF-8, UTF-8 with BOM and Shift_JIS', async () => {
    const sjis = await bytes('/files/shobodan-meibo.csv');
    expect(sjis.toString('utf8')).not.toContain('氏名');
    expect(iconv.decode(sjis, 'cp932').split('\r\n')[0]).toBe(
      '分団,氏名,フリガナ,生年月日,住所,電話番号,入団日',
    );
    expect([...(await bytes('/files/hojokin-kofusaki.csv')).subarray(0, 3)]).toEqual([
      0xef, 0xbb, 0xbf,
    ]);
    expect((await bytes('/files/hinanjo-ichiran.csv')).toString('utf8')).toMatch(
      /^施設名,住所,電話番号/,
    );
  });

  it('holds valid My Numbers and Luhn-valid card numbers where it says so', async () => {
    const workbook = XLSX.read(await bytes('/files/kaigo-riyosha.xls'));
    expect(workbook.SheetNames).toEqual(['利用者一覧', '集計', '備考']);
    const rows = XLSX.utils.sheet_to_json<Record<string, string>>(workbook.Sheets['利用者一覧']!);
    expect(rows).toHaveLength(15);
    for (const row of rows) {
      const number = String(row['個人番号']);
      expect(number).toMatch(/^\d{12}$/);
      expect(Number(number[11])).toBe(myNumberCheckDigit(number.slice(0, 11)));
    }
    const fines = (await bytes('/files/parking-fines.csv'))
      .toString('utf8')
      .trim()
      .split('\r\n')
      .slice(1);
    expect(fines.length).toBeGreaterThan(5);
    for (const line of fines)
      expect(luhnValid(/\b(?:\d{4} ){3}\d{4}\b/.exec(line)?.[0] ?? '')).toBe(true);
  });

  it('writes XLSX workbooks with several sheets and a text PDF', async () => {
    expect(XLSX.read(await bytes('/files/jinko-tokei.xlsx')).SheetNames).toEqual([
      '市区町村別',
      '注記',
    ]);
    const pdf = await bytes('/files/hinanjo-unei-iin.pdf');
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(pdf.toString('latin1')).toContain('/ToUnicode');
  });

  it('answers ranged GETs and HEAD', async () => {
    const ranged = await get('/files/jinko-tokei.csv', { headers: { range: 'bytes=0-0' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toMatch(/^bytes 0-0\/\d+$/);
    expect((await ranged.arrayBuffer()).byteLength).toBe(1);
    const head = await get('/files/jinko-tokei.csv', { method: 'HEAD' });
    expect(head.status).toBe(200);
  });
});

describe('links that are dead or odd on purpose', () => {
  it.each([
    ['/links/not-found.csv', 404],
    ['/links/gone.csv', 410],
    ['/links/server-error.csv', 500],
    ['/links/loop-a.csv', 302],
    ['/links/moved.csv', 301],
  ])('%s answers %i', async (path, status) => {
    expect((await get(path)).status).toBe(status);
  });

  it('loops between two redirects and moves to a live file', async () => {
    expect((await get('/links/loop-a.csv')).headers.get('location')).toBe('/links/loop-b.csv');
    expect((await get('/links/loop-b.csv')).headers.get('location')).toBe('/links/loop-a.csv');
    expect((await fetch(`${catalogue.url}/links/moved.csv`)).status).toBe(200);
  });

  it('refuses HEAD but serves GET on /links/no-head.csv', async () => {
    expect((await get('/links/no-head.csv', { method: 'HEAD' })).status).toBe(405);
    expect((await get('/links/no-head.csv')).status).toBe(200);
  });

  it('answers /links/slow.csv only after the configured delay', async () => {
    const started = performance.now();
    expect((await get('/links/slow.csv')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
  });

  it('points every resource of the seed data at a served file or a documented dead link', async () => {
    const known = new Set([
      ...sampleFiles.map((file) => `/files/${file.name}`),
      '/links/not-found.csv',
      '/links/gone.csv',
      '/links/server-error.csv',
      '/links/loop-a.csv',
      '/links/moved.csv',
      '/links/no-head.csv',
      '/links/slow.csv',
    ]);
    for (const dataset of catalogue.store.datasets.values()) {
      for (const resource of dataset.resources) {
        if (!resource.url.startsWith(catalogue.url)) {
          expect(resource.url).toMatch(
            /^http:\/\/(opendata\.example\.invalid|parks\.example\.invalid|127\.0\.0\.1:1)\//,
          );
          continue;
        }
        const path = resource.url.slice(catalogue.url.length);
        expect(known.has(path) || /^\/files\/generated\/\d+\.csv$/.test(path), path).toBe(true);
      }
    }
  });
});
