import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from './smtp-mailer.ts';

// A mail server that takes the connection and then says nothing, as a hung one does.
const sockets: Socket[] = [];
const silent = createServer((socket) => void sockets.push(socket));
await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
const { port } = silent.address() as AddressInfo;
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

describe('the SMTP mailer', () => {
  it('gives up on a mail server that never answers, instead of waiting minutes', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'club@example.org', 300);
    await expect(
      mailer.send({ to: 'friend@example.org', subject: 'Hi', text: 'An album', html: '<p>x</p>' }),
    ).rejects.toThrow();
    mailer.close();
    // nodemailer's own greeting timeout is 30 s: without ours, this test would hang past its limit.
  }, 5_000);
});
