import { OpenRedaction } from '@openredaction/core';
import type { DetectedType, Finding } from '#server/engines/sensitive/index.js';
import { evaluatePeerFindings, type EvaluatedRealFile } from '../evaluate-real.js';
import { createRedactPii } from '../peer.js';
import type { LocatedRealFile } from './manifest.js';
import { readRealGrid, type RealGrid } from './read-real-grid.js';

export interface PeerRun {
  name: string;
  results: EvaluatedRealFile[];
}

/** openredaction's detection types that map onto ours; the rest (IDs, keys, codes) are not scored. */
function openRedactionType(type: string): DetectedType | undefined {
  if (type === 'NAME') return 'PERSON_NAME';
  if (type === 'EMAIL') return 'EMAIL_ADDRESS';
  if (type.startsWith('PHONE')) return 'PHONE_NUMBER';
  if (type.startsWith('ADDRESS') || type.startsWith('POSTCODE') || type.startsWith('ZIP'))
    return 'LOCATION';
  if (type.startsWith('DATE') || type === 'DOB') return 'DATE';
  return undefined;
}

/**
 * The npm peers on the same files, cell by cell, each finding placed on its cell as the
 * detector's are: redact-pii (regexes and a list of English names) and openredaction (regexes
 * and name rules). Neither has a likelihood: every detection counts.
 */
export async function runPeersOnRealFiles(files: readonly LocatedRealFile[]): Promise<PeerRun[]> {
  const redactPii = createRedactPii();
  const openRedaction = new OpenRedaction();
  const runs: PeerRun[] = [
    { name: 'redact-pii', results: [] },
    { name: 'openredaction', results: [] },
  ];
  for (const file of files) {
    const grid = readRealGrid(file);
    const redactFindings: Finding[] = [];
    const openFindings: Finding[] = [];
    for (const { row, column, value } of cellsOf(file, grid)) {
      for (const type of redactPii(value))
        redactFindings.push(finding(row, column, type as DetectedType, value));
      const detected = await openRedaction.detect(value);
      const types = new Set(
        (detected.detections ?? []).map((detection) => openRedactionType(detection.type)),
      );
      for (const type of types) if (type) openFindings.push(finding(row, column, type, value));
    }
    runs[0]!.results.push(evaluatePeerFindings(file, grid, redactFindings));
    runs[1]!.results.push(evaluatePeerFindings(file, grid, openFindings));
  }
  return runs;
}

function* cellsOf(file: LocatedRealFile, grid: RealGrid) {
  for (const [index, cells] of grid.dataRows.entries())
    for (const [column, value] of cells.entries()) {
      if (!value.trim()) continue;
      const header = file.columns[column]?.header ?? `column ${column + 1}`;
      yield { row: index + 1, column: header, value };
    }
}

function finding(row: number, column: string, type: DetectedType, quote: string): Finding {
  return {
    row,
    column,
    type,
    likelihood: 'VERY_LIKELY',
    sensitivity: 'SENSITIVITY_MODERATE',
    quote,
  };
}
