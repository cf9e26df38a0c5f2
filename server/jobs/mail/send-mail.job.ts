import { renderMail } from '#server/mail/templates.js';
import { defineJob } from '../job-definition.js';
import { sendMailKind } from './mail-job-kinds.js';

export const sendMailJob = defineJob({
  ...sendMailKind,
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
