import { systemUpdateSettings } from '../../../contract/functions/system.js';
import { requireSystemAdministrator } from '../../policies/system.js';
import { writeSystemSettings } from '../../services/system/system-settings.js';
import { implement } from '../implement.js';

export default implement(systemUpdateSettings, {
  authorize: requireSystemAdministrator,
  handle: ({ runtime, input, actor }) => writeSystemSettings(runtime.db, input, actor.id),
});
