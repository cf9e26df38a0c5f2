import type { SystemSettings, SystemSettingsAnswer } from '#contract/functions/system.js';
import type { Config } from '#server/config/config.js';

/** The stored settings, with the sign-in methods and avatar source the configuration decides. */
export function withConfiguration(config: Config, stored: SystemSettings): SystemSettingsAnswer {
  return {
    ...stored,
    signIn: {
      password: config.passwordSignIn,
      singleSignOn: config.singleSignOn ? { name: config.singleSignOn.name } : null,
    },
    avatars: config.avatars,
  };
}
