import type { Locale } from '#contract/locales.js';
import type { Queryable } from '#server/db/database.js';
import { sendMailKind } from '#server/jobs/mail/mail-job-kinds.js';
import type { JobSender } from '#server/jobs/job-kind.js';
import type { MailTemplateName, MailTemplateParams } from '#server/mail/templates.js';

/** Mail is never sent inline: a job sends it, so a slow SMTP server never slows a request. */
export async function queueMail<Name extends MailTemplateName>(
  jobs: JobSender,
  mail: { to: string; template: Name; locale: Locale; params: MailTemplateParams<Name> },
  options: { tx?: Queryable } = {},
): Promise<void> {
  await jobs.enqueue(
    sendMailKind,
    { ...mail, params: mail.params as Record<string, string> },
    options,
  );
}
