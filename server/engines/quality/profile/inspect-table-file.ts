import { ConformanceChecker } from '../conformance/conformance-checker.js';
import type { ConformanceReport } from '../conformance/conformance-types.js';
import type { StandardDefinition } from '../standards/standard-types.js';
import type { FileProfile } from './file-profile.js';
import type { TableFileLimits, TableFileMeta } from './open-table-file.js';
import { profileTableFile } from './profile-table-file.js';

export interface TableInspection {
  profile: FileProfile;
  /** Set when a standard was given and the file is a table. */
  conformance?: ConformanceReport;
}

/**
 * Profiles a downloaded file and, for a dataset that claims a standard, checks its conformance
 * in the same single read.
 */
export async function inspectTableFile(
  path: string,
  meta: TableFileMeta,
  options: TableFileLimits & { standard?: StandardDefinition; maxDifferences?: number } = {},
): Promise<TableInspection> {
  const { standard, maxDifferences, ...limits } = options;
  const checker = standard && new ConformanceChecker(standard, maxDifferences);
  const profile = await profileTableFile(
    path,
    meta,
    limits,
    checker && ((row) => checker.addRow(row)),
  );
  return profile.kind === 'table' && checker
    ? { profile, conformance: checker.report() }
    : { profile };
}
