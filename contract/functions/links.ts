import { z } from 'zod';
import {
  linkCheckScopes,
  linkCheckStatuses,
  linkCheckTriggers,
  linkListSorts,
  linkReasons,
  linkStatuses,
} from '../enums.js';
import { locales } from '../locales.js';
import { defineFunction } from './define.js';
import { pagedList, ZPageRequest } from './paged-list.js';

/** One run of the link checker: progress while it runs, its outcome after (counts are resources). */
export const ZLinkCheck = z.object({
  id: z.string(),
  instanceId: z.string(),
  scope: z.enum(linkCheckScopes),
  datasetId: z.string().nullable(),
  resourceId: z.string().nullable(),
  trigger: z.enum(linkCheckTriggers),
  status: z.enum(linkCheckStatuses),
  /** Resources to check; null until the check has listed them. */
  total: z.number().int().nullable(),
  done: z.number().int(),
  alive: z.number().int(),
  dead: z.number().int(),
  unknown: z.number().int(),
  error: z.string().nullable(),
  queuedAt: z.string(),
  /** A confirmation check does not start before this time. */
  startAfter: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type LinkCheck = z.infer<typeof ZLinkCheck>;

/** A resource's link as last checked. */
export const ZLinkState = z.object({
  resourceId: z.string(),
  url: z.string(),
  status: z.enum(linkStatuses),
  reason: z.enum(linkReasons),
  httpStatus: z.number().int().nullable(),
  finalUrl: z.string().nullable(),
  checkedAt: z.string(),
  /** The first failed check since the link last worked (dead or unknown since). */
  failingSince: z.string().nullable(),
  /** This check found it dead; a second failure later confirms it (until then unknown). */
  awaitingConfirmation: z.boolean(),
});
export type LinkState = z.infer<typeof ZLinkState>;

export const ZLinkStatusCounts = z.object({
  alive: z.number().int(),
  dead: z.number().int(),
  unknown: z.number().int(),
  /** Resources not checked yet (or whose URL changed since their check). */
  unchecked: z.number().int(),
});
export type LinkStatusCounts = z.infer<typeof ZLinkStatusCounts>;

export const linksCheck = defineFunction('links.check', {
  invalidates: ['links.instanceStatus', 'links.datasetStatus'],
  input: z.discriminatedUnion('scope', [
    z.object({ scope: z.literal('instance'), instanceId: z.uuid() }),
    z.object({ scope: z.literal('dataset'), datasetId: z.uuid() }),
    z.object({ scope: z.literal('resource'), resourceId: z.uuid() }),
  ]),
  /** The check queued (or the one already queued or running that covers the same links). */
  output: ZLinkCheck,
});

export const linksProgress = defineFunction('links.progress', {
  input: z.object({ checkId: z.uuid() }),
  output: ZLinkCheck,
});

export const linksInstanceStatus = defineFunction('links.instanceStatus', {
  input: z.object({ instanceId: z.uuid() }),
  output: z.object({
    counts: ZLinkStatusCounts,
    /** The instance check queued or running now. */
    current: ZLinkCheck.nullable(),
    /** The last finished instance check. */
    last: ZLinkCheck.nullable(),
    /** A confirmation check waiting for its time. */
    confirmation: ZLinkCheck.nullable(),
    schedule: z.string(),
    canCheck: z.boolean(),
  }),
});

export const linksDatasetStatus = defineFunction('links.datasetStatus', {
  input: z.object({ datasetId: z.uuid() }),
  output: z.object({
    status: z.enum(linkStatuses).nullable(),
    reason: z.enum(linkReasons).nullable(),
    checkedAt: z.string().nullable(),
    /** The checked resources' links (a resource not in the list is not checked yet). */
    resources: z.array(ZLinkState),
    /** A check queued or running that covers this dataset (its own, or its instance's). */
    current: ZLinkCheck.nullable(),
    canCheck: z.boolean(),
  }),
});

export const linksSummary = defineFunction('links.summary', {
  input: z.object({ workspaceId: z.uuid() }),
  output: z.object({
    items: z.array(
      ZLinkStatusCounts.extend({
        instanceId: z.string(),
        instanceName: z.string(),
        /** When the last link check of the instance finished. */
        lastCheckedAt: z.string().nullable(),
      }),
    ),
  }),
});

/** Which dead and unknown links to list or export. */
export const ZLinkListFilter = z.object({
  workspaceId: z.uuid(),
  instanceId: z.uuid().optional(),
  /** Dead, unknown, or both (default). */
  status: z.enum(['dead', 'unknown']).optional(),
  reason: z.enum(linkReasons).optional(),
  /** Words in the dataset's name or title, the resource's name or URL, or the organization. */
  q: z.string().trim().max(200).default(''),
  sort: z.enum(linkListSorts).default('status'),
});
export type LinkListFilter = z.input<typeof ZLinkListFilter>;

export const ZLinkListRow = z.object({
  resourceId: z.string(),
  resourceName: z.string(),
  url: z.string(),
  datasetId: z.string(),
  datasetName: z.string(),
  datasetTitle: z.string(),
  organizationName: z.string().nullable(),
  organizationTitle: z.string().nullable(),
  instanceId: z.string(),
  instanceName: z.string(),
  status: z.enum(linkStatuses),
  reason: z.enum(linkReasons),
  httpStatus: z.number().int().nullable(),
  checkedAt: z.string(),
  failingSince: z.string().nullable(),
  awaitingConfirmation: z.boolean(),
});
export type LinkListRow = z.infer<typeof ZLinkListRow>;

export const linksList = defineFunction('links.list', {
  input: ZLinkListFilter.extend(ZPageRequest.shape),
  output: pagedList(ZLinkListRow),
});

/** The list as a CSV file for Excel: UTF-8 with a BOM, headers in the caller's language. */
export const linksExport = defineFunction('links.export', {
  /** `locale`: the language of the headers and texts; default the caller's. */
  input: ZLinkListFilter.extend({ locale: z.enum(locales).optional() }),
  output: z.object({ fileName: z.string(), csv: z.string(), rows: z.number().int() }),
});

export const ZLinkResult = z.object({
  checkId: z.string(),
  url: z.string(),
  status: z.enum(linkStatuses),
  engineStatus: z.enum(linkStatuses),
  reason: z.enum(linkReasons),
  httpStatus: z.number().int().nullable(),
  finalUrl: z.string().nullable(),
  contentType: z.string().nullable(),
  contentLength: z.number().nullable(),
  responseTimeMs: z.number().int(),
  redirects: z.number().int(),
  detail: z.string().nullable(),
  checkedAt: z.string(),
});
export type LinkResult = z.infer<typeof ZLinkResult>;

export const linksHistory = defineFunction('links.history', {
  input: z.object({ resourceId: z.uuid() }),
  /** The resource's link results, newest first (at most 100). */
  output: z.object({ items: z.array(ZLinkResult) }),
});
