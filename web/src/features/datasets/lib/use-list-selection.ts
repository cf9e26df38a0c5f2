import { useState } from 'react';
import { noSelection, type ListSelection } from './dataset-selection';

/**
 * The list's selection, kept while paging and dropped when the search or a filter changes (what
 * was selected may no longer be listed, and "all that match" would mean something else).
 */
export function useListSelection(filtersKey: string) {
  const [state, setState] = useState<{ key: string; selection: ListSelection }>({
    key: filtersKey,
    selection: noSelection,
  });
  const selection = state.key === filtersKey ? state.selection : noSelection;
  const setSelection = (next: ListSelection) => setState({ key: filtersKey, selection: next });
  return [selection, setSelection] as const;
}
