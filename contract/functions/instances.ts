import { z } from 'zod';
import { harvestStatuses, harvestTriggers, instanceStates } from '../enums.js';
import { defineFunction } from './define.js';

export const ZInstanceSummary = z.object({
  id: z.string(),
  workspaceId: z.string(),
  name: z.string(),
  url: z.string(),
  organizationScope: z.array(z.string()),
  state: z.enum(instanceStates),
  lastSynchronizedAt: z.string().nullable(),
  datasetCount: z.number().int(),
  resourceCount: z.number().int(),
});
export type InstanceSummary = z.infer<typeof ZInstanceSummary>;

export const ZHarvestRun = z.object({
  id: z.string(),
  trigger: z.enum(harvestTriggers),
  status: z.enum(harvestStatuses),
  total: z.number().int().nullable(),
  fetched: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  removed: z.number().int(),
  keptLocal: z.number().int(),
  error: z.string().nullable(),
  queuedAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type HarvestRun = z.infer<typeof ZHarvestRun>;

export const ZInstanceDetail = ZInstanceSummary.extend({
  ckanVersion: z.string().nullable(),
  siteTitle: z.string().nullable(),
  harvestSchedule: z.string(),
  linkCheckSchedule: z.string(),
  /** The harvest queued or running now, if any. */
  currentHarvest: ZHarvestRun.nullable(),
  /** The last finished harvest. */
  lastHarvest: ZHarvestRun.nullable(),
  /** Datasets with local changes the catalogue does not hold yet (lost if the instance goes). */
  unsyncedCount: z.number().int(),
  /** What the caller may do here (claims for the UI; the server checks again). */
  permissions: z.object({ edit: z.boolean(), manage: z.boolean() }),
});
export type InstanceDetail = z.infer<typeof ZInstanceDetail>;

export const ZCatalogueUrl = z
  .string()
  .trim()
  .min(1, 'urlInvalid')
  .refine((value) => /^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value), 'urlInvalid');

/** Organization IDs comma-separated, required when the scope is limited. */
export const ZInstanceForm = z
  .object({
    name: z.string().trim().min(1, 'instanceNameRequired').max(120, 'tooLong'),
    url: ZCatalogueUrl,
    limitScope: z.boolean().default(false),
    organizationIds: z.string().default(''),
  })
  .superRefine((form, context) => {
    if (form.limitScope && parseOrganizationIds(form.organizationIds).length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['organizationIds'],
        message: 'organizationIdRequired',
      });
    }
  });

export function parseOrganizationIds(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,、，\s]+/)
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
}

export const instancesCreate = defineFunction('instances.create', {
  invalidates: ['workspaces.list', 'workspaces.get'],
  input: z.object({ workspaceId: z.uuid() }).and(ZInstanceForm),
  output: ZInstanceSummary,
});

export const instancesGet = defineFunction('instances.get', {
  input: z.object({ instanceId: z.uuid() }),
  output: ZInstanceDetail,
});

export const instancesHarvest = defineFunction('instances.harvest', {
  invalidates: ['instances.get'],
  input: z.object({ instanceId: z.uuid() }),
  output: z.object({ runId: z.string() }),
});

/** Cron expressions we accept for the schedule: five fields. */
export const ZHarvestSchedule = z
  .string()
  .trim()
  .regex(/^(\S+\s+){4}\S+$/, 'invalidSchedule');

export const instancesUpdate = defineFunction('instances.update', {
  invalidates: ['instances.get', 'workspaces.get', 'events.list'],
  input: z.object({
    instanceId: z.uuid(),
    name: z.string().trim().min(1, 'instanceNameRequired').max(120, 'tooLong').optional(),
    harvestSchedule: ZHarvestSchedule.optional(),
    /** Cron (UTC) of the scheduled link check. */
    linkCheckSchedule: ZHarvestSchedule.optional(),
    /** A new catalogue URL: checked with status_show before it is saved. */
    url: ZCatalogueUrl.optional(),
    /**
     * A new organization scope, as the instance form takes it (comma-separated IDs; empty means
     * the whole catalogue), each checked against the catalogue's organizations. A changed URL or scope queues a harvest.
     */
    organizationIds: z.string().optional(),
  }),
  output: ZInstanceSummary,
});

/**
 * Removes an instance and its working copy (datasets, resources, checks, histories, events, keys).
 * Unsynced edits are lost; jobs queued for it find nothing and end.
 */
export const instancesRemove = defineFunction('instances.remove', {
  invalidates: ['workspaces.get', 'workspaces.list'],
  input: z.object({ instanceId: z.uuid() }),
  output: z.object({ workspaceId: z.string() }),
});
