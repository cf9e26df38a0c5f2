import type { HelmetOptions } from 'helmet';
import type { Config } from '../config/config.js';

/** Where the avatars in the header and member lists come from. */
const avatarOrigin = 'https://www.gravatar.com';

/**
 * Helmet's settings for the security headers on every answer (the SPA, its assets, the API): a Content-Security-Policy that
 * runs only our own scripts (Vite emits them as external modules, so no inline script is needed),
 * no framing, no MIME sniffing, no Referer sent, so the addresses of private pages never leave the app. Inline styles stay
 * allowed: Radix and Recharts set them at run time. HSTS and the upgrade of insecure requests are
 * only sent when the public address is https; on a plain-http intranet install they would lock
 * browsers out.
 */
export function securityHeaders(config: Pick<Config, 'baseUrl' | 'avatars'>): HelmetOptions {
  const servedOverHttps = config.baseUrl.startsWith('https://');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // AVATARS=local: the browser may load no image from outside at all.
        imgSrc: ["'self'", 'data:', ...(config.avatars === 'external' ? [avatarOrigin] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(servedOverHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: servedOverHttps
      ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false }
      : false,
  };
}
