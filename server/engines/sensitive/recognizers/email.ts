// Local part per RFC 5322's dot-atom (without quoted forms, never seen in open data); the domain
// needs a dot and a letter TLD, which keeps `user@host` and version strings like `pkg@1.2` out.
const emailSource = String.raw`[A-Za-z0-9!#$%&'*+/=?^_\x60{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_\x60{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,24}`;
const wholeEmail = new RegExp(`^(?:mailto:)?(${emailSource})$`);
const emailInText = new RegExp(`(?<![A-Za-z0-9._%+-])${emailSource}(?![A-Za-z0-9-])`, 'g');

/** The address when the whole (normalized) value is one e-mail address. */
export function matchEmail(value: string): string | undefined {
  return wholeEmail.exec(value)?.[1];
}

export function findEmails(text: string): string[] {
  return text.match(emailInText) ?? [];
}
