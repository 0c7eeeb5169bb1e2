// A real SMTP server for the end-to-end journeys: the product's mail goes to it over the wire,
// and the tests read what arrived at http://127.0.0.1:$E2E_MAIL_PORT/messages?to=<address>.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.E2E_SMTP_PORT);
const httpPort = Number(process.env.E2E_MAIL_PORT);
const messages = [];

function decode(headers, body) {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function plainText(raw) {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const subject = /^subject:\s*(.*)$/im.exec(headers)?.[1]?.trim() ?? '';
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (!boundary) return { subject, text: decode(headers, body) };
  for (const part of body.split(`--${boundary}`)) {
    const at = part.indexOf('\r\n\r\n');
    if (/content-type:\s*text\/plain/i.test(part.slice(0, at))) {
      return { subject, text: decode(part.slice(0, at), part.slice(at + 4)).trim() };
    }
  }
  return { subject, text: '' };
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
      messages.push({ to, ...plainText(Buffer.concat(chunks).toString('utf8')), at: Date.now() });
      callback();
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
