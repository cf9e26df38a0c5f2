import { asc, eq } from 'drizzle-orm';
import { datasetsGet } from '../../../contract/functions/datasets.js';
import { resources } from '../../db/schema/index.js';
import { mayEditOrganization, requireDataset } from '../../policies/instances.js';
import { presentDataset } from '../../services/datasets/present-dataset.js';
import { implement } from '../implement.js';

export default implement(datasetsGet, {
  authorize: ({ runtime, actor, input }) =>
    requireDataset(runtime.db, actor, input.datasetId, 'read'),
  async handle({ runtime, permit }) {
    const resourceRows = await runtime.db
      .select()
      .from(resources)
      .where(eq(resources.datasetId, permit.dataset.id))
      .orderBy(asc(resources.position), asc(resources.name));
    const canEdit = mayEditOrganization(permit.editable, permit.dataset.organizationName);
    return presentDataset(permit.dataset, resourceRows, canEdit);
  },
});
