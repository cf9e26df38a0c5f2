// Deliberately wrong: a function running its own query instead of calling a service.
import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema/index.js';

export const wrong = eq(users.id, 'x');
