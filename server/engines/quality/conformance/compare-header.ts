import type { StandardDefinition } from '../standards/standard-types.js';
import { cellCheckOf, type CellCheck } from './cell-check.js';
import { columnsOutOfOrder } from './column-order.js';
import type { Difference } from './conformance-types.js';
import { newerEditionMarker, sharedColumnShapes } from './shared-column-shapes.js';

export interface HeaderComparison {
  differences: Difference[];
  /** The check of each file column, by its index; undefined for a column not checked. */
  cellChecks: (CellCheck | undefined)[];
}

/** Header cells and item names compare after NFKC (（） and () are one), trimmed, BOM dropped. */
export function headerName(cell: string): string {
  return cell
    .replace(/^\ufeff/, '')
    .normalize('NFKC')
    .trim();
}

const sharedByName = new Map(sharedColumnShapes.map((column) => [column.name, column]));

/** Compares a file's header with the standard's items: what is missing, unknown, doubled, moved. */
export function compareHeader(
  definition: StandardDefinition,
  header: readonly string[],
): HeaderComparison {
  const names = header.map(headerName);
  const position = new Map(
    definition.columns.map((column, index) => [headerName(column.name), index]),
  );
  if (names.includes(newerEditionMarker) && !position.has(newerEditionMarker))
    return newerEdition(names);

  const differences: Difference[] = [];
  const cellChecks: (CellCheck | undefined)[] = new Array(names.length);
  const seen = new Set<string>();
  const known: { columnIndex: number; position: number }[] = [];
  names.forEach((name, columnIndex) => {
    const at = position.get(name);
    if (at === undefined) {
      differences.push({ kind: 'unknown-column', column: name, columnNumber: columnIndex + 1 });
      return;
    }
    if (seen.has(name)) {
      differences.push({ kind: 'duplicate-column', column: name, columnNumber: columnIndex + 1 });
      return;
    }
    seen.add(name);
    known.push({ columnIndex, position: at });
    cellChecks[columnIndex] = cellCheckOf(definition.columns[at]!);
  });
  for (const column of definition.columns)
    if (column.required && !seen.has(headerName(column.name)))
      differences.push({ kind: 'missing-required-column', column: column.name });
  for (const index of columnsOutOfOrder(known.map((entry) => entry.position))) {
    const { columnIndex, position: at } = known[index]!;
    differences.push({
      kind: 'column-order',
      column: definition.columns[at]!.name,
      columnNumber: columnIndex + 1,
      expected: at === 0 ? 'first' : `after:${definition.columns[at - 1]!.name}`,
    });
  }
  return { differences, cellChecks };
}

function newerEdition(names: string[]): HeaderComparison {
  return {
    differences: [
      {
        kind: 'edition-not-shipped',
        column: newerEditionMarker,
        columnNumber: 1 + names.indexOf(newerEditionMarker),
      },
    ],
    cellChecks: names.map((name) => {
      const shared = sharedByName.get(name);
      return shared && cellCheckOf(shared);
    }),
  };
}
