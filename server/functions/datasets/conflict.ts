import { asc, eq } from 'drizzle-orm';
import { datasetsConflict } from '../../../contract/functions/dataset-edits.js';
import { resources } from '../../db/schema/index.js';
import { requireDataset } from '../../policies/instances.js';
import { conflictFields } from '../../services/sync/conflict.js';
import { implement } from '../implement.js';

export default implement(datasetsConflict, {
  authorize: ({ runtime, actor, input }) =>
    requireDataset(runtime.db, actor, input.datasetId, 'read'),
  async handle({ runtime, permit: { dataset } }) {
    const localResources = await runtime.db
      .select()
      .from(resources)
      .where(eq(resources.datasetId, dataset.id))
      .orderBy(asc(resources.position));
    return {
      datasetId: dataset.id,
      syncStatus: dataset.syncStatus,
      version: dataset.version,
      catalogueModified: dataset.remoteModified,
      fields: conflictFields(dataset, localResources),
    };
  },
});
