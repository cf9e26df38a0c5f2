import check from './check.js';
import datasetStatus from './dataset-status.js';
import exportLinks from './export.js';
import history from './history.js';
import instanceStatus from './instance-status.js';
import list from './list.js';
import progress from './progress.js';
import summary from './summary.js';

/** The links functions; the registry checks each contract has one implementation. */
export const linksFunctions = [
  check,
  datasetStatus,
  exportLinks,
  history,
  instanceStatus,
  list,
  progress,
  summary,
];
