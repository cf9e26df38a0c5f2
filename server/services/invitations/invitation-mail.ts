import type { WorkspaceRole } from '#contract/enums.js';
import { invitationValidDays } from '#contract/functions/invitations.js';
import type { Locale } from '#contract/locales.js';
import type { Queryable } from '#server/db/database.js';
import type { ConfigNeed, JobsNeed } from '../service-needs.js';
import { queueMail } from '../mail/queue-mail.js';

const roleNames: Record<Locale, Record<WorkspaceRole, string>> = {
  en: { owner: 'an owner', admin: 'an administrator', editor: 'an editor', viewer: 'a viewer' },
  ja: { owner: 'オーナー', admin: '管理者', editor: '編集者', viewer: '閲覧者' },
};

export function invitationExpiry(from = new Date()): Date {
  return new Date(from.getTime() + invitationValidDays * 24 * 60 * 60 * 1000);
}

/** Queued in the caller's transaction: the mail goes out only if the invitation is saved. */
export async function queueInvitationMail(
  deps: JobsNeed & ConfigNeed,
  tx: Queryable,
  mail: {
    to: string;
    locale: Locale;
    token: string;
    inviterName: string;
    workspaceName: string;
    role: WorkspaceRole;
    expiresAt: Date;
  },
): Promise<void> {
  const expires = new Intl.DateTimeFormat(mail.locale === 'ja' ? 'ja-JP' : 'en-GB', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(mail.expiresAt);
  await queueMail(
    deps.jobs,
    {
      to: mail.to,
      template: 'invitation',
      locale: mail.locale,
      params: {
        inviter: mail.inviterName,
        workspace: mail.workspaceName,
        role: roleNames[mail.locale][mail.role],
        url: `${deps.config.baseUrl}/invitations/${mail.token}`,
        expires,
      },
    },
    { tx },
  );
}
