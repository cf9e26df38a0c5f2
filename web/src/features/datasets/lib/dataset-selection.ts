import type { DatasetListFilters, DatasetSelection } from '@contract/functions/datasets';
import { maxSelectedIds } from '@contract/functions/datasets';

/**
 * What is selected in the dataset list: nothing, rows ticked one by one (kept while paging, by id
 * with their names for the summary), or every dataset matching the filters ("select all N"),
 * which the server reads from the filters themselves.
 */
export type ListSelection =
  | { kind: 'none' }
  | { kind: 'ids'; names: ReadonlyMap<string, string> }
  | { kind: 'matching'; count: number };

export const noSelection: ListSelection = { kind: 'none' };

type Row = { id: string; name: string };

/** How the page's own rows stand: all ticked, some, or none (the header checkbox shows it). */
export type PageState = 'all' | 'some' | 'none';

export function isSelected(selection: ListSelection, id: string): boolean {
  if (selection.kind === 'matching') return true;
  return selection.kind === 'ids' && selection.names.has(id);
}

export function selectedCount(selection: ListSelection): number {
  if (selection.kind === 'matching') return selection.count;
  return selection.kind === 'ids' ? selection.names.size : 0;
}

export function pageState(selection: ListSelection, rows: readonly Row[]): PageState {
  const ticked = rows.filter((row) => isSelected(selection, row.id)).length;
  return rows.length > 0 && ticked === rows.length ? 'all' : ticked > 0 ? 'some' : 'none';
}

/** Ticks or unticks one row; a selection of everything matching is not changed row by row. */
export function toggleRow(selection: ListSelection, row: Row): ListSelection {
  if (selection.kind === 'matching') return selection;
  const names = new Map(selection.kind === 'ids' ? selection.names : []);
  if (names.has(row.id)) names.delete(row.id);
  else if (names.size < maxSelectedIds) names.set(row.id, row.name);
  return names.size === 0 ? noSelection : { kind: 'ids', names };
}

/** The header checkbox: ticks every row of the page, or unticks them when all were ticked. */
export function togglePage(selection: ListSelection, rows: readonly Row[]): ListSelection {
  if (selection.kind === 'matching') return noSelection;
  const names = new Map(selection.kind === 'ids' ? selection.names : []);
  if (pageState(selection, rows) === 'all') for (const row of rows) names.delete(row.id);
  else for (const row of rows) if (names.size < maxSelectedIds) names.set(row.id, row.name);
  return names.size === 0 ? noSelection : { kind: 'ids', names };
}

/** Whether ticking more rows one by one is refused: past this, "select all N that match". */
export function atTickLimit(selection: ListSelection): boolean {
  return selection.kind === 'ids' && selection.names.size >= maxSelectedIds;
}

/** The selection as the server reads it, or null when nothing is selected. */
export function selectionForServer(
  selection: ListSelection,
  filters: DatasetListFilters,
): DatasetSelection | null {
  if (selection.kind === 'ids') return { kind: 'ids', ids: [...selection.names.keys()] };
  if (selection.kind === 'matching') return { kind: 'matching', filters, count: selection.count };
  return null;
}
