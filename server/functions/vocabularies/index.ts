import get from './get.js';

/** The vocabularies functions; the registry checks each contract has one implementation. */
export const vocabulariesFunctions = [get];
