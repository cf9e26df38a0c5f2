import type { Locale } from '../../../contract/locales.js';
import type { Queryable } from '../../db/database.js';
import { sendMailJob } from '../../jobs/mail/send-mail.job.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { MailTemplateName, MailTemplateParams } from '../../mail/templates.js';

/** Mail is never sent inline: a job sends it, so a slow SMTP server never slows a request. */
export async function queueMail<Name extends MailTemplateName>(
  jobs: JobQueue,
  mail: { to: string; template: Name; locale: Locale; params: MailTemplateParams<Name> },
  options: { tx?: Queryable } = {},
): Promise<void> {
  await jobs.enqueue(
    sendMailJob,
    { ...mail, params: mail.params as Record<string, string> },
    options,
  );
}
