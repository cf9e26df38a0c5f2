// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table';
import { fruitColumns, type Fruit, type FruitSort } from './data-table-fruit.fixture';

function renderSortedBy(value: FruitSort) {
  const onChange = vi.fn();
  render(
    <DataTable<Fruit, FruitSort>
      caption="Fruit"
      columns={fruitColumns}
      rows={[{ name: 'apple', count: 3 }]}
      rowKey={(fruit) => fruit.name}
      empty="No fruit."
      sort={{ value, onChange }}
    />,
  );
  return onChange;
}

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });
const sortButton = (name: string) => screen.getByRole('button', { name: new RegExp(name) });

describe('the sort headers of a table', () => {
  afterEach(cleanup);

  it('turns an ascending column descending on a click', () => {
    const onChange = renderSortedBy('name_asc');
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(sortButton('Name'));
    expect(onChange).toHaveBeenCalledWith('name_desc');
  });

  it('turns a descending column ascending on a click', () => {
    const onChange = renderSortedBy('name_desc');
    expect(header('Name').getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(sortButton('Name'));
    expect(onChange).toHaveBeenCalledWith('name_asc');
  });

  it('sorts an unsorted column ascending first, and says "none" for it until then', () => {
    const onChange = renderSortedBy('count_most');
    expect(header('Name').getAttribute('aria-sort')).toBe('none');
    fireEvent.click(sortButton('Name'));
    expect(onChange).toHaveBeenCalledWith('name_asc');
  });

  it('does nothing when a one-way column already sorted is clicked again', () => {
    const onChange = renderSortedBy('count_most');
    expect(header('Count').getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(sortButton('Count'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
