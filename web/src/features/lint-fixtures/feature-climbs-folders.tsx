// Deliberately wrong: climbs two folders instead of importing from @web/…. Linted by
// server/lint-boundaries.test.ts.
import { formatNumber } from '../../lib/format';

export const wrong = formatNumber;
