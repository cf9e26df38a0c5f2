import { matchShare, meanStrength, type ColumnProfile } from './column-profile.js';

/**
 * Records of people (members, patients, applicants) versus tables about facilities, businesses or
 * statistics, where a phone number, an address or a date is public information about a thing.
 */
export type TableKind = 'people' | 'other' | 'unknown';

export function classifyTable(profiles: readonly ColumnProfile[]): TableKind {
  let vote = 0;
  for (const profile of profiles) {
    vote += profile.hints.tableVote;
    if (profile.coordinates) vote -= 2;
    const nameHeaderDenied = (profile.hints.weights.get('PERSON_NAME') ?? 0) < 0;
    if (
      !nameHeaderDenied &&
      matchShare(profile, 'PERSON_NAME') >= 0.6 &&
      meanStrength(profile, 'PERSON_NAME') >= 0.5 &&
      profile.distinctShare >= 0.5
    )
      vote += 2;
    if (
      matchShare(profile, 'DATE') >= 0.6 &&
      profile.dateYearSpread >= 20 &&
      profile.birthYearShare >= 0.9
    )
      vote += 1;
    if (profile.mobileShare >= 0.3) vote += 1;
    if (matchShare(profile, 'JAPAN_INDIVIDUAL_NUMBER') >= 0.6) vote += 1;
  }
  if (vote >= 2) return 'people';
  if (vote <= -2) return 'other';
  return 'unknown';
}
