import { z } from 'zod';
import { ZBatchChange } from '#contract/functions/batches.js';
import { ZDatasetFormFields, ZResourceRow } from '#contract/functions/datasets/index.js';
import { ZFieldChange } from '#contract/functions/histories.js';
import { AppError } from '#server/lib/app-error.js';
import type { ImportPlan } from './import-plan.js';

/** A resource's field values as an import writes them: the list row's own fields. */
const ZResourceValues = ZResourceRow.pick({
  name: true,
  description: true,
  url: true,
  format: true,
  size: true,
  created: true,
  lastModified: true,
});

const ZResourceOperation = z.discriminatedUnion('op', [
  z.object({
    op: z.literal('add'),
    row: z.number().int(),
    values: ZResourceValues,
    id: z.string().optional(),
  }),
  z.object({ op: z.literal('update'), resourceId: z.uuid(), values: ZResourceValues }),
  z.object({ op: z.literal('delete'), resourceId: z.uuid() }),
]);

/**
 * An import's plan as it is stored between its preview and its apply (a JSON column): read back
 * through this schema, so a row written by an older version, or changed by hand, is refused
 * before anything is written instead of being trusted as typed.
 */
export const ZStoredImportPlan = z.object({
  datasets: z.array(
    z.object({
      datasetId: z.uuid().nullable(),
      version: z.number().int().nullable(),
      name: z.string(),
      values: ZDatasetFormFields.nullable(),
      resources: z.array(ZResourceOperation),
      order: z.array(z.string()).nullable(),
      changes: z.array(ZFieldChange),
      delete: z.literal(true).optional(),
    }),
  ),
  change: ZBatchChange.optional(),
}) satisfies z.ZodType<ImportPlan, unknown>;

/** The stored plan, checked; an unreadable one is refused with a reason the web words. */
export function readStoredImportPlan(stored: unknown): ImportPlan {
  const parsed = ZStoredImportPlan.safeParse(stored);
  if (!parsed.success)
    throw AppError.aborted(
      'importPlanUnreadable',
      'This import could not be read back; choose the file again to check it anew',
    );
  return parsed.data as ImportPlan;
}
