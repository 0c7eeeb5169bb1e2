import type { OutboxWriter } from '../mail/outbox-mailer.ts';
import type { SmsSender } from './sms-sender.ts';

/** Keeps text messages in the local outbox instead of sending them (no Twilio configured). */
export function createOutboxSmsSender(write: OutboxWriter): SmsSender {
  return {
    send: (message) => write({ channel: 'sms', recipient: message.to, text: message.text }),
  };
}
