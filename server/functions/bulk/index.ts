import applyImport from './apply-import.js';

export const bulkFunctions = [applyImport];
