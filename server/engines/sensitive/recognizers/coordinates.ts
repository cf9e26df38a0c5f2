/**
 * A decimal latitude or longitude (34.350563), or both in one cell as a map link or an open-data
 * schema writes them (34.35056333,134.04680583; (41.8819, -87.6278)): a place on a map, never a
 * phone number or a date.
 */
const coordinateValue = /^-?\d{1,3}\.\d{4,}$/;
const coordinatePair = /^\(?\s*-?\d{1,3}\.\d{4,}\s*[,，/]\s*-?\d{1,3}\.\d{4,}\s*\)?$/;

export function isCoordinates(value: string): boolean {
  return coordinateValue.test(value) || coordinatePair.test(value);
}
