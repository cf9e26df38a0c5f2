import { describe, expect, it } from 'vitest';
import { maxSelectedIds } from '@contract/functions/datasets';
import {
  atTickLimit,
  isSelected,
  noSelection,
  pageState,
  selectedCount,
  selectionForServer,
  toggleRow,
  togglePage,
  type ListSelection,
} from './dataset-selection';

const rows = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: `id-${from + index}`,
    name: `dataset-${from + index}`,
  }));

describe('the dataset list selection', () => {
  it('keeps rows ticked on one page while another page is ticked, and says how the page stands', () => {
    const first = rows(0, 3);
    const second = rows(3, 3);
    let selection = toggleRow(noSelection, first[0]!);
    expect(pageState(selection, first)).toBe('some');
    selection = togglePage(selection, second);
    expect(pageState(selection, second)).toBe('all');
    expect(selectedCount(selection)).toBe(4);
    expect(isSelected(selection, 'id-0')).toBe(true);
    // The header checkbox of a page all ticked unticks that page only.
    selection = togglePage(selection, second);
    expect(selectedCount(selection)).toBe(1);
    expect(pageState(selection, second)).toBe('none');
    // Unticking the last row is no selection at all.
    expect(toggleRow(selection, first[0]!)).toEqual(noSelection);
  });

  it('sends ticked rows as ids and "all that match" as the filters with the count seen', () => {
    const ticked = togglePage(noSelection, rows(0, 2));
    expect(selectionForServer(ticked, { q: '' })).toEqual({ kind: 'ids', ids: ['id-0', 'id-1'] });
    const matching: ListSelection = { kind: 'matching', count: 300 };
    expect(selectionForServer(matching, { q: 'park', syncStatus: 'unsynced' })).toEqual({
      kind: 'matching',
      filters: { q: 'park', syncStatus: 'unsynced' },
      count: 300,
    });
    expect(selectionForServer(noSelection, { q: '' })).toBeNull();
  });

  it('treats every row as ticked when all matching are selected; the header checkbox clears it', () => {
    const matching: ListSelection = { kind: 'matching', count: 300 };
    expect(isSelected(matching, 'anything')).toBe(true);
    expect(toggleRow(matching, { id: 'x', name: 'x' })).toBe(matching);
    expect(togglePage(matching, rows(0, 2))).toEqual(noSelection);
  });

  it('stops ticking one by one at the limit the server takes as ids', () => {
    const full = togglePage(noSelection, rows(0, maxSelectedIds));
    expect(atTickLimit(full)).toBe(true);
    const more = toggleRow(full, { id: 'one-more', name: 'one-more' });
    expect(selectedCount(more)).toBe(maxSelectedIds);
    expect(isSelected(more, 'one-more')).toBe(false);
  });
});
