/**
 * The address when it is an http or https URL, else undefined. Catalogue-provided URLs (a dataset's
 * source, a resource's file) become links only then: a `javascript:` or `data:` URL from a hostile
 * catalogue must never be one click away from running in our origin.
 */
export function webAddressOf(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
