import type { Actor } from '../auth/actor.js';
import { AppError } from '../lib/app-error.js';

/**
 * Secrets are handed out only to a person in the browser: a script's personal API key may not mint
 * more keys nor read a stored catalogue key, so a leaked key cannot widen itself.
 */
export function requireBrowserSession(actor: Actor): void {
  if (actor.via !== 'session') throw AppError.permissionDenied('sessionRequired');
}
