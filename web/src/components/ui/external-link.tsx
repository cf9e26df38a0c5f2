import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { webAddressOf } from '@web/lib/web-address';

/**
 * A link to an address a catalogue gave us, opened in a new tab; plain text when the address is not
 * http or https, so that a hostile `javascript:` URL is shown, never followed.
 */
export function ExternalLink({
  href,
  children,
  ...rest
}: { href: string | null | undefined; children?: ReactNode } & Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href'
>) {
  const address = webAddressOf(href);
  const content = children ?? href;
  if (!address) return <span>{content}</span>;
  return (
    <a href={address} target="_blank" rel="noreferrer" {...rest}>
      {content}
    </a>
  );
}
