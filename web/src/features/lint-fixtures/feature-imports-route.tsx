// Deliberately wrong: a feature must not import a route. Linted by server/lint-boundaries.test.ts.
import { createAppRouter } from '@web/routes/router';

export const wrong = createAppRouter;
