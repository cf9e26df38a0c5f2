import type { StandardId } from '#contract/standard-datasets.js';

/** The shapes a standard fixes for a column's cells; text columns have none. */
export const cellShapes = [
  'date',
  'time',
  'latitude',
  'longitude',
  'phone',
  'local-government-code',
  'corporate-number',
  'number',
  'enum',
  'url',
] as const;

export type CellShape = (typeof cellShapes)[number];

export interface StandardColumn {
  /** The item name exactly as the standard writes it (the header cell). */
  name: string;
  /** The standard marks the item 必須: the column must be there and its cells filled. */
  required: boolean;
  shape?: CellShape;
  /** The values an enum column allows. */
  values?: string[];
  /** An empty cell is a value of its own (a flag column where empty means "no"). */
  allowEmpty?: boolean;
}

export interface StandardSource {
  publisher: string;
  title: string;
  url: string;
  version: string;
  /** Where the published definitions were read, when not from the publisher's own file. */
  transcription?: string;
}

/** One standard dataset type, as stored in standards/*.json. */
export interface StandardDefinition {
  id: StandardId;
  /** Its number in the standard's list (01 AED設置箇所一覧…). */
  number: string;
  name: string;
  edition: 'suisho-2021';
  source: StandardSource;
  /** Lower is tried first when a title could name several (AED before 公共施設). */
  matchPriority: number;
  /** Words that, found in a dataset's title or tags, mean it claims this standard. */
  titleTerms: string[];
  columns: StandardColumn[];
}

export { standardIds, type StandardId } from '#contract/standard-datasets.js';
