import type { Locator } from 'playwright-core';

/**
 * The cell of `row` under the column headed `header` in `table`: found by the header a person
 * reads, not by a position that moves when a column is added.
 */
export async function cellUnder(table: Locator, row: Locator, header: string): Promise<Locator> {
  const headers = await table.getByRole('columnheader').allInnerTexts();
  // A sortable header adds its direction mark on a line of its own.
  const index = headers.findIndex((text) => text.split('\n')[0]!.trim() === header);
  if (index < 0) throw new Error(`No column "${header}" in ${headers.join(' | ')}`);
  return row.locator(':scope > th, :scope > td').nth(index);
}
