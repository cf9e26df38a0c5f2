import applyImport from './apply-import.js';
import previewImport from './preview-import.js';

export const importsFunctions = [applyImport, previewImport];
