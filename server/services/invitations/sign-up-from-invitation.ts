import { eq } from 'drizzle-orm';
import type { Locale } from '#contract/locales.js';
import { passwordProblem } from '#server/auth/password-policy.js';
import { users } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/app-error.js';
import type { AuthNeed, DatabaseNeed } from '../service-needs.js';
import { acceptInvitation, usableInvitation } from './accept-invitation.js';

const passwordFieldErrors = {
  PASSWORD_TOO_SHORT: 'passwordTooShort',
  PASSWORD_TOO_LONG: 'passwordTooLong',
  PASSWORD_TOO_COMMON: 'passwordTooCommon',
} as const;

/**
 * Creates the invited person's account — open even while registrations are closed, as the
 * invitation is the permission — confirmed at once (the mail proved the address), and joins it to
 * the workspace. The person then signs in with the password they chose.
 */
export async function signUpFromInvitation(
  deps: DatabaseNeed & AuthNeed,
  input: { token: string; name: string; password: string; locale: Locale },
): Promise<{ email: string; workspaceId: string }> {
  const invitation = await usableInvitation(deps.db, input.token);
  const problem = passwordProblem(input.password);
  if (problem) {
    throw AppError.invalid('The password does not meet the policy', {
      password: [passwordFieldErrors[problem]],
    });
  }
  const [existing] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, invitation.email));
  if (existing) throw AppError.aborted('accountExists', 'An account with this address exists');

  // better-auth's own adapter and hasher: the account is the same as one made by signing up.
  const auth = await deps.auth.$context;
  const user = await auth.internalAdapter.createUser(
    { email: invitation.email, name: input.name, emailVerified: true, locale: input.locale },
    { method: 'email-password' },
  );
  await auth.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await auth.password.hash(input.password),
  });
  const { workspaceId } = await acceptInvitation(
    deps.db,
    { id: user.id, email: invitation.email },
    input.token,
  );
  return { email: invitation.email, workspaceId };
}
