import {
  tableEvidenceCodes,
  ZColumnJudgement,
  ZTableJudgement,
  type ColumnJudgement,
  type TableJudgement,
} from '#contract/functions/sensitive.js';
import type { StoredTableJudgement } from '#server/db/schema/index.js';

const knownCodes = new Set<string>(tableEvidenceCodes);

/**
 * The column judgements the detector stored inside the same JSON (the engine's summary carries
 * them): a column of a kind this version does not word is left out.
 */
function presentColumns(stored: StoredTableJudgement): ColumnJudgement[] {
  const columns = (stored as StoredTableJudgement & { columns?: unknown }).columns;
  if (!Array.isArray(columns)) return [];
  return columns.flatMap((column) => {
    const parsed = ZColumnJudgement.safeParse(column);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * The stored judgements as the contract shows them. Evidence of a kind this version does not word
 * (stored by a later or earlier detector) is left out rather than failing the whole log.
 */
export function presentTableJudgements(
  stored: readonly StoredTableJudgement[] | null,
): TableJudgement[] {
  return (stored ?? []).flatMap((table) => {
    const parsed = ZTableJudgement.safeParse({
      sheet: table.sheet ?? null,
      rows: table.rows,
      kind: table.kind,
      evidence: (table.evidence ?? []).filter((item) => knownCodes.has(item.code)),
      columns: presentColumns(table),
    });
    return parsed.success ? [parsed.data] : [];
  });
}
