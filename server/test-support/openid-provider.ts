import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/** A person known to the organisation's provider. */
export interface ProviderAccount {
  email: string;
  password: string;
  name: string;
  /** The provider vouches for the address (Entra ID and Google do for their own domains). */
  emailVerified?: boolean;
}

export interface OpenIdProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The query of every authorization request the app sent a browser with (PKCE, state, nonce). */
  authorizationRequests: URLSearchParams[];
  addAccount(account: ProviderAccount): void;
  close(): Promise<void>;
}

/**
 * A real, certified OpenID provider (the `oidc-provider` package) on a free port of 127.0.0.1,
 * standing in for the organisation's Entra ID or Keycloak: discovery, signed ID tokens, the
 * authorization code flow with PKCE required, and a plain login page of its own (e-mail and
 * password, or Cancel, which refuses the sign-in with `access_denied`).
 */
export async function startOpenIdProvider(options: {
  /** The app's address: its callback is registered as the client's only redirect URI. */
  appBaseUrl: string;
}): Promise<OpenIdProvider> {
  const accounts = new Map<string, ProviderAccount>();
  const authorizationRequests: URLSearchParams[] = [];
  const clientId = 'catalogue-steward';
  const clientSecret = 'a client secret only the app and the provider know';

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer, {
    jwks: {
      keys: [{ ...(await exportJWK(privateKey)), kid: 'test-provider', alg: 'RS256', use: 'sig' }],
    },
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${options.appBaseUrl}/api/auth/callback/sso`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['a cookie signing key for the test provider'] },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          email: account.email,
          email_verified: account.emailVerified ?? true,
          name: account.name,
        }),
      };
    },
    // The app is the organisation's own: no consent screen, as a first-party client.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const accountId = ctx.oidc.session?.accountId;
      if (!accountId || !ctx.oidc.client) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const callback = provider.callback();

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', issuer);
    if (url.pathname === '/auth') authorizationRequests.push(url.searchParams);
    if (url.pathname.startsWith('/interaction/')) {
      void interaction(request, response).catch((error: unknown) => {
        response.writeHead(500).end(String(error));
      });
      return;
    }
    void callback(request, response);
  });

  async function interaction(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const details = await provider.interactionDetails(request, response);
    if (request.method === 'GET') return loginPage(response, details.uid);
    const form = new URLSearchParams(await bodyOf(request));
    if (form.get('action') === 'cancel') {
      return provider.interactionFinished(request, response, {
        error: 'access_denied',
        error_description: 'The person cancelled the sign-in',
      });
    }
    const email = (form.get('email') ?? '').trim().toLowerCase();
    const account = accounts.get(email);
    if (!account || account.password !== form.get('password')) {
      return loginPage(response, details.uid, 'Wrong e-mail or password');
    }
    return provider.interactionFinished(request, response, { login: { accountId: email } });
  }

  return {
    issuer,
    clientId,
    clientSecret,
    authorizationRequests,
    addAccount(account) {
      accounts.set(account.email.toLowerCase(), account);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function loginPage(response: ServerResponse, uid: string, problem?: string): void {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><title>Organisation sign-in</title></head><body>
<h1>Organisation sign-in</h1>
${problem ? `<p role="alert">${problem}</p>` : ''}
<form method="post" action="/interaction/${uid}">
  <label>E-mail <input name="email" type="email"></label>
  <label>Password <input name="password" type="password"></label>
  <button name="action" value="login">Sign in</button>
  <button name="action" value="cancel">Cancel</button>
</form></body></html>`);
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
