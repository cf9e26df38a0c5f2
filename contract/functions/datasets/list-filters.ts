import { z } from 'zod';
import { datasetSyncFilters, datasetVisibilities, linkStatuses } from '#contract/enums.js';
import { qualityRuleIds } from '#contract/quality-rules.js';

/**
 * What narrows an instance's dataset list: a search, the link status ('unchecked': not checked
 * yet), the visibility, the sync status and the organization (its name). The list, its counts and
 * the export read the same filters, so an export holds exactly what the list shows.
 */
export const ZDatasetListFilters = z.object({
  q: z.string().trim().max(200).default(''),
  linkStatus: z.enum([...linkStatuses, 'unchecked']).optional(),
  visibility: z.enum(datasetVisibilities).optional(),
  syncStatus: z.enum(datasetSyncFilters).optional(),
  organization: z.string().trim().min(1).max(200).optional(),
  /** Only the datasets failing this quality rule (docs/quality.md). */
  qualityRule: z.enum(qualityRuleIds).optional(),
});
export type DatasetListFilters = z.infer<typeof ZDatasetListFilters>;
