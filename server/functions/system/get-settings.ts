import { systemGetSettings } from '#contract/functions/system.js';
import { readSystemSettings } from '#server/services/system/system-settings.js';
import { anyone, implement } from '../implement.js';
import { withConfiguration } from './with-configuration.js';

export default implement(systemGetSettings, {
  authorize: anyone,
  handle: async ({ runtime }) =>
    withConfiguration(runtime.config, await readSystemSettings(runtime.db)),
});
