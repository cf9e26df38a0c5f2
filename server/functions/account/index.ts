import get from './get.js';
import updateProfile from './update-profile.js';

/** The session functions; the registry checks each contract has one implementation. */
export const accountFunctions = [get, updateProfile];
