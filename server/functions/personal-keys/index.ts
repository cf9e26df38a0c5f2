import create from './create.js';
import list from './list.js';
import revoke from './revoke.js';

/** The personalKeys functions; the registry checks each contract has one implementation. */
export const personalKeysFunctions = [create, list, revoke];
