import type { CellShape, StandardColumn } from '../standards/standard-types.js';
import type { DifferenceKind } from './conformance-types.js';
import { latitudeProblem, longitudeProblem } from './shapes/coordinates.js';
import { isCorporateNumber } from './shapes/corporate-number.js';
import { isStandardDate, isStandardTime } from './shapes/date-and-time.js';
import { isLocalGovernmentCode } from './shapes/local-government-code.js';
import { isPlainNumber, isWebAddress } from './shapes/number-and-url.js';
import { isStandardPhone } from './shapes/phone.js';

/** What a non-empty cell breaks: the difference's kind and what the standard expects instead. */
export interface ShapeProblem {
  kind: DifferenceKind;
  expected: string;
}

/** How one column of a file is checked, cell by cell. */
export interface CellCheck {
  /** The column's name as the standard spells it. */
  column: string;
  /** An empty cell is a missing value. */
  valueRequired: boolean;
  /** Undefined for a good value; only called with a non-empty, trimmed cell. */
  problem(value: string): ShapeProblem | undefined;
}

const noProblem = () => undefined;

function when(valid: (value: string) => boolean, problem: ShapeProblem) {
  return (value: string) => (valid(value) ? undefined : problem);
}

const problemOfShape: Record<
  Exclude<CellShape, 'enum'>,
  (value: string) => ShapeProblem | undefined
> = {
  date: when(isStandardDate, { kind: 'invalid-date', expected: 'YYYY-MM-DD' }),
  time: when(isStandardTime, { kind: 'invalid-time', expected: 'HH:MM' }),
  latitude: (value) => {
    const problem = latitudeProblem(value);
    return problem && { kind: 'invalid-latitude', expected: problem };
  },
  longitude: (value) => {
    const problem = longitudeProblem(value);
    return problem && { kind: 'invalid-longitude', expected: problem };
  },
  phone: when(isStandardPhone, { kind: 'invalid-phone', expected: '00-0000-0000' }),
  'local-government-code': when(isLocalGovernmentCode, {
    kind: 'invalid-local-government-code',
    expected: 'check-digit',
  }),
  'corporate-number': when(isCorporateNumber, {
    kind: 'invalid-corporate-number',
    expected: 'check-digit',
  }),
  number: when(isPlainNumber, { kind: 'invalid-number', expected: 'number' }),
  url: when(isWebAddress, { kind: 'invalid-url', expected: 'http(s)://' }),
};

export function cellCheckOf(column: StandardColumn): CellCheck {
  return {
    column: column.name,
    valueRequired: column.required && column.allowEmpty !== true,
    problem: problemOf(column),
  };
}

function problemOf(column: StandardColumn): (value: string) => ShapeProblem | undefined {
  if (column.shape === undefined) return noProblem;
  if (column.shape !== 'enum') return problemOfShape[column.shape];
  const allowed = new Set(column.values ?? []);
  const problem: ShapeProblem = { kind: 'invalid-value', expected: [...allowed].join('|') };
  return (value) => (allowed.has(value.normalize('NFKC')) ? undefined : problem);
}
