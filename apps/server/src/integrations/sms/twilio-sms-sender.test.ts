import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwilioSmsSender } from './twilio-sms-sender.ts';
import { maskPhoneNumber } from './sms-sender.ts';

const SID = `AC${'a'.repeat(32)}`;

/** Twilio's Messages endpoint, over HTTP, as far as the product uses it. */
describe('Twilio text messages', () => {
  const received: { path: string; auth: string; form: URLSearchParams }[] = [];
  let reply = { status: 201, body: '{"sid":"SM1"}' };
  let url = '';
  const server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        auth: request.headers.authorization ?? '',
        form: new URLSearchParams(body),
      });
      response.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const sender = () =>
    createTwilioSmsSender({
      accountSid: SID,
      authToken: 'auth-token-1234567',
      from: '+15550001111',
      apiBaseUrl: url,
    });

  it('posts the message to the account’s Messages resource with basic auth', async () => {
    await sender().send({ to: '+15551234567', text: '123456 is your Album Club code.' });
    const [request] = received;
    expect(request?.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(request?.auth).toBe(
      `Basic ${Buffer.from(`${SID}:auth-token-1234567`).toString('base64')}`,
    );
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      To: '+15551234567',
      From: '+15550001111',
      Body: '123456 is your Album Club code.',
    });
  });

  it("reports Twilio's refusal without repeating the message", async () => {
    reply = { status: 400, body: '{"code":21211,"message":"Invalid To Phone Number"}' };
    const failure = sender().send({ to: '+15551234567', text: '654321 is your code' });
    await expect(failure).rejects.toThrow(/400 21211 Invalid To Phone Number/);
    await expect(failure).rejects.not.toThrow(/654321/);
  });

  it('masks numbers for log lines', () => {
    expect(maskPhoneNumber('+15551234567')).toBe('+1•••4567');
  });
});
