import type { LookupFunction } from 'node:net';
import type { z } from 'zod';
import { CkanError } from './ckan-error.js';
import type { CkanPackageInput, CkanResourceInput } from './inputs.js';
import {
  ZCkanGroup,
  ZCkanLicense,
  ZCkanOrganization,
  ZCkanPackage,
  ZCkanPackageStamp,
  ZCkanResource,
  ZCkanSearchResult,
  ZCkanStatus,
  type CkanGroup,
  type CkanLicense,
  type CkanOrganization,
  type CkanPackage,
  type CkanResource,
  type CkanStatus,
} from './schemas.js';
import { normaliseCkanTimestamp } from './timestamps.js';
import { CkanTransport, defaultUserAgent } from './transport.js';

export interface CkanClientOptions {
  baseUrl: string;
  /** A CKAN API token; sent as `Authorization: <token>`. */
  apiKey?: string;
  /** Per request in total, from sending it to the body's last byte. Default 30 000. */
  timeoutMs?: number;
  /** Extra attempts for reads after a 5xx, 429 or network failure. Default 3. Writes are never retried. */
  retries?: number;
  /** First back-off delay; doubles on each retry (with jitter). Default 500. */
  retryDelayMs?: number;
  userAgent?: string;
  /** An answer longer than this is abandoned as it streams in (a too-large error). Default 64 MiB. */
  maxResponseBytes?: number;
  /** Let the client reach loopback and private addresses (tests, the sample catalogue, intranet CKANs). */
  allowPrivateAddresses?: boolean;
  /** CIDR ranges reachable although not public, when private addresses are otherwise refused. */
  allowedAddressRanges?: readonly string[];
  /** Resolves the catalogue's name before each connection; default the system resolver. */
  lookup?: LookupFunction;
  /** Every search includes the private datasets the key's user may read (a harvest with a key). */
  includePrivate?: boolean;
}

export interface PackageSearchParams {
  q?: string;
  fq?: string;
  /** At most 1,000 (CKAN's `ckan.search.rows_max`); larger values are capped. */
  rows?: number;
  start?: number;
  sort?: string;
  /** Ask for these index fields only; results are then plain objects, not full datasets. */
  fl?: string[];
  /** Include the private datasets the token's user may read. */
  includePrivate?: boolean;
}

export interface PackageStamp {
  id: string;
  name: string;
  /** Normalised with normaliseCkanTimestamp(): UTC, millisecond precision, "…Z". */
  metadata_modified: string;
}

export const maxSearchRows = 1000;
export const defaultMaxResponseBytes = 64 * 1024 * 1024;
/** CKAN caps organization_list/group_list with all_fields at `..._all_fields_max` (default 25). */
const groupPageSize = 25;

/** A client of one CKAN site's Action API v3. Pure: no database, no web framework. */
export class CkanClient {
  private readonly transport: CkanTransport;
  private readonly includePrivate: boolean;
  /** The longest page an all_fields organization or group list has given: the site's cap is no lower. */
  private longestGroupPage = 0;

  constructor(options: CkanClientOptions) {
    this.includePrivate = options.includePrivate ?? false;
    this.transport = new CkanTransport({
      baseUrl: options.baseUrl,
      ...(options.apiKey ? { apiKey: options.apiKey } : {}),
      timeoutMs: options.timeoutMs ?? 30_000,
      retries: options.retries ?? 3,
      retryDelayMs: options.retryDelayMs ?? 500,
      userAgent: options.userAgent ?? defaultUserAgent,
      allowPrivateAddresses: options.allowPrivateAddresses ?? false,
      allowedAddressRanges: options.allowedAddressRanges ?? [],
      ...(options.lookup ? { lookup: options.lookup } : {}),
      maxResponseBytes: options.maxResponseBytes ?? defaultMaxResponseBytes,
    });
  }

  async statusShow(): Promise<CkanStatus> {
    return parse('status_show', ZCkanStatus, await this.transport.read('status_show'));
  }

  packageSearch(
    p: PackageSearchParams & { fl: string[] },
  ): Promise<{ count: number; results: Record<string, unknown>[] }>;
  packageSearch(p: PackageSearchParams): Promise<{ count: number; results: CkanPackage[] }>;
  async packageSearch(
    p: PackageSearchParams,
  ): Promise<{ count: number; results: CkanPackage[] | Record<string, unknown>[] }> {
    const params: Record<string, unknown> = {
      q: p.q,
      fq: p.fq,
      rows:
        p.rows === undefined ? undefined : Math.max(0, Math.min(maxSearchRows, Math.floor(p.rows))),
      start: p.start,
      sort: p.sort,
      // CKAN turns a string into a one-item list and hands it to Solr, which splits on commas.
      fl: p.fl?.length ? p.fl.join(',') : undefined,
      include_private: p.includePrivate || this.includePrivate ? 'true' : undefined,
    };
    const answer = parse(
      'package_search',
      ZCkanSearchResult,
      await this.transport.read('package_search', params),
    );
    if (p.fl?.length) {
      return {
        count: answer.count,
        results: answer.results.map((item) => parseRecord('package_search', item)),
      };
    }
    return {
      count: answer.count,
      results: answer.results.map((item) => parse('package_search', ZCkanPackage, item)),
    };
  }

  async packageShow(id: string): Promise<CkanPackage> {
    return parse('package_show', ZCkanPackage, await this.transport.read('package_show', { id }));
  }

  /** Every organization with its fields and public dataset count (paged: CKAN caps all_fields lists). */
  organizationList(): Promise<CkanOrganization[]> {
    return everyPage(this.groupPages('organization_list', ZCkanOrganization));
  }

  /**
   * Both lists, their first pages asked at once and before either's later pages: the longer first
   * page may prove the shorter list ended, which saves asking for an empty page.
   */
  async organizationAndGroupLists(): Promise<{
    organizations: CkanOrganization[];
    groups: CkanGroup[];
  }> {
    const organizationPages = this.groupPages('organization_list', ZCkanOrganization);
    const groupPages = this.groupPages('group_list', ZCkanGroup);
    const [firstOrganizations, firstGroups] = await Promise.all([
      organizationPages.next(),
      groupPages.next(),
    ]);
    const organizations = firstOrganizations.value ?? [];
    const groups = firstGroups.value ?? [];
    organizations.push(...(await everyPage(organizationPages)));
    groups.push(...(await everyPage(groupPages)));
    return { organizations, groups };
  }

  /**
   * The organizations in which the token's user holds `permission` (CKAN's default manage_group),
   * each with the user's capacity. An unknown token is anonymous to CKAN and gets [].
   */
  async organizationListForUser(permission: string): Promise<CkanOrganization[]> {
    const result = await this.transport.read('organization_list_for_user', { permission });
    return parseList('organization_list_for_user', ZCkanOrganization, result);
  }

  groupList(): Promise<CkanGroup[]> {
    return everyPage(this.groupPages('group_list', ZCkanGroup));
  }

  async licenseList(): Promise<CkanLicense[]> {
    const result = await this.transport.read('license_list');
    return parseList('license_list', ZCkanLicense, result);
  }

  async packageCreate(p: CkanPackageInput): Promise<CkanPackage> {
    return parse('package_create', ZCkanPackage, await this.transport.write('package_create', p));
  }

  /** Changes only the given fields; a list field given (tags, extras, groups, resources) replaces the old list whole. */
  async packagePatch(id: string, changes: Partial<CkanPackageInput>): Promise<CkanPackage> {
    return parse(
      'package_patch',
      ZCkanPackage,
      await this.transport.write('package_patch', { ...changes, id }),
    );
  }

  /** Replaces the dataset: fields left out are cleared, lists left out are emptied. */
  async packageUpdate(p: CkanPackageInput & { id: string }): Promise<CkanPackage> {
    return parse('package_update', ZCkanPackage, await this.transport.write('package_update', p));
  }

  async resourceCreate(r: CkanResourceInput & { package_id: string }): Promise<CkanResource> {
    return parse(
      'resource_create',
      ZCkanResource,
      await this.transport.write('resource_create', r),
    );
  }

  async resourcePatch(id: string, changes: Partial<CkanResourceInput>): Promise<CkanResource> {
    return parse(
      'resource_patch',
      ZCkanResource,
      await this.transport.write('resource_patch', { ...changes, id }),
    );
  }

  /** CKAN marks the dataset deleted (state "deleted"); it no longer appears in searches. */
  async packageDelete(id: string): Promise<void> {
    await this.transport.write('package_delete', { id });
  }

  async resourceDelete(id: string): Promise<void> {
    await this.transport.write('resource_delete', { id });
  }

  /**
   * One page of the most recently modified datasets' stamps, newest first, with how many datasets
   * the search holds in all: a re-harvest's quick look at what changed (readCatalogueStamps).
   */
  async recentPackageStamps(
    p: { fq?: string; rows?: number } = {},
  ): Promise<{ count: number; stamps: PackageStamp[] }> {
    const page = await this.packageSearch({
      q: '*:*',
      ...(p.fq ? { fq: p.fq } : {}),
      rows: Math.max(1, Math.min(maxSearchRows, p.rows ?? maxSearchRows)),
      start: 0,
      sort: 'metadata_modified desc, id desc',
      fl: ['id', 'name', 'metadata_modified'],
    });
    return { count: page.count, stamps: page.results.map(toPackageStamp) };
  }

  /**
   * The metadata_modified of these datasets (ids), read from the search index in one request
   * (at most 1,000 ids): a dataset missing from the answer is absent from the map.
   */
  async packageStampsOf(
    ids: readonly string[],
    p: { includePrivate?: boolean } = {},
  ): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const page = await this.packageSearch({
      q: '*:*',
      fq: `id:(${ids.map((id) => `"${id.replaceAll('"', '')}"`).join(' OR ')})`,
      rows: Math.min(maxSearchRows, ids.length),
      start: 0,
      fl: ['id', 'name', 'metadata_modified'],
      ...(p.includePrivate ? { includePrivate: true } : {}),
    });
    return new Map(
      page.results.map(toPackageStamp).map((stamp) => [stamp.id, stamp.metadata_modified]),
    );
  }

  /**
   * Every dataset id with its metadata_modified, a page at a time, for incremental harvests and
   * deletion detection. Sorted by creation so datasets created meanwhile land on later pages.
   * A dataset deleted during the walk shifts the pages and may hide one other dataset from it:
   * confirm a missing dataset with packageShow before treating it as deleted.
   */
  async *listPackageStamps(
    p: { fq?: string; includePrivate?: boolean; pageSize?: number } = {},
  ): AsyncIterable<PackageStamp[]> {
    const rows = Math.max(1, Math.min(maxSearchRows, p.pageSize ?? maxSearchRows));
    const seen = new Set<string>();
    for (let start = 0; ; start += rows) {
      const page = await this.packageSearch({
        q: '*:*',
        ...(p.fq ? { fq: p.fq } : {}),
        rows,
        start,
        sort: 'metadata_created asc, id asc',
        fl: ['id', 'name', 'metadata_modified'],
        ...(p.includePrivate ? { includePrivate: true } : {}),
      });
      const stamps: PackageStamp[] = [];
      for (const item of page.results) {
        const stamp = toPackageStamp(item);
        if (seen.has(stamp.id)) continue;
        seen.add(stamp.id);
        stamps.push(stamp);
      }
      if (stamps.length > 0) yield stamps;
      if (page.results.length < rows || start + rows >= page.count) return;
    }
  }

  close(): Promise<void> {
    return this.transport.close();
  }

  /**
   * One all_fields list, page by page, advancing by what arrived. A site may cap pages below what
   * we ask, so a short page proves the end only when it is shorter than a page this site has given
   * for either list (one setting caps both; the other list's pages count as they arrive); else
   * the walk stops on an empty page, or on a page that brings nothing new (a site ignoring offset).
   */
  private async *groupPages<T extends z.ZodType>(
    action: string,
    schema: T,
  ): AsyncGenerator<z.infer<T>[], void> {
    const seen = new Set<string>();
    for (let offset = 0, pages = 0; pages < 10_000; pages += 1) {
      const page = parseList(
        action,
        schema,
        await this.transport.read(action, { all_fields: 'true', limit: groupPageSize, offset }),
      );
      this.longestGroupPage = Math.max(this.longestGroupPage, page.length);
      const fresh = page.filter((item) => {
        const id = (item as { id: string }).id;
        return !seen.has(id) && Boolean(seen.add(id));
      });
      if (fresh.length === 0) return;
      offset += page.length;
      yield fresh;
      if (page.length < Math.min(groupPageSize, this.longestGroupPage)) return;
    }
  }
}

/** Every item of the pages not yet read. */
async function everyPage<T>(pages: AsyncGenerator<T[], void>): Promise<T[]> {
  const all: T[] = [];
  for await (const page of pages) all.push(...page);
  return all;
}

function parse<T extends z.ZodType>(action: string, schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.join('.') || 'result';
  throw new CkanError(
    'not-ckan',
    `The answer to ${action} has an unexpected shape (${where}: ${issue?.message ?? 'invalid'})`,
    {
      cause: parsed.error,
    },
  );
}

function parseList<T extends z.ZodType>(action: string, schema: T, value: unknown): z.infer<T>[] {
  if (!Array.isArray(value))
    throw new CkanError('not-ckan', `The answer to ${action} is not a list`);
  return value.map((item) => parse(action, schema, item));
}

function parseRecord(action: string, value: unknown): Record<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value))
    return value as Record<string, unknown>;
  throw new CkanError('not-ckan', `The answer to ${action} holds a result that is not an object`);
}

function toPackageStamp(item: Record<string, unknown>): PackageStamp {
  const stamp = parse('package_search', ZCkanPackageStamp, item);
  return {
    id: stamp.id,
    name: stamp.name,
    metadata_modified: normaliseCkanTimestamp(stamp.metadata_modified),
  };
}
