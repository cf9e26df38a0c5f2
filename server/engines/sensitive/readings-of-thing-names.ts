import { normalizeHeader } from './assets/header-rule.js';
import { matchShare, type ColumnProfile } from './column-profile.js';

/** The header weight a reading of things takes when the name it reads has no header rule. */
const thingReadingWeight = -0.4;
/** Share of the read column's values taken for people's names below which it names things. */
const thingNamesShare = 0.2;
/** Share of organisation names (…商店, 株式会社…) from which the read column names businesses. */
const organisationShare = 0.3;

/**
 * A reading column (フリガナ) reads the name column beside it: next to 施設名 or 名称 it holds the
 * readings of facilities, which are no more personal than the names. Such a column takes the
 * header hints of the name it reads. The nearest name column on the left decides, else the right.
 * A reading written after a column of shops or sites whose header names neither a thing nor a
 * person (遺跡名, 出店者) reads them, as one written where no header names anything reads the
 * text column beside it: their values decide (organisation names, or almost no person's name).
 */
export function readingsOfThingNames(profiles: readonly ColumnProfile[]): ColumnProfile[] {
  const nameWeight = (profile: ColumnProfile | undefined) =>
    profile && !profile.hints.reading ? (profile.hints.weights.get('PERSON_NAME') ?? 0) : 0;
  return profiles.map((profile, index) => {
    if (!profile.hints.reading) return profile;
    const before = textColumnBeside(profiles, index, -1);
    const after = textColumnBeside(profiles, index, 1);
    // フリガナ before 氏名 reads the person whatever stands on its left.
    if (
      before &&
      nameWeight(before) === 0 &&
      !(nameWeight(after) > 0) &&
      namesThingsByValues(before)
    )
      return readingOfThings(profile);
    const left = profiles
      .slice(0, index)
      .reverse()
      .find((other) => nameWeight(other) !== 0);
    const read = left ?? profiles.slice(index + 1).find((other) => nameWeight(other) !== 0);
    if (!read) {
      const beside = before ?? after;
      return beside && namesThingsByValues(beside) ? readingOfThings(profile) : profile;
    }
    if (nameWeight(read) > 0) return profile;
    return { ...profile, hints: { ...read.hints, reading: true } };
  });
}

/** A header naming a number or code (会員番号, 遺跡番号, ID): its values are no names. */
const codeHeader = /番号|コード|^id$|^no$|code|number/;

/** The nearest column in one direction holding text, past numbers and codes (ID, 遺跡番号). */
function textColumnBeside(
  profiles: readonly ColumnProfile[],
  index: number,
  step: -1 | 1,
): ColumnProfile | undefined {
  for (let other = index + step; other >= 0 && other < profiles.length; other += step) {
    const profile = profiles[other]!;
    if (profile.hints.reading || profile.nonEmpty === 0) return undefined;
    if (profile.numericShare < 0.5 && !codeHeader.test(normalizeHeader(profile.header)))
      return profile;
  }
  return undefined;
}

/** Names of businesses, facilities or sites, each row its own: not people's names. */
function namesThingsByValues(profile: ColumnProfile): boolean {
  return (
    profile.nonEmpty >= 3 &&
    profile.distinctShare >= 0.5 &&
    (profile.organisationNameShare >= organisationShare ||
      matchShare(profile, 'PERSON_NAME') < thingNamesShare)
  );
}

function readingOfThings(profile: ColumnProfile): ColumnProfile {
  const weights = new Map(profile.hints.weights);
  weights.set('PERSON_NAME', thingReadingWeight);
  return { ...profile, hints: { ...profile.hints, weights, tableVote: -2, reading: true } };
}
