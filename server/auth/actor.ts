/**
 * Who is calling: resolved once per request by the HTTP layer, then passed to policies and
 * services. It lives here, not in the functions layer, because services and policies need it
 * and must not import the layer above them.
 */
export interface Actor {
  id: string;
  email: string;
  displayName: string;
  isSystemAdmin: boolean;
  locale: 'en' | 'ja';
  /** How the caller proved who they are. */
  via: 'session' | 'api-key';
  /** The browser session this request came with (none for a personal API key). */
  sessionId?: string;
}
