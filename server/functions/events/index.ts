import list from './list.js';

/** The events functions; the registry checks each contract has one implementation. */
export const eventsFunctions = [list];
