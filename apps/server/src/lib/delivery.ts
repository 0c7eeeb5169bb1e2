import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import { addOutboxEntry } from './outbox.repository.ts';
import { isDeliverableAddress, type Mailer } from '../integrations/mail/mailer.ts';
import { createOutboxMailer } from '../integrations/mail/outbox-mailer.ts';
import { createSmtpMailer } from '../integrations/mail/smtp-mailer.ts';
import { maskPhoneNumber, type SmsSender } from '../integrations/sms/sms-sender.ts';
import { createOutboxSmsSender } from '../integrations/sms/outbox-sms-sender.ts';
import { createTwilioSmsSender } from '../integrations/sms/twilio-sms-sender.ts';

export interface Delivery {
  mailer: Mailer;
  sms: SmsSender;
  close(): void;
}

const maskEmail = (address: string) => address.replace(/^(.).*(@.*)$/, '$1•••$2');

/**
 * Mail and text messages as configured: SMTP and Twilio, or the local outbox. Log lines name the
 * channel and a masked recipient, never the message (it carries codes and links).
 */
export function createDelivery(config: AppConfig, db: Database, log: FastifyBaseLogger): Delivery {
  const outbox = (entry: Parameters<typeof addOutboxEntry>[1]) => addOutboxEntry(db, entry);
  const smtp =
    config.mail.kind === 'smtp'
      ? createSmtpMailer(config.mail.url.reveal(), config.mail.from)
      : null;
  const mailTransport = smtp ?? createOutboxMailer(outbox);
  const smsTransport =
    config.sms.kind === 'twilio'
      ? createTwilioSmsSender({ ...config.sms, authToken: config.sms.authToken.reveal() })
      : createOutboxSmsSender(outbox);
  const where = (kind: string) => (kind === 'outbox' ? 'kept in the outbox (/dev/outbox)' : 'sent');

  return {
    mailer: {
      async send(message) {
        if (!isDeliverableAddress(message.to)) {
          log.debug('mail to a placeholder address skipped');
          return;
        }
        await mailTransport.send(message);
        log.info({ to: maskEmail(message.to) }, `mail ${where(config.mail.kind)}`);
      },
    },
    sms: {
      async send(message) {
        await smsTransport.send(message);
        log.info({ to: maskPhoneNumber(message.to) }, `text message ${where(config.sms.kind)}`);
      },
    },
    close: () => smtp?.close(),
  };
}
