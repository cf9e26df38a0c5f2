import { instancesGet } from '#contract/functions/instances.js';
import { requireInstance } from '#server/policies/instances.js';
import { roleAllows } from '#server/policies/workspaces.js';
import { instanceActivity } from '#server/services/instances/instance-activity.js';
import { presentHarvestRun, presentInstance } from '#server/services/instances/present-instance.js';
import { implement } from '../implement.js';

export default implement(instancesGet, {
  authorize: ({ runtime, actor, input }) =>
    requireInstance(runtime.db, actor, input.instanceId, 'read'),
  async handle({ runtime, permit }) {
    const activity = await instanceActivity(runtime, permit.instance.id);
    const { currentHarvest, lastHarvest, unsyncedCount } = activity;
    // Read again with the harvests: the row the permission step read may predate the last one.
    const instance = activity.instance ?? permit.instance;
    return {
      ...presentInstance(instance),
      ckanVersion: instance.ckanVersion,
      siteTitle: instance.siteTitle,
      harvestSchedule: instance.harvestSchedule,
      linkCheckSchedule: instance.linkCheckSchedule,
      currentHarvest: currentHarvest ? presentHarvestRun(currentHarvest) : null,
      lastHarvest: lastHarvest ? presentHarvestRun(lastHarvest) : null,
      unsyncedCount,
      permissions: { edit: permit.editable !== 'none', manage: roleAllows(permit.role, 'manage') },
    };
  },
});
