// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterSelect } from './filter-select';

const choices = [
  { value: 'public', label: 'Public' },
  { value: 'private', label: 'Private' },
] as const;

function renderFilter(value: 'public' | 'private' | undefined) {
  const onChange = vi.fn();
  render(
    <FilterSelect
      label="Visibility"
      allLabel="All"
      value={value}
      choices={choices}
      onChange={onChange}
    />,
  );
  return onChange;
}

const select = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Visibility' });

describe('a list filter', () => {
  afterEach(cleanup);

  it('offers "all" first, then each choice, and shows "all" when nothing is filtered', () => {
    renderFilter(undefined);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All',
      'Public',
      'Private',
    ]);
    expect(select().selectedOptions[0]?.textContent).toBe('All');
  });

  it('shows the filter in force and reports a new choice', () => {
    const onChange = renderFilter('public');
    expect(select().selectedOptions[0]?.textContent).toBe('Public');
    fireEvent.change(select(), { target: { value: 'private' } });
    expect(onChange).toHaveBeenCalledWith('private');
  });

  it('clears the filter when "all" is chosen again', () => {
    const onChange = renderFilter('private');
    fireEvent.change(select(), { target: { value: '' } });
    expect(onChange).toHaveBeenCalledWith(undefined);
  });
});
