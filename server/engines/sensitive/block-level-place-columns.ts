import type { ColumnProfile } from './column-profile.js';

/** Share of a column's values written down to their block only that makes it a column of areas. */
const blockLevelColumnShare = 0.8;
/** Values a column needs before that share says anything. */
const blockLevelColumnSize = 5;

/**
 * An address column (by its header, or judged a column of places) whose values stop at the town
 * or block (栄三丁目, 稲城市 坂浜): it names areas, not homes, and the town's words are no
 * surname and given name however a dictionary reads them.
 */
export function holdsBlockLevelPlaces(profile: ColumnProfile | undefined): boolean {
  return (
    profile !== undefined &&
    profile.nonEmpty >= blockLevelColumnSize &&
    profile.blockLevelShare >= blockLevelColumnShare &&
    ((profile.hints.weights.get('LOCATION') ?? 0) !== 0 || profile.judgement?.kind === 'places')
  );
}
