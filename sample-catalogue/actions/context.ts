import type { CatalogueStore } from '../store/catalogue-store.js';
import type { StoredUser } from '../store/types.js';

export interface ActionContext {
  store: CatalogueStore;
  /** undefined = anonymous (no token, or a token nobody holds). */
  user: StoredUser | undefined;
}

export type ActionData = Record<string, unknown>;

export interface ActionDefinition {
  handler: (context: ActionContext, data: ActionData) => unknown;
  /** GET allowed, parameters may come from the query string (CKAN's side_effect_free). */
  sideEffectFree: boolean;
}
