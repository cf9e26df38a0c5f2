import ipaddr from 'ipaddr.js';
import { z } from 'zod';

/**
 * The settings an IT department meets when it publishes the app: the proxy in front of it, single
 * sign-on, the metrics endpoint, and what the browser may fetch from outside (avatars).
 */

/** Which forwarded headers a trusted proxy writes: the common X-Forwarded-* pair or RFC 7239's Forwarded. */
export const proxyHeaderKinds = ['x-forwarded', 'forwarded'] as const;
export type ProxyHeaderKind = (typeof proxyHeaderKinds)[number];

export const avatarSources = ['external', 'local'] as const;
export type AvatarSource = (typeof avatarSources)[number];

export const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** `a, b,,c` → `['a', 'b', 'c']`: a setting that lists values separated by commas. */
export const commaSeparated = z
  .string()
  .default('')
  .transform((text) =>
    text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

/** `10.0.0.0/8, 192.168.1.5` → CIDR ranges; a bare address is a range of one. */
const addressRanges = commaSeparated
  .transform((ranges) =>
    ranges.map((range) =>
      range.includes('/') || !ipaddr.isValid(range)
        ? range
        : `${range}/${ipaddr.parse(range).kind() === 'ipv4' ? 32 : 128}`,
    ),
  )
  .refine((ranges) => ranges.every((range) => ipaddr.isValidCIDR(range)), {
    message: 'must be addresses or CIDR ranges separated by commas, e.g. 10.0.0.5,10.1.2.0/24',
  });

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((text) => (text ? text : undefined));

export const ZDeploymentEnvironment = z.object({
  TRUSTED_PROXIES: addressRanges,
  PROXY_HEADER: z.enum(proxyHeaderKinds).default('x-forwarded'),
  OIDC_ISSUER: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_NAME: optionalText,
  PASSWORD_SIGN_IN: booleanFlag.default(true),
  AVATARS: z.enum(avatarSources).default('external'),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
});
type DeploymentEnvironment = z.infer<typeof ZDeploymentEnvironment>;

export interface SingleSignOn {
  /** The OpenID provider's issuer; its discovery document is `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Shown on the login page: "Sign in with <name>". */
  name: string;
}

export interface DeploymentConfig {
  /** Forwarded headers are believed only from a peer in these ranges (none: never). */
  trustedProxies: string[];
  proxyHeader: ProxyHeaderKind;
  singleSignOn: SingleSignOn | undefined;
  /** False: e-mail and password sign-in, sign-up and password changes are switched off (SSO only). */
  passwordSignIn: boolean;
  /** `external`: the avatar service's picture over the identicon; `local`: the identicon only, nothing sent out. */
  avatars: AvatarSource;
  /** A separate listener for Prometheus; undefined when METRICS_PORT is unset. */
  metrics: { port: number; host: string; token: string | undefined } | undefined;
}

/** The deployment settings, or the problems with them (each naming its variable). */
export function deploymentConfigOf(
  values: DeploymentEnvironment,
): { config: DeploymentConfig } | { problems: string[] } {
  const problems: string[] = [];
  const oidcParts = [values.OIDC_ISSUER, values.OIDC_CLIENT_ID, values.OIDC_CLIENT_SECRET];
  if (oidcParts.some(Boolean) && !oidcParts.every(Boolean)) {
    problems.push(
      'OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: single sign-on needs all three',
    );
  }
  const singleSignOn =
    values.OIDC_ISSUER && values.OIDC_CLIENT_ID && values.OIDC_CLIENT_SECRET
      ? {
          issuer: values.OIDC_ISSUER.replace(/\/+$/, ''),
          clientId: values.OIDC_CLIENT_ID,
          clientSecret: values.OIDC_CLIENT_SECRET,
          name: values.OIDC_NAME ?? new URL(values.OIDC_ISSUER).hostname,
        }
      : undefined;
  if (!values.PASSWORD_SIGN_IN && !singleSignOn) {
    problems.push(
      'PASSWORD_SIGN_IN: false leaves nobody a way to sign in; set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET too',
    );
  }
  if (problems.length) return { problems };
  return {
    config: {
      trustedProxies: values.TRUSTED_PROXIES,
      proxyHeader: values.PROXY_HEADER,
      singleSignOn,
      passwordSignIn: values.PASSWORD_SIGN_IN,
      avatars: values.AVATARS,
      metrics:
        values.METRICS_PORT === undefined
          ? undefined
          : { port: values.METRICS_PORT, host: values.METRICS_HOST, token: values.METRICS_TOKEN },
    },
  };
}
