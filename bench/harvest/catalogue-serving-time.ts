import { performance } from 'node:perf_hooks';
import { request } from 'undici';

const stampRows = 1000;
const pageRows = 250;

async function action(catalogueUrl: string, name: string, params: Record<string, string | number>) {
  const query = new URLSearchParams(
    Object.entries(params).map(([key, value]) => [key, String(value)] as [string, string]),
  );
  const response = await request(`${catalogueUrl}/api/3/action/${name}?${query}`);
  const text = await response.body.text();
  if (response.statusCode !== 200) throw new Error(`${name}: ${response.statusCode}`);
  return text;
}

/** The stamps pass alone (1,000 a page, one after another): what a re-harvest must ask at least. */
export async function catalogueStampsPass(
  catalogueUrl: string,
): Promise<{ seconds: number; total: number; oldest: string | undefined }> {
  const started = performance.now();
  let oldest: string | undefined;
  let total = 0;
  for (let start = 0; ; start += stampRows) {
    const text = await action(catalogueUrl, 'package_search', {
      q: '*:*',
      rows: stampRows,
      start,
      sort: 'metadata_created asc, id asc',
      fl: 'id,name,metadata_modified',
    });
    const { results } = (
      JSON.parse(text) as { result: { results: Array<{ metadata_modified: string }> } }
    ).result;
    for (const stamp of results) {
      if (!oldest || stamp.metadata_modified < oldest) oldest = stamp.metadata_modified;
    }
    total += results.length;
    if (results.length < stampRows) break;
  }
  return { seconds: (performance.now() - started) / 1000, total, oldest };
}

/**
 * The catalogue's own time for the pages a first harvest asks for, asked the way the harvest asks
 * (a stamps pass of 1,000 a page, then the full datasets 250 a page, one request after another),
 * each answer read whole but not parsed: what the catalogue needs, without the app.
 */
export async function catalogueServingSeconds(catalogueUrl: string): Promise<number> {
  const started = performance.now();
  const { total, oldest } = await catalogueStampsPass(catalogueUrl);
  for (let start = 0; start < total; start += pageRows) {
    await action(catalogueUrl, 'package_search', {
      q: '*:*',
      fq: `metadata_modified:[${oldest} TO *]`,
      rows: pageRows,
      start,
      sort: 'metadata_modified asc, id asc',
    });
  }
  return (performance.now() - started) / 1000;
}
