import type { Transporter } from 'nodemailer';
import type { Mailer } from './mailer.ts';

/**
 * Sends through the SMTP server SMTP_URL names (credentials, TLS and port come from the URL).
 * nodemailer loads with the first message, not at start-up.
 */
export function createSmtpMailer(url: string, from: string): Mailer & { close(): void } {
  let transport: Promise<Transporter> | undefined;
  const open = () =>
    (transport ??= import('nodemailer').then(({ createTransport }) => createTransport(url)));
  return {
    async send(message) {
      await (await open()).sendMail({ from, ...message });
    },
    close: () => void transport?.then((opened) => opened.close()),
  };
}
