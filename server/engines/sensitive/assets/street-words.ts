/**
 * Words that end a street's name and never a person's (RALPH PLACE, Harold Avenue). Court, Lane
 * and Hill are surnames too, so they are not here.
 */
export const streetWords = new Set([
  'street',
  'st',
  'avenue',
  'ave',
  'road',
  'rd',
  'boulevard',
  'blvd',
  'place',
  'pl',
  'terrace',
  'parkway',
  'pkwy',
  'highway',
  'hwy',
  'expressway',
  'freeway',
  'turnpike',
  'plaza',
  'crescent',
  'drive',
  // Abbreviations no surname is written as (Birch Ln, Elm Ct).
  'ln',
  'ct',
  'cir',
  'trl',
]);
