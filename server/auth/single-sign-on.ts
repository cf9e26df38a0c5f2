import { APIError } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Config } from '../config/config.js';
import type { Database } from '../db/database.js';
import { invitations } from '../db/schema/index.js';
import { registrationsOpen } from '../services/system/system-settings.js';

/** better-auth's id for the organisation's provider: its callback is `/api/auth/callback/sso`. */
export const singleSignOnProviderId = 'sso';

/**
 * Sign-in through the organisation's OpenID provider (Entra ID, Google Workspace, Keycloak…), by
 * its discovery document. The authorization code flow with PKCE (S256), `state` and an ID-token
 * `nonce`; the ID token's signature, issuer and audience are checked against the provider's
 * published keys, or the provider is not used at all. Signing out of the app leaves the person
 * signed in at the provider (other applications use that session too).
 */
export function singleSignOnPlugins(config: Pick<Config, 'singleSignOn'>) {
  const sso = config.singleSignOn;
  if (!sso) return [];
  return [
    genericOAuth({
      config: [
        {
          providerId: singleSignOnProviderId,
          name: sso.name,
          discoveryUrl: `${sso.issuer}/.well-known/openid-configuration`,
          requireIdTokenVerification: true,
          clientId: sso.clientId,
          clientSecret: sso.clientSecret,
          scopes: ['openid', 'email', 'profile'],
          pkce: true,
          disableProviderLogout: true,
          // The provider's verified address is the person: an unverified one gets no session.
          requireEmailVerification: true,
        },
      ],
    }),
  ];
}

/**
 * A first sign-in through the provider makes an account, as a sign-up would: while registrations
 * are closed only for an address with an open invitation (the invitation then works as for
 * anyone). The refusal comes back to the login page as `?error=REGISTRATIONS_CLOSED`.
 */
export async function guardSingleSignOnSignUp(
  db: Database,
  email: string,
  path: string | undefined,
): Promise<void> {
  if (!path?.startsWith('/callback/') && !path?.startsWith('/oauth2/callback/')) return;
  if (await registrationsOpen(db)) return;
  const [invited] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(sql`lower(${invitations.email})`, email.toLowerCase()),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (invited) return;
  throw new APIError('FORBIDDEN', {
    message: 'Registrations are closed',
    code: 'REGISTRATIONS_CLOSED',
  });
}
