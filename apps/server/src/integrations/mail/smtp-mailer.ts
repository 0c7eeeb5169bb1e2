import { createTransport } from 'nodemailer';
import type { Mailer } from './mailer.ts';

/** Sends through the SMTP server SMTP_URL names (credentials, TLS and port come from the URL). */
export function createSmtpMailer(url: string, from: string): Mailer & { close(): void } {
  const transport = createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}
