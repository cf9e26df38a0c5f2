import { z } from 'zod';
import { ZDatasetListFilters } from './list-filters.js';

/** Most rows a ticked selection names: a page's worth; anything larger goes as its filter. */
export const maxSelectedIds = 100;

/**
 * The datasets a catalogue-wide action works on: the rows ticked in the list (their ids), or
 * every dataset that matches the list's filters ("select all N that match"). The second is the
 * filter itself, never a list of ids, with the count the person saw, so a list that changed
 * meanwhile is noticed (selectionChanged) rather than acted on.
 */
export const ZDatasetSelection = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('ids'),
    ids: z.array(z.uuid()).min(1).max(maxSelectedIds),
  }),
  z.object({
    kind: z.literal('matching'),
    filters: ZDatasetListFilters,
    count: z.number().int().min(1),
  }),
]);
export type DatasetSelection = z.infer<typeof ZDatasetSelection>;
