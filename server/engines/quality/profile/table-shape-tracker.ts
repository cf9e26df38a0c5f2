import { profileRowSampleSize, type TableProfile } from './file-profile.js';
import { looksLikeHeader, withoutTrailingEmpty } from './looks-like-header.js';

/** Rows held back to judge the header against the rows below it. */
const headerWindow = 10;

type Shape = Pick<
  TableProfile,
  'headerRow' | 'columns' | 'rows' | 'raggedRows' | 'raggedRowCount' | 'blankRows' | 'blankRowCount'
>;

/**
 * Follows a table's rows as they stream and notes its shape: header, width, ragged and blank rows.
 * Keeps the first few rows until the header is judged, then only counts and the first row numbers.
 */
export class TableShapeTracker {
  private readonly window: string[][] = [];
  private rowNumber = 0;
  private width = 0;
  private headerRow = false;
  private columns: string[] = [];
  private decided = false;
  private readonly ragged: number[] = [];
  private raggedCount = 0;
  private readonly blank: number[] = [];
  private blankCount = 0;

  /** Spreadsheets drop a row's trailing empty cells: a short row there is not ragged. */
  constructor(private readonly shortRowsAreNormal: boolean) {}

  add(cells: string[]): void {
    if (this.decided) {
      this.classify(cells, ++this.rowNumber);
      return;
    }
    this.window.push(cells);
    if (this.window.length >= headerWindow) this.decide();
  }

  result(): Shape {
    if (!this.decided) this.decide();
    return {
      headerRow: this.headerRow,
      columns: this.columns,
      rows: Math.max(0, this.rowNumber - (this.headerRow ? 1 : 0)),
      raggedRows: this.ragged,
      raggedRowCount: this.raggedCount,
      blankRows: this.blank,
      blankRowCount: this.blankCount,
    };
  }

  private decide(): void {
    this.decided = true;
    const [first = [], ...below] = this.window;
    this.headerRow = this.window.length > 0 && looksLikeHeader(first, below);
    const trimmedFirst = withoutTrailingEmpty(first);
    if (this.headerRow) this.columns = trimmedFirst.map((cell) => cell.trim());
    // Without a header, the widest of the first rows sets the width a row should have.
    this.width = this.headerRow
      ? trimmedFirst.length
      : Math.max(0, ...this.window.map((row) => withoutTrailingEmpty(row).length));
    for (const row of this.window) this.classify(row, ++this.rowNumber);
    this.window.length = 0;
  }

  private classify(cells: string[], rowNumber: number): void {
    if (rowNumber === 1 && this.headerRow) return;
    const filled = withoutTrailingEmpty(cells).length;
    if (filled === 0) {
      this.blankCount++;
      if (this.blank.length < profileRowSampleSize) this.blank.push(rowNumber);
      return;
    }
    // Cells past the width, or (in a text table) a row cut short of it.
    const ragged = filled > this.width || (!this.shortRowsAreNormal && cells.length < this.width);
    if (!ragged) return;
    this.raggedCount++;
    if (this.ragged.length < profileRowSampleSize) this.ragged.push(rowNumber);
  }
}
