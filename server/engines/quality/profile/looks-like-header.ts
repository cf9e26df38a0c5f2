const numberLike = /^[-+]?[\d,]*\.?\d+$/;
const yearLike = /^(?:19|20)\d{2}$/;
const dateLike = /^\d{4}[-/.年]\d{1,2}[-/.月]\d{1,2}日?$/;

/**
 * Whether a table's first row names its columns. It does not when it is blank, when it is a
 * title line (fewer filled cells than half the width of the rows below), when a cell is empty
 * (a column without a name), or when a cell is a number or a date — a value, not a label (a year
 * such as 2024 heads a column of counts and is allowed).
 */
export function looksLikeHeader(
  first: readonly string[],
  below: readonly (readonly string[])[],
): boolean {
  const cells = withoutTrailingEmpty(first);
  if (cells.length === 0) return false;
  const bodyWidth = Math.max(0, ...below.map((row) => withoutTrailingEmpty(row).length));
  if (cells.length * 2 < bodyWidth) return false;
  return cells.every((raw) => {
    const cell = raw.trim();
    if (cell === '' || dateLike.test(cell)) return false;
    return !numberLike.test(cell) || yearLike.test(cell);
  });
}

/** A row without the empty cells Excel leaves after its last value. */
export function withoutTrailingEmpty(row: readonly string[]): readonly string[] {
  let end = row.length;
  while (end > 0 && row[end - 1]!.trim() === '') end--;
  return end === row.length ? row : row.slice(0, end);
}
