// A real SMTP server for the end-to-end journeys: the product's mail goes to it over the wire,
// and the tests read what arrived at http://127.0.0.1:$E2E_MAIL_PORT/messages?to=<address>.
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.E2E_SMTP_PORT);
const httpPort = Number(process.env.E2E_MAIL_PORT);
const messages = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
      simpleParser(Buffer.concat(chunks)).then(
        (mail) => {
          const text = (mail.text ?? '').trim();
          messages.push({ to, subject: mail.subject ?? '', text, at: Date.now() });
          callback();
        },
        (error) => callback(error),
      );
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (url.pathname === '/health') return response.end('ok');
  const to = url.searchParams.get('to')?.toLowerCase();
  const found = messages.filter((message) => !to || message.to.includes(to));
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found));
}).listen(httpPort, '127.0.0.1');
