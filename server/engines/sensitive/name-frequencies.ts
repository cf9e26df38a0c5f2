import { normalizeHeader } from './assets/header-rule.js';
import { matchShare, type ColumnProfile } from './column-profile.js';

/** A column of tallies: how many bear a name (n, count, frequency, estimate, proportion). */
const tallyHeader = /^(?:n|counts?|freq(?:uency)?|occurrences?|[a-z]*estimate|prop(?:ortion)?)$/;
/** A category with a handful of values (sex: F, M) beside the names. */
const fewCategories = 3;

/**
 * Names counted, not people listed: a table of nothing but names, tallies of them and a few
 * categories (the most common given names by year and sex, surname pairs with their estimates).
 * Returns the tally column, or undefined when the table is anything else.
 */
export function nameTallyColumn(profiles: readonly ColumnProfile[]): ColumnProfile | undefined {
  const filled = profiles.filter((profile) => profile.nonEmpty > 0);
  const tally = filled.find(
    (profile) => profile.numericShare >= 0.9 && tallyHeader.test(normalizeHeader(profile.header)),
  );
  if (!tally) return undefined;
  const names = filled.filter((profile) => matchShare(profile, 'PERSON_NAME') >= 0.6);
  if (names.length === 0) return undefined;
  const others = filled.filter((profile) => !names.includes(profile));
  const onlyNumbersAndCategories = others.every(
    (profile) =>
      profile.numericShare >= 0.8 ||
      tallyHeader.test(normalizeHeader(profile.header)) ||
      Math.round(profile.distinctShare * profile.nonEmpty) <= fewCategories,
  );
  return onlyNumbersAndCategories ? tally : undefined;
}
