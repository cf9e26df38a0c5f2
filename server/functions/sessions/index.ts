import list from './list.js';
import revoke from './revoke.js';

/** The caller's own sessions; the registry checks each contract has one implementation. */
export const sessionsFunctions = [list, revoke];
