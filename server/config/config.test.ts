import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'cs-config-'));

describe('loadConfig', () => {
  it('uses the embedded defaults and keeps a generated secret in DATA_DIR', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir }, []);
    expect(config.port).toBe(3000);
    expect(config.baseUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.role).toBe('all');
    expect(config.catalogueMaxResponseBytes).toBe(64 * 1024 * 1024);
    expect(config.catalogueTimeoutMs).toBe(30_000);
    expect(readFileSync(path.join(dir, 'secret'), 'utf8').trim()).toBe(config.secret);
    expect(loadConfig({ DATA_DIR: dir }, []).secret).toBe(config.secret);
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/x' }],
    ['BASE_URL', { BASE_URL: 'not a url' }],
    ['SECRET', { SECRET: 'short' }],
    ['SMTP_URL', { SMTP_URL: 'http://mail' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['LOG_FORMAT', { LOG_FORMAT: 'xml' }],
    ['ROLE', { ROLE: 'boss' }],
    ['CHECK_MAX_BYTES', { CHECK_MAX_BYTES: '100MB' }],
    ['CHECK_TIMEOUT_SECONDS', { CHECK_TIMEOUT_SECONDS: '0' }],
    ['CATALOGUE_MAX_RESPONSE_BYTES', { CATALOGUE_MAX_RESPONSE_BYTES: '64MB' }],
    ['CATALOGUE_TIMEOUT_SECONDS', { CATALOGUE_TIMEOUT_SECONDS: '0' }],
    ['ALLOWED_ADDRESS_RANGES', { ALLOWED_ADDRESS_RANGES: '10.1.2.0/24,intranet' }],
    ['TRUSTED_PROXIES', { TRUSTED_PROXIES: '10.0.0.1,the-proxy' }],
    ['PROXY_HEADER', { PROXY_HEADER: 'x-real-ip' }],
    ['AVATARS', { AVATARS: 'gravatar' }],
    ['METRICS_PORT', { METRICS_PORT: 'nine' }],
    ['METRICS_TOKEN', { METRICS_TOKEN: 'short' }],
    ['OIDC_ISSUER', { OIDC_ISSUER: 'login.example.org' }],
    ['OIDC_CLIENT_SECRET', { OIDC_ISSUER: 'https://login.example.org', OIDC_CLIENT_ID: 'steward' }],
    ['PASSWORD_SIGN_IN', { PASSWORD_SIGN_IN: 'false' }],
  ])('stops with a message naming %s when its value is bad', (name, env) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env }, [])).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env }, [])).toThrow(new RegExp(name));
  });

  it('reads ALLOWED_ADDRESS_RANGES as a list of CIDR ranges, none by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }, []).allowedAddressRanges).toEqual([]);
    const env = { DATA_DIR: dataDir(), ALLOWED_ADDRESS_RANGES: ' 10.1.2.0/24, fd12::/64 ' };
    expect(loadConfig(env, []).allowedAddressRanges).toEqual(['10.1.2.0/24', 'fd12::/64']);
  });

  it('takes the role from --role; separate roles need PostgreSQL', () => {
    const env = { DATA_DIR: dataDir(), DATABASE_URL: 'postgres://localhost/x' };
    expect(loadConfig(env, ['--role=worker']).role).toBe('worker');
    expect(() => loadConfig({ DATA_DIR: dataDir() }, ['--role=web'])).toThrow(/ROLE.*DATABASE_URL/);
  });

  it('reads the deployment settings: proxies, single sign-on, avatars and metrics', () => {
    const defaults = loadConfig({ DATA_DIR: dataDir() }, []);
    expect(defaults).toMatchObject({
      trustedProxies: [],
      proxyHeader: 'x-forwarded',
      singleSignOn: undefined,
      passwordSignIn: true,
      avatars: 'external',
      metrics: undefined,
    });
    const config = loadConfig(
      {
        DATA_DIR: dataDir(),
        TRUSTED_PROXIES: '10.0.0.5, fd00::/8',
        OIDC_ISSUER: 'https://login.example.org/realms/city/',
        OIDC_CLIENT_ID: 'steward',
        OIDC_CLIENT_SECRET: 'a secret',
        PASSWORD_SIGN_IN: 'false',
        AVATARS: 'local',
        METRICS_PORT: '9464',
      },
      [],
    );
    expect(config).toMatchObject({
      trustedProxies: ['10.0.0.5/32', 'fd00::/8'],
      singleSignOn: {
        issuer: 'https://login.example.org/realms/city',
        clientId: 'steward',
        name: 'login.example.org',
      },
      passwordSignIn: false,
      avatars: 'local',
      metrics: { port: 9464, host: '127.0.0.1', token: undefined },
    });
  });
});
