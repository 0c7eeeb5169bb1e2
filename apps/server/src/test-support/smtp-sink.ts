import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** The text/plain part, transfer encoding undone. */
  text: string;
  /** The text/html part, transfer encoding undone; empty when the mail has none. */
  html: string;
}

function decodePart(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** Enough MIME to read the plain-text and HTML parts of what nodemailer sends. */
export function parseMail(raw: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const subject = /^subject:\s*(.*)$/im.exec(headers)?.[1]?.trim() ?? '';
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (!boundary) return { to, subject, text: decodePart(headers, body), html: '' };
  const parts = { text: '', html: '' };
  for (const part of body.split(`--${boundary}`)) {
    const partSplit = part.indexOf('\r\n\r\n');
    const partHeaders = part.slice(0, partSplit);
    const kind = /content-type:\s*text\/(plain|html)/i.exec(partHeaders)?.[1]?.toLowerCase();
    const key = kind === 'plain' ? 'text' : kind === 'html' ? 'html' : undefined;
    if (key && !parts[key]) parts[key] = decodePart(partHeaders, part.slice(partSplit + 4)).trim();
  }
  return { to, subject, ...parts };
}

export interface SmtpSink {
  url: string;
  messages: ReceivedMail[];
  /** The newest message to `address`, waiting for it to arrive. */
  waitFor(address: string, predicate?: (mail: ReceivedMail) => boolean): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server in-process: the product's mail goes over the wire to it in tests. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(address, predicate = () => true) {
      for (let i = 0; i < 100; i++) {
        const found = [...messages]
          .reverse()
          .find((mail) => mail.to.includes(address.toLowerCase()) && predicate(mail));
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no mail to ${address}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
