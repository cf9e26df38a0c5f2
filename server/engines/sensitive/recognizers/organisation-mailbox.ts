/**
 * Mailboxes of an office rather than a person: a role name before the @ (info@, soumu@) or a
 * mailbox of a government domain (kikaku@city.example.lg.jp), which names a department, unless it
 * reads first.last (a councillor's own mailbox on the council's domain).
 */
const roleLocalPart =
  /^(?:info|information|contact|contactus|office|admin|administrator|support|help|helpdesk|webmaster|postmaster|inquiry|inquiries|enquiry|enquiries|general|reception|sales|press|media|pr|koho|kouhou|soumu|somu|kikaku|jinji|zaisei|kodomo|fukushi|kenko|hoken|bosai|kankyo|kyoiku|toshokan|jimukyoku|secretariat|service|customerservice|feedback|hello|team|mail|noreply|no-reply)(?:[._-]?\d*)$/i;
const governmentDomain =
  /(?:\.lg\.jp|\.go\.jp|\.gov|\.gov\.[a-z]{2}|\.gc\.ca|\.gouv\.[a-z]{2}|\.govt\.nz|\.mil)$|^(?:city|town|vill|pref|metro)\./i;

/** first.last@ or first_last@ (o'sullivan, smith-jones too): a person's own mailbox, even on an office's domain. */
const personalLocalPart = /^\p{L}[\p{L}'’-]*\p{L}[._]\p{L}[\p{L}'’-]*\p{L}$/u;

export function isOrganisationMailbox(address: string): boolean {
  const at = address.lastIndexOf('@');
  if (at <= 0) return false;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1).toLowerCase();
  if (roleLocalPart.test(local)) return true;
  return governmentDomain.test(domain) && !personalLocalPart.test(local);
}
