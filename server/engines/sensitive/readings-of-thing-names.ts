import type { ColumnProfile } from './column-profile.js';

/**
 * A reading column (フリガナ) reads the name column beside it: next to 施設名 or 名称 it holds the
 * readings of facilities, which are no more personal than the names. Such a column takes the
 * header hints of the name it reads. The nearest name column on the left decides, else the right.
 */
export function readingsOfThingNames(profiles: readonly ColumnProfile[]): ColumnProfile[] {
  const nameWeight = (profile: ColumnProfile | undefined) =>
    profile && !profile.hints.reading ? (profile.hints.weights.get('PERSON_NAME') ?? 0) : 0;
  return profiles.map((profile, index) => {
    if (!profile.hints.reading) return profile;
    const left = profiles
      .slice(0, index)
      .reverse()
      .find((other) => nameWeight(other) !== 0);
    const read = left ?? profiles.slice(index + 1).find((other) => nameWeight(other) !== 0);
    if (!read || nameWeight(read) > 0) return profile;
    return { ...profile, hints: { ...read.hints, reading: true } };
  });
}
