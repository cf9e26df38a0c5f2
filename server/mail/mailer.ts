import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Database } from '../db/database.js';
import { mailOutbox } from '../db/schema/index.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The embedded default: no mail leaves the machine; it goes to the log and to the outbox table. */
export function createOutboxMailer(db: Database, logger: Logger): Mailer {
  return {
    async send(message) {
      await db.insert(mailOutbox).values(message);
      logger.info(
        { mail: { to: message.to, subject: message.subject } },
        `mail to ${message.to}:\n${message.text}`,
      );
    },
  };
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
