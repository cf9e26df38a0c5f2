import checkDataset from './check-dataset.js';
import checkInstance from './check-instance.js';
import checkResource from './check-resource.js';
import checks from './checks.js';
import log from './log.js';
import progress from './progress.js';
import removeLog from './remove-log.js';
import report from './report.js';
import status from './status.js';

/**
 * The sensitive-information check's functions: resources/datasets/instances.checkSensitive start
 * checks; sensitive.* read them; an owner removes an older log. The registry checks each contract has one implementation.
 */
export const sensitiveFunctions = [
  checkResource,
  checkDataset,
  checkInstance,
  status,
  progress,
  checks,
  log,
  report,
  removeLog,
];
