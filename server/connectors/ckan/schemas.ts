import { z } from 'zod';

/**
 * Schemas of what CKAN 2.9, 2.10 and 2.11 answer. Each object is `.loose()`: fields we do not
 * name (extensions such as ckanext-scheming add many) pass through untouched, so a dataset
 * read and written back loses nothing. Fields some versions or configurations omit are optional.
 */

const text = z.string().nullish();

/** CKAN stores sizes as integers, but older sites and harvesters left strings and blanks. */
const looseInteger = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value) => {
    if (value === null || value === undefined || value === '') return null;
    const number = typeof value === 'number' ? value : Number(value);
    return Number.isFinite(number) ? number : null;
  });

/** License metadata: "True"/"False" strings in 2.9–2.11, booleans in some registries. */
const flag = z.union([z.string(), z.boolean()]).optional();

export const ZCkanStatus = z
  .object({
    /** Absent when the site sets `ckan.hide_version` and the caller is not a sysadmin. */
    ckan_version: z.string().optional(),
    site_title: text,
    site_url: text,
    site_description: text,
    locale_default: text,
    error_emails_to: text,
    extensions: z.union([z.array(z.string()), z.string()]).optional(),
  })
  .loose();
export type CkanStatus = z.infer<typeof ZCkanStatus>;

export const ZCkanTag = z
  .object({
    name: z.string(),
    display_name: z.string().optional(),
    id: z.string().optional(),
    state: z.string().optional(),
    vocabulary_id: text,
  })
  .loose();
export type CkanTag = z.infer<typeof ZCkanTag>;

export const ZCkanExtra = z
  .object({
    key: z.string(),
    /** A string in CKAN's database; other JSON values are kept as sent. */
    value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
  })
  .loose();
export type CkanExtra = z.infer<typeof ZCkanExtra>;

export const ZCkanResource = z
  .object({
    id: z.string(),
    package_id: z.string().optional(),
    url: z.string().nullish(),
    name: text,
    description: text,
    format: text,
    mimetype: text,
    mimetype_inner: text,
    size: looseInteger,
    hash: text,
    position: z.number().optional(),
    state: z.string().optional(),
    url_type: text,
    resource_type: text,
    created: text,
    last_modified: text,
    /** Present from CKAN 2.9 on. */
    metadata_modified: text,
    cache_url: text,
    cache_last_updated: text,
  })
  .loose();
export type CkanResource = z.infer<typeof ZCkanResource>;

/** The owning organization as package_show embeds it. */
export const ZCkanOrganizationSummary = z
  .object({
    id: z.string(),
    name: z.string(),
    title: text,
    type: z.string().optional(),
    description: text,
    image_url: text,
    created: text,
    is_organization: z.boolean().optional(),
    approval_status: text,
    state: z.string().optional(),
  })
  .loose();
export type CkanOrganizationSummary = z.infer<typeof ZCkanOrganizationSummary>;

/** A group as package_show embeds it. */
export const ZCkanGroupSummary = z
  .object({
    id: z.string(),
    name: z.string(),
    title: text,
    display_name: text,
    description: text,
    image_display_url: text,
  })
  .loose();
export type CkanGroupSummary = z.infer<typeof ZCkanGroupSummary>;

export const ZCkanPackage = z
  .object({
    id: z.string(),
    name: z.string(),
    /** Null when a package_update left it out. */
    title: text,
    notes: text,
    url: text,
    version: text,
    author: text,
    author_email: text,
    maintainer: text,
    maintainer_email: text,
    license_id: text,
    license_title: text,
    license_url: text,
    isopen: z.boolean().nullish(),
    owner_org: text,
    organization: ZCkanOrganizationSummary.nullish(),
    private: z.boolean().default(false),
    state: z.string().default('active'),
    type: z.string().default('dataset'),
    creator_user_id: text,
    metadata_created: text,
    metadata_modified: z.string(),
    num_resources: z.number().optional(),
    num_tags: z.number().optional(),
    resources: z.array(ZCkanResource).default([]),
    tags: z.array(ZCkanTag).default([]),
    groups: z.array(ZCkanGroupSummary).default([]),
    /** ckanext-scheming sites move extras to top-level fields and may drop this list. */
    extras: z.array(ZCkanExtra).default([]),
  })
  .loose();
export type CkanPackage = z.infer<typeof ZCkanPackage>;

const groupShape = {
  id: z.string(),
  name: z.string(),
  title: text,
  display_name: text,
  description: text,
  image_url: text,
  image_display_url: text,
  created: text,
  is_organization: z.boolean().optional(),
  approval_status: text,
  state: z.string().optional(),
  type: z.string().optional(),
  /** Datasets the caller can see (public ones for an anonymous caller). */
  package_count: z.number().optional(),
  num_followers: z.number().optional(),
};

export const ZCkanOrganization = z.object(groupShape).loose();
export type CkanOrganization = z.infer<typeof ZCkanOrganization>;

export const ZCkanGroup = z.object(groupShape).loose();
export type CkanGroup = z.infer<typeof ZCkanGroup>;

export const ZCkanLicense = z
  .object({
    id: z.string(),
    title: z.string(),
    url: text,
    status: text,
    family: text,
    maintainer: text,
    od_conformance: text,
    osd_conformance: text,
    is_generic: flag,
    is_okd_compliant: z.boolean().optional(),
    is_osi_compliant: z.boolean().optional(),
    domain_content: flag,
    domain_data: flag,
    domain_software: flag,
  })
  .loose();
export type CkanLicense = z.infer<typeof ZCkanLicense>;

/** package_search's answer; `results` are full datasets unless `fl` asked for fields. */
export const ZCkanSearchResult = z
  .object({
    count: z.number(),
    results: z.array(z.unknown()),
    sort: z.string().optional(),
    facets: z.record(z.string(), z.unknown()).optional(),
    search_facets: z.record(z.string(), z.unknown()).optional(),
  })
  .loose();

/** One dataset of package_search with `fl=id,name,metadata_modified`. */
export const ZCkanPackageStamp = z
  .object({ id: z.string(), name: z.string(), metadata_modified: z.string() })
  .loose();

/** The `{help, success, result | error}` envelope every Action API answer comes in. */
export const ZCkanEnvelope = z
  .object({
    help: z.string().optional(),
    success: z.boolean(),
    result: z.unknown().optional(),
    error: z.record(z.string(), z.unknown()).optional(),
  })
  .loose();
export type CkanEnvelope = z.infer<typeof ZCkanEnvelope>;
