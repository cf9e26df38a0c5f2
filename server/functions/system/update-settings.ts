import { systemUpdateSettings } from '#contract/functions/system.js';
import { requireSystemAdministrator } from '#server/policies/system.js';
import { writeSystemSettings } from '#server/services/system/system-settings.js';
import { implement } from '../implement.js';
import { withConfiguration } from './with-configuration.js';

export default implement(systemUpdateSettings, {
  authorize: requireSystemAdministrator,
  handle: async ({ runtime, input, actor }) =>
    withConfiguration(runtime.config, await writeSystemSettings(runtime.db, input, actor.id)),
});
