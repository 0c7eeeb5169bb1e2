import type { OutboxEntry } from '../../lib/outbox.repository.ts';
import type { Mailer } from './mailer.ts';

export type OutboxWriter = (entry: OutboxEntry) => Promise<void>;

/** Keeps mail in the local outbox instead of sending it (no SMTP_URL configured). */
export function createOutboxMailer(write: OutboxWriter): Mailer {
  return {
    send: (message) =>
      write({
        channel: 'email',
        recipient: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      }),
  };
}
