/**
 * Which of a header's columns are out of the standard's order. `positions` holds, in file order,
 * each known column's position in the standard; the longest run that keeps the standard's order
 * stays, and every other column is out of place — so one moved column is one difference, not a
 * cascade. Returns indexes into `positions`.
 */
export function columnsOutOfOrder(positions: readonly number[]): number[] {
  const count = positions.length;
  // Longest increasing subsequence, O(n²): a header has tens of columns.
  const length = new Array<number>(count).fill(1);
  const previous = new Array<number>(count).fill(-1);
  let best = -1;
  for (let index = 0; index < count; index++) {
    for (let before = 0; before < index; before++)
      if (positions[before]! < positions[index]! && length[before]! + 1 > length[index]!) {
        length[index] = length[before]! + 1;
        previous[index] = before;
      }
    if (best < 0 || length[index]! > length[best]!) best = index;
  }
  const kept = new Set<number>();
  for (let index = best; index >= 0; index = previous[index]!) kept.add(index);
  const outOfOrder: number[] = [];
  for (let index = 0; index < count; index++) if (!kept.has(index)) outOfOrder.push(index);
  return outOfOrder;
}
