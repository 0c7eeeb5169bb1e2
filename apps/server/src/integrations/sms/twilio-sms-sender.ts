import type { SmsSender } from './sms-sender.ts';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  from: string;
  apiBaseUrl: string;
}

const TIMEOUT_MS = 10_000;

/** Twilio's Messages API over plain HTTPS (no SDK): one POST per message. */
export function createTwilioSmsSender(
  settings: TwilioSettings,
  fetchImpl = globalThis.fetch,
): SmsSender {
  const url = `${settings.apiBaseUrl}/2010-04-01/Accounts/${settings.accountSid}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    async send(message) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: message.to, From: settings.from, Body: message.text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (response.status >= 300) {
        // Twilio's error body names the problem (code and message), never the text we sent.
        const detail = (await response.json().catch(() => ({}))) as {
          code?: number;
          message?: string;
        };
        throw new Error(
          `Twilio refused the message: ${response.status} ${detail.code ?? ''} ${detail.message ?? ''}`.trim(),
        );
      }
    },
  };
}
