import { z } from 'zod';
import { locales } from '../../../contract/locales.js';
import { mailTemplateNames, renderMail } from '../../mail/templates.js';
import { defineJob } from '../job-definition.js';

export const sendMailJob = defineJob({
  name: 'mail.send',
  payload: z.object({
    to: z.email(),
    template: z.enum(mailTemplateNames as [string, ...string[]]),
    locale: z.enum(locales),
    params: z.record(z.string(), z.string()),
  }),
  options: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
  async handle(payload, { runtime }) {
    const { subject, text } = renderMail(
      payload.template as 'verifySignup',
      payload.locale,
      payload.params as never,
    );
    await runtime.mailer.send({ to: payload.to, subject, text });
  },
});
