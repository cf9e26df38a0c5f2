// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { selectedCount, toggleRow } from './dataset-selection';
import { useListSelection } from './use-list-selection';

const rain = { id: 'a', name: 'rainfall' };
const wind = { id: 'b', name: 'wind' };

describe('the dataset list’s selection', () => {
  it('keeps the ticked rows while paging (the filters stay the same)', () => {
    const { result, rerender } = renderHook(({ filters }) => useListSelection(filters), {
      initialProps: { filters: 'q=rain' },
    });
    act(() => result.current[1](toggleRow(result.current[0], rain)));
    act(() => result.current[1](toggleRow(result.current[0], wind)));
    rerender({ filters: 'q=rain' });
    expect(selectedCount(result.current[0])).toBe(2);
  });

  it('drops the selection when the search or a filter changes, and it stays dropped going back', () => {
    const { result, rerender } = renderHook(({ filters }) => useListSelection(filters), {
      initialProps: { filters: 'q=rain' },
    });
    act(() => result.current[1]({ kind: 'matching', count: 120 }));
    expect(selectedCount(result.current[0])).toBe(120);
    rerender({ filters: 'q=wind' });
    expect(result.current[0]).toEqual({ kind: 'none' });
    act(() => result.current[1](toggleRow(result.current[0], wind)));
    expect(selectedCount(result.current[0])).toBe(1);
    rerender({ filters: 'q=rain' });
    expect(result.current[0]).toEqual({ kind: 'none' });
  });
});
