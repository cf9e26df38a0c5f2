import listOutbox from './list-outbox.js';

/** The mail functions; the registry checks each contract has one implementation. */
export const mailFunctions = [listOutbox];
