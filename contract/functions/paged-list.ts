import { z } from 'zod';
import { defaultRowsPerPage, rowsPerPageOptions } from '../enums.js';

/**
 * The one shape of a paged list: the page asked for (from 1) and its size (one of the pager's
 * choices), and the answer's rows with the total they are a page of. Every list function uses it,
 * so the web's pager reads them all alike.
 */
export const ZPageRequest = z.object({
  page: z.number().int().min(1).default(1),
  pageSize: z
    .number()
    .int()
    .refine((value) => (rowsPerPageOptions as readonly number[]).includes(value))
    .default(defaultRowsPerPage),
});

/** A page of `item` rows, with the total over every page and the page it is. */
export function pagedList<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
