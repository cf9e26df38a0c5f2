import { describe, expect, it } from 'vitest';
import { columnsOutOfOrder } from './column-order.js';

describe('columns out of the standard order', () => {
  it('finds none in a header that keeps the order, gaps allowed', () => {
    expect(columnsOutOfOrder([0, 1, 4, 7])).toEqual([]);
  });

  it('names only the moved column, not every column after it', () => {
    // The standard's column 5 was moved to the front.
    expect(columnsOutOfOrder([5, 0, 1, 2, 3, 4])).toEqual([0]);
    expect(columnsOutOfOrder([0, 1, 3, 2, 4])).toEqual([3]);
  });
});
