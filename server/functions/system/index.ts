import getSettings from './get-settings.js';
import updateSettings from './update-settings.js';

/** The system functions; the registry checks each contract has one implementation. */
export const systemFunctions = [getSettings, updateSettings];
