/**
 * Where to go after login: only a path inside this app. Anything else (another origin, `//host`,
 * `javascript:`) falls back to home, so a crafted login link cannot send users off-site.
 */
export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\'))
    return fallback;
  try {
    const url = new URL(next, 'http://app.invalid');
    if (url.origin !== 'http://app.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** `/login?next=…` for a page that needs sign-in. */
export function loginPathFor(location: {
  pathname: string;
  search?: string;
  hash?: string;
}): string {
  const next = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
  return next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`;
}
