import { z } from 'zod';
import { ZBatchChange } from '#contract/functions/batches.js';
import { ZDatasetFormFields, ZResourceRow } from '#contract/functions/datasets/index.js';
import { ZFieldChange } from '#contract/functions/histories.js';
import { AppError } from '#server/lib/app-error.js';
import type { DatasetPlan, ImportPlan } from './import-plan.js';

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

/** One dataset's plan as it is stored between the preview and the apply (see DatasetPlan). */
const ZStoredDatasetPlan = z.object({
  datasetId: z.uuid().nullable(),
  version: z.number().int().nullable(),
  name: z.string(),
  values: ZDatasetFormFields.nullable(),
  resources: z.array(ZResourceOperation),
  order: z.array(z.string()).nullable(),
  changes: z.array(ZFieldChange),
  delete: z.literal(true).optional(),
}) satisfies z.ZodType<DatasetPlan, unknown>;

/**
 * A round of an import's plan as it is stored (a row of import_plan_rounds): read back through
 * this schema, so a row written by an older version, or changed by hand, is refused before
 * anything is written instead of being trusted as typed.
 */
export const ZStoredPlanRound = z.array(ZStoredDatasetPlan);

/** The plan's header as it is stored (the imports row's plan column). */
export const ZStoredPlanHeader = z.object({
  change: ZBatchChange.optional(),
}) satisfies z.ZodType<Omit<ImportPlan, 'datasets'>, unknown>;

/** A stored part of a plan, checked; an unreadable one is refused with a reason the web words. */
export function readStoredPlanPart<T>(schema: z.ZodType<T, unknown>, stored: unknown): T {
  const parsed = schema.safeParse(stored);
  if (!parsed.success) throw unreadablePlan();
  return parsed.data;
}

/** The refusal of a stored plan that does not read back whole. */
export function unreadablePlan(): AppError {
  return AppError.aborted(
    'importPlanUnreadable',
    'This import could not be read back; choose the file again to check it anew',
  );
}
