// Deliberately wrong: shared web code sits below the features. Linted by
// server/lint-boundaries.test.ts.
import type { useChooseStandard } from '../../features/quality/api/choose-standard';

export type Wrong = typeof useChooseStandard;
