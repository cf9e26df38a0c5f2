// Deliberately wrong: a shared component importing a feature. Linted by server/lint-boundaries.test.ts.
import { SyncButton } from '@web/features/datasets/components/sync-button';

export const Wrong = SyncButton;
