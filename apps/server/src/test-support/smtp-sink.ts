import { EventEmitter, once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** The text/plain part, transfer encoding undone. */
  text: string;
  /** The text/html part, transfer encoding undone; empty when the mail has none. */
  html: string;
}

/** Reads what nodemailer sent with a maintained MIME parser. */
export async function parseMail(raw: string | Buffer, to: string[]): Promise<ReceivedMail> {
  const mail = await simpleParser(raw);
  return {
    to,
    subject: mail.subject ?? '',
    text: (mail.text ?? '').trim(),
    html: typeof mail.html === 'string' ? mail.html.trim() : '',
  };
}

export interface SmtpSink {
  url: string;
  messages: ReceivedMail[];
  /** The newest message to `address`, waiting for it to arrive (up to 30 s). */
  waitFor(address: string, predicate?: (mail: ReceivedMail) => boolean): Promise<ReceivedMail>;
  close(): Promise<void>;
}

const WAIT_LIMIT_MS = 30_000;

/** A real SMTP server in-process: the product's mail goes over the wire to it in tests. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const arrivals = new EventEmitter();
  arrivals.setMaxListeners(0);
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        parseMail(Buffer.concat(chunks), to).then(
          (mail) => {
            messages.push(mail);
            arrivals.emit('mail');
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const find = (address: string, predicate: (mail: ReceivedMail) => boolean) =>
    [...messages]
      .reverse()
      .find((mail) => mail.to.includes(address.toLowerCase()) && predicate(mail));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(address, predicate = () => true) {
      const signal = AbortSignal.timeout(WAIT_LIMIT_MS);
      for (;;) {
        const found = find(address, predicate);
        if (found) return found;
        try {
          await once(arrivals, 'mail', { signal });
        } catch {
          throw new Error(`no mail to ${address}`);
        }
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
