// Deliberately wrong: a job handler running its own query instead of calling a service.
import { eq } from 'drizzle-orm';
import { instances } from '#server/db/schema/index.js';

export const wrong = eq(instances.id, 'x');
