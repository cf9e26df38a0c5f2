/** Avatar sizes in pixels; the header uses 44. */
export const avatarSizes = { small: 16, medium: 24, large: 48, xl: 80, header: 44 } as const;
export type AvatarSize = keyof typeof avatarSizes;

/** SHA-256 (hex) of the trimmed, lower-cased address: what the avatar service keys images by. */
export async function emailHash(email: string): Promise<string> {
  const bytes = new TextEncoder().encode(email.trim().toLowerCase());
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The public avatar service's image, with the identicon default style. */
export function avatarUrl(hash: string, sizePixels: number): string {
  return `https://www.gravatar.com/avatar/${hash}?s=${sizePixels}&d=identicon`;
}
