import type { Transporter } from 'nodemailer';
import type { Mailer } from './mailer.ts';

/** How long the SMTP server may take to connect or greet; an idle socket may wait twice as long. */
export const SMTP_TIMEOUT_MS = 10_000;

/**
 * Sends through the SMTP server SMTP_URL names (credentials, TLS and port come from the URL).
 * nodemailer loads with the first message, not at start-up. Its own timeouts run to minutes;
 * a mail server that hangs must fail a request (which says the mail was not sent) long before
 * the listener gives up and sends the same thing again.
 */
export function createSmtpMailer(
  url: string,
  from: string,
  timeoutMs = SMTP_TIMEOUT_MS,
): Mailer & { close(): void } {
  let transport: Promise<Transporter> | undefined;
  const open = () =>
    (transport ??= import('nodemailer').then(({ createTransport }) =>
      createTransport({
        url,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs * 2,
      }),
    ));
  return {
    async send(message) {
      await (await open()).sendMail({ from, ...message });
    },
    close: () => void transport?.then((opened) => opened.close()),
  };
}
