const decimalDegrees = /^[-+]?\d{1,3}(?:\.\d+)?$/;

/**
 * Japan lies within these degrees (Okinotorishima to Etorofu, Yonaguni to Minamitorishima): a
 * municipality's facility outside them has its latitude and longitude swapped, or a zero.
 */
const japan = { minLatitude: 20, maxLatitude: 46, minLongitude: 122, maxLongitude: 154 };

export type CoordinateProblem = 'decimal-degrees' | 'japan';

/** Undefined when the latitude is decimal degrees within Japan; else what is wrong with it. */
export function latitudeProblem(value: string): CoordinateProblem | undefined {
  return degreesProblem(value, japan.minLatitude, japan.maxLatitude);
}

export function longitudeProblem(value: string): CoordinateProblem | undefined {
  return degreesProblem(value, japan.minLongitude, japan.maxLongitude);
}

function degreesProblem(value: string, min: number, max: number): CoordinateProblem | undefined {
  if (!decimalDegrees.test(value)) return 'decimal-degrees';
  const degrees = Number(value);
  return degrees >= min && degrees <= max ? undefined : 'japan';
}
