import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail, type ReceivedMail } from './smtp-sink.ts';

/** An SMTP server that takes the product's login and keeps what it is sent. */
export async function startMailbox() {
  const mails: ReceivedMail[] = [];
  const waiting: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        parseMail(Buffer.concat(chunks), to).then((mail) => {
          mails.push(mail);
          for (const wake of waiting.splice(0)) wake();
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const nextMail = async (subject: RegExp): Promise<ReceivedMail> => {
    for (;;) {
      const found = mails.find((mail) => subject.test(mail.subject));
      if (found) {
        mails.splice(mails.indexOf(found), 1);
        return found;
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
  };
  return { port, nextMail, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** Twilio's Messages API as far as the product uses it: it keeps the texts it is sent. */
export async function startTwilio() {
  const texts: { to: string; body: string }[] = [];
  const waiting: (() => void)[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      texts.push({ to: form.get('To') ?? '', body: form.get('Body') ?? '' });
      for (const wake of waiting.splice(0)) wake();
      response.writeHead(201, { 'content-type': 'application/json' }).end('{"sid":"SM1"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  /** The oldest text to `to` not read yet: a text meant for another number is left alone. */
  const nextText = async (to: string): Promise<string> => {
    for (;;) {
      const found = texts.find((text) => text.to === to);
      if (found) {
        texts.splice(texts.indexOf(found), 1);
        return found.body;
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
  };
  return { url: `http://127.0.0.1:${port}`, nextText, close: () => server.close() };
}
