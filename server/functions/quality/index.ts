import chooseStandard from './choose-standard.js';
import exportProblems from './export.js';
import summary from './summary.js';

/** The quality functions; the registry checks each contract has one implementation. */
export const qualityFunctions = [chooseStandard, exportProblems, summary];
