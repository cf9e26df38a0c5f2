import { systemGetSettings } from '../../../contract/functions/system.js';
import { readSystemSettings } from '../../services/system/system-settings.js';
import { anyone, implement } from '../implement.js';

export default implement(systemGetSettings, {
  authorize: anyone,
  handle: ({ runtime }) => readSystemSettings(runtime.db),
});
