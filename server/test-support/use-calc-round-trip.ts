import { afterAll, beforeAll } from 'vitest';
import { startCalcRoundTrip, type CalcRoundTrip } from './calc-round-trip-fixture.js';

/**
 * A Calc round trip for the tests of the calling `describe`: started before them (a harvest and
 * the hard descriptions saved, which may take minutes on a busy machine), closed after. Its fields
 * are there from the first test on.
 */
export function useCalcRoundTrip(): CalcRoundTrip {
  const trip = {} as CalcRoundTrip;
  beforeAll(async () => {
    Object.assign(trip, await startCalcRoundTrip());
  }, 180_000);
  afterAll(async () => {
    await trip.close?.();
  });
  return trip;
}
