import { z } from 'zod';
import { locales } from '#contract/locales.js';
import { mailTemplateNames } from '#server/mail/templates.js';
import type { JobKind } from '../job-kind.js';

/** One e-mail to send, queued by services/mail in the transaction that causes it. */
export const sendMailKind = {
  name: 'mail.send',
  payload: z.object({
    to: z.email(),
    template: z.enum(mailTemplateNames as [string, ...string[]]),
    locale: z.enum(locales),
    params: z.record(z.string(), z.string()),
  }),
} satisfies JobKind;
